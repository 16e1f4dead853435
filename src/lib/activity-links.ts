// Where an activity entry leads (contract/activities.ts CLICK_TYPE) and which entries are worth showing: only those
// whose screen, modal or outside page exists, so no entry leads to a placeholder.
import { ACTIVITY_TYPE, CLICK_TYPE } from '../../contract/activities.ts';
import type { Activity } from '../../contract/entities.ts';
import { modalComponent } from './modal-registry.ts';
import { enqueueModal, openAuthModal } from './modal-store.ts';
import { openExternal } from './native-bridge.ts';

const isHttpsUrl = (text: string): boolean => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Whether the entry's target exists: an app route, a registered modal, or an https page. */
export function activityTargetExists(
  a: Activity,
  routeExists: (path: string) => boolean,
  modalExists = (kind: string) => modalComponent(kind) !== undefined,
): boolean {
  if (a.clickType === CLICK_TYPE.route) return routeExists(a.clickAction);
  if (a.clickType === CLICK_TYPE.modal) return modalExists(a.clickAction);
  if (a.clickType === CLICK_TYPE.url) return isHttpsUrl(a.clickAction);
  return false;
}

/**
 * The list entries in sort order: start modals are not entries (they run on their own), entries without a target are
 * left out, and a logged-in player gets no sign-up entry.
 */
export function visibleActivities(
  activities: readonly Activity[],
  routeExists: (path: string) => boolean,
  loggedIn: boolean,
  modalExists?: (kind: string) => boolean,
): Activity[] {
  return activities
    .filter((a) => a.type !== ACTIVITY_TYPE.startModal)
    .filter((a) => activityTargetExists(a, routeExists, modalExists))
    .filter((a) => !(loggedIn && a.clickAction.startsWith('/auth/')))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** Whether a tap needs login first: a visitor may open only entries marked for visitors. */
export const needsLogin = (a: Activity, loggedIn: boolean): boolean => !loggedIn && a.unloginShowStatus !== 1;

/** Follows a tap: login first where needed (coming back to the activity after), else its route, modal or page. */
export function openActivity(a: Activity, loggedIn: boolean, go: (path: string) => void): void {
  if (needsLogin(a, loggedIn)) {
    // Login comes back to a route; a modal or outside page is opened again by a tap after.
    openAuthModal('login', a.clickType === CLICK_TYPE.route ? a.clickAction : null);
    return;
  }
  if (a.clickType === CLICK_TYPE.url) openExternal(a.clickAction);
  else if (a.clickType === CLICK_TYPE.modal) enqueueModal({ id: `activity-${a.id}`, kind: a.clickAction, props: { activityId: a.id } });
  else go(a.clickAction);
}
