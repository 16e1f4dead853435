// Every built-in game in the registry has its page, a declared RTP, and a verification that is a pure function of
// the seeds: the same seeds give the same outcome and words, and the words are written for a player.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fairRng } from '../../../server/domain/games/fair.ts';
import { BUILTIN_GAMES } from '../../../server/games/registry.ts';

const GAMES_DIR = fileURLToPath(new URL('../../../server/games/', import.meta.url));
const SEED = 'ab'.repeat(32);
const PARAMS: Record<string, Record<string, number | string>> = {
  mines: { mines: 3 },
  'plinko-drop': { rows: 12, risk: 'high' },
  'golden-reef': { fish: 2 },
  'dragon-deep': { fish: 7 },
};

describe.each(BUILTIN_GAMES.map((g) => [g.slug, g] as const))('%s', (slug, game) => {
  it('has a page (unless the app draws it) and a declared RTP between 85% and 100%', () => {
    // A page several games share draws itself from their pageData, and takes its look from there too.
    const files = !game.dir ? [] : game.pageData ? ['index.html', 'game.js'] : ['index.html', 'game.js', 'style.css'];
    for (const file of files) expect(existsSync(`${GAMES_DIR}${game.dir}/page/${file}`), file).toBe(true);
    expect(game.rtp).toBeGreaterThan(0.85);
    expect(game.rtp).toBeLessThan(1);
  });

  it('verifies the same seeds to the same outcome, in words', () => {
    const params = game.verifyParams ? game.verifyParams.parse(PARAMS[slug] ?? {}) : {};
    const first = game.verify(fairRng(SEED, 'client', 7), params);
    expect(game.verify(fairRng(SEED, 'client', 7), params)).toEqual(first);
    expect(first.words).toMatch(/^[A-Z].*\.$/);
    expect(first.words).not.toMatch(/undefined|NaN|\[object/);
  });
});

describe('the registry', () => {
  it("has unique slugs, and page folders of their own unless the page draws itself from the game's pageData", () => {
    expect(new Set(BUILTIN_GAMES.map((g) => g.slug)).size).toBe(BUILTIN_GAMES.length);
    const own = BUILTIN_GAMES.filter((g) => g.dir && !g.pageData);
    expect(new Set(own.map((g) => g.dir)).size).toBe(own.length);
    for (const shared of BUILTIN_GAMES.filter((g) => g.pageData)) expect(own.map((g) => g.dir)).not.toContain(shared.dir);
  });
});
