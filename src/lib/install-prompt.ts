// The browser's install offer (beforeinstallprompt), kept in memory for this page load so the download start modal
// can offer it; the event fires early, so this module is imported by the root route, before any modal runs.
import { createStore, useStore } from './store.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const offer = createStore<InstallPromptEvent | null>(null);

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held back from the browser's own mini-bar: the download modal offers it at its turn.
    event.preventDefault();
    offer.set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => offer.set(null));
}

export const useCanInstall = (): boolean => useStore(offer) !== null;

/** Shows the browser's install dialog; a prompt can be used once, so it is forgotten after. */
export async function promptInstall(): Promise<boolean> {
  const event = offer.get();
  if (!event) return false;
  offer.set(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
