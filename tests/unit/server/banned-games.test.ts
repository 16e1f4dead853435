import { describe, expect, it } from 'vitest';
import { assertNotBanned, isBannedGame } from '../../../server/domain/games/banned.ts';

describe('the sabong ban', () => {
  it.each([
    ['live-sabong-stream', true],
    ['E-Sabong Arena', true],
    ['Sabungan Live', true],
    ['cockfight', true],
    ['Cock Fight Derby', true],
    ['cock_fighting', true],
    ['hot,new,cock-fight', true],
    ['Lucky Sampaguita', false],
    ['Color Game', false],
    ['Peacock Fortune', false],
    ['Sabon Bubbles', false],
  ])('%s is banned: %s', (text, banned) => {
    expect(isBannedGame(text)).toBe(banned);
  });

  it('refuses with a sentence for the operator', () => {
    expect(() => assertNotBanned('acme', 'Sabong Nights')).toThrow(/banned in the Philippines/);
    expect(() => assertNotBanned('acme', 'Acme Slots')).not.toThrow();
  });
});
