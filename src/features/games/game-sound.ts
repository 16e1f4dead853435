// The built-in games' mute choice. A game page runs sandboxed with no storage of its own, so it posts each change to
// the app, the app keeps it here, and the next launch URL carries it back (`muted=1`).
const KEY = 'pw.gameSoundMuted';

export const GAME_SOUND_MESSAGE = 'pisowin:game-sound';

export function gameSoundMuted(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return storage.getItem(KEY) === '1';
}

export function rememberGameSound(muted: boolean, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(KEY, muted ? '1' : '0');
}

/** The launch URL with the mute choice added (only for a muted player; sound is on by default). */
export function withGameSound(url: string, muted: boolean, base = window.location.href): string {
  if (!muted) return url;
  const withChoice = new URL(url, base);
  withChoice.searchParams.set('muted', '1');
  return withChoice.href;
}

/** A message from the game frame about its sound, or null for anything else. */
export function gameSoundChoice(data: unknown): boolean | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; muted?: unknown };
  return message.type === GAME_SOUND_MESSAGE && typeof message.muted === 'boolean' ? message.muted : null;
}
