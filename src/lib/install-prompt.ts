// The browser's install offer (beforeinstallprompt), kept in memory for this page load so the download modal and
// /download can offer it. The event can fire before React mounts, so src/main.tsx imports this module first.
import { isIOS, isInstalled, isNativeShell } from './device.ts';
import { decideInstallOffer, type InstallOffer } from './install-offer.ts';
import { createStore, useStore } from './store.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'pw.installDismissed';

const offer = createStore<InstallPromptEvent | null>(null);
const dismissed = createStore<boolean>(readDismissed());

function readDismissed(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held back from the browser's own mini-bar: the download modal offers it at its turn.
    event.preventDefault();
    offer.set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => offer.set(null));
}

export const useCanInstall = (): boolean => useStore(offer) !== null;

/** The install offer here and now; `asked` when the player opened /download. */
export function useInstallOffer(asked: boolean): InstallOffer {
  const event = useStore(offer);
  const saidNo = useStore(dismissed);
  return decideInstallOffer({ standalone: isInstalled(), nativeShell: isNativeShell(), ios: isIOS(), canPrompt: event !== null, dismissed: saidNo, asked });
}

export const useInstallDismissed = (): boolean => useStore(dismissed);

/** The unasked offer is made once: after a "no" only /download offers it again. */
export function rememberInstallDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: the offer may come back next load, which is harmless.
  }
  dismissed.set(true);
}

/** Shows the browser's install dialog; a prompt can be used once, so it is forgotten after. */
export async function promptInstall(): Promise<boolean> {
  const event = offer.get();
  if (!event) return false;
  offer.set(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') rememberInstallDismissed();
  return outcome === 'accepted';
}
