import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ENTRIES, FIRST_SCREEN_LAZY_PARTS, firstScreenModules, readSource } from '../../../scripts/first-screen.ts';
import { enPHFirstScreen } from '../../../src/lib/i18n/en-ph-first-screen.ts';
import { enPH } from '../../../src/lib/i18n/en-ph.ts';

// The first screen and the player's parts it loads lazily: both draw with the first-screen table alone.
const modules = firstScreenModules([...FIRST_SCREEN_ENTRIES, ...FIRST_SCREEN_LAZY_PARTS]);
const keys = Object.keys(enPH);
const texts = modules.filter((path) => !path.startsWith('src/lib/i18n/en-ph'));

/** The table keys a module names: quoted whole, or as the fixed start of a template (`jackpot.tab.${name}`). */
function keysNamedIn(source: string): string[] {
  const named = new Set<string>();
  for (const [, word] of source.matchAll(/['"]([a-zA-Z]\w*(?:\.[\w-]+)+)['"]/g)) if (word && word in enPH) named.add(word);
  for (const [, start] of source.matchAll(/`([a-zA-Z]\w*\.[\w.]*)\$\{/g)) for (const key of keys) if (start && key.startsWith(start)) named.add(key);
  return [...named];
}

describe('the first screen of / and the English table', () => {
  it('finds the first screen from the entry, without the rest of English or other screens', () => {
    expect(modules).toContain('src/main.tsx');
    expect(modules).toContain('src/features/home/home-page.tsx');
    expect(modules).toContain('src/features/shell/age-notice.tsx');
    expect(modules).toContain('src/lib/i18n/en-ph-first-screen.ts');
    expect(modules).not.toContain('src/lib/i18n/en-ph.ts');
    expect(modules).not.toContain('src/features/wallet/wallet-page.tsx');
    // A player's parts are held to the same rules, though they load lazily.
    expect(firstScreenModules()).not.toContain('src/features/jackpot/floating-jackpot-button.tsx');
    expect(modules).toContain('src/features/jackpot/floating-jackpot-button.tsx');
  });

  it('has in the first-screen table every text a first-screen module names', () => {
    const missing = texts.flatMap((path) =>
      keysNamedIn(readSource(path))
        .filter((key) => !(key in enPHFirstScreen))
        .map((key) => `${key} (${path})`),
    );
    // A key listed here goes from en-ph.ts to en-ph-first-screen.ts: the first screen draws before the rest loads.
    expect(missing).toEqual([]);
  });

  it('loads every lazily loaded screen part of the first screen with all of English', () => {
    // React.lazy parts draw texts: they wait for the rest of the table (withAllWords). The other loads draw none of
    // ours: the service worker's registration, the live chat widget (its own words, checked below: nothing there reads
    // the table), and the tables themselves.
    const DRAW_NO_TEXT_OF_OURS = ["'virtual:pwa-register'", "'./chat-widget.tsx'", "'./fil.ts'", "'./en-ph.ts'"];
    expect(/i18n|\bt\(/.test(readSource('src/features/service/chat-widget.tsx'))).toBe(false);
    const bare = texts.flatMap((path) => {
      const source = readSource(path);
      const lazyParts = [...source.matchAll(/lazy\((?!withAllWords\()\s*\(\)\s*=>\s*import\(([^)]*)\)/g)].map((m) => m[1]!);
      const loads = [...source.matchAll(/(?<!withAllWords\(\(\) => )import\(([^)]*)\)/g)].map((m) => m[1]!);
      // A player's parts (FIRST_SCREEN_LAZY_PARTS) draw with the first-screen table: the test above holds their texts.
      const firstScreenWordsOnly = (spec: string) => FIRST_SCREEN_LAZY_PARTS.includes(join(dirname(path), spec.slice(1, -1)));
      return [...lazyParts, ...loads].filter((spec) => !DRAW_NO_TEXT_OF_OURS.includes(spec) && !firstScreenWordsOnly(spec)).map((spec) => `${spec} (${path})`);
    });
    expect(bare).toEqual([]);
  });

  it('keeps the first-screen table small next to the whole', () => {
    expect(Object.keys(enPHFirstScreen).length).toBeLessThan(keys.length / 10);
  });
});
