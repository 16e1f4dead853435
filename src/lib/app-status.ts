// App-wide status the shell shows: online/offline, the "Tips" dialog, service-worker state, the update prompt, and
// whether the start-up cover is lifted.
import { createStore } from './store.ts';

export interface AppStatus {
  online: boolean;
  /** A message for the "Tips" dialog (time-outs), or null when closed. */
  tips: string | null;
  needRefresh: boolean;
  offlineReady: boolean;
  /** SPEC section 8: a failed service-worker registration sets this flag. */
  swRegistrationError: boolean;
  /** The start-up cover is lifted: screens that fill in as data lands wait for it, so nothing moves under the cover. */
  revealed: boolean;
}

export const appStatus = createStore<AppStatus>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  tips: null,
  needRefresh: false,
  offlineReady: false,
  swRegistrationError: false,
  revealed: false,
});

export function patchStatus(patch: Partial<AppStatus>): void {
  appStatus.set((s) => ({ ...s, ...patch }));
}
