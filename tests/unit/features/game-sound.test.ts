// The built-in games' mute choice kept by the app: read and written in storage, carried on the launch URL, and only
// a well-formed message from a game counts.
import { describe, expect, it } from 'vitest';
import { GAME_SOUND_MESSAGE, gameSoundChoice, gameSoundMuted, rememberGameSound, withGameSound } from '../../../src/features/games/game-sound.ts';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('game sound preference', () => {
  it('is on until the player mutes, and remembers each change', () => {
    const storage = memory();
    expect(gameSoundMuted(storage)).toBe(false);
    rememberGameSound(true, storage);
    expect(gameSoundMuted(storage)).toBe(true);
    rememberGameSound(false, storage);
    expect(gameSoundMuted(storage)).toBe(false);
  });

  it('adds muted=1 to the launch URL only for a muted player', () => {
    expect(withGameSound('/games/carabao-gold/?launch=abc', false, 'http://app.test/game/start')).toBe('/games/carabao-gold/?launch=abc');
    expect(withGameSound('/games/carabao-gold/?launch=abc', true, 'http://app.test/game/start')).toBe('http://app.test/games/carabao-gold/?launch=abc&muted=1');
  });

  it('reads only the game sound message', () => {
    expect(gameSoundChoice({ type: GAME_SOUND_MESSAGE, muted: true })).toBe(true);
    expect(gameSoundChoice({ type: GAME_SOUND_MESSAGE, muted: false })).toBe(false);
    expect(gameSoundChoice({ type: GAME_SOUND_MESSAGE, muted: 'yes' })).toBeNull();
    expect(gameSoundChoice({ type: 'other', muted: true })).toBeNull();
    expect(gameSoundChoice('muted')).toBeNull();
    expect(gameSoundChoice(null)).toBeNull();
  });
});
