// Every built-in game page speaks Filipino: each text and label of its HTML, each text its scripts pass to tr(), and
// its rules sheet have a Filipino entry; no English sentence is written by a script without tr(); the verify words
// come in Filipino too. The server side (the page in Filipino, its table, translated refusals) is checked here as well.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_GAMES } from '../../../server/games/registry.ts';
import { localizedPage, pageLanguage, translateText } from '../../../server/games/page-texts.ts';
import { SHARED_FIL } from '../../../server/games/shared/fil.ts';
import { fairRng } from '../../../server/domain/games/fair.ts';

const GAMES = new URL('../../../server/games/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, GAMES), 'utf8');
const PAGES = BUILTIN_GAMES.filter((g) => g.dir);

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&times;': '×' };
const decode = (text: string) => text.replace(/&[a-z#0-9]+;/g, (e) => ENTITIES[e] ?? e);
const collapse = (text: string) => decode(text).replace(/\s+/g, ' ').trim();
/** Text a player reads (has a letter); figures, symbols and the RTP abbreviation need no translation. */
const readable = (text: string) => /[A-Za-z]{2,}/.test(text) && !/^RTP\b/.test(text);

/** The texts and labels of a page's HTML outside its rules sheet, as common.js's translateTree sees them. */
export function htmlTexts(html: string): string[] {
  const body = html
    .replace(/<template id="help">[\s\S]*?<\/template>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => collapse(m[1]!));
  const labels = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((m) => collapse(m[1]!));
  return [...texts, ...labels].filter(readable);
}

/** Every string literal of each tr(...) call's first argument (a ternary of two literals gives both). */
export function trKeys(script: string): string[] {
  const keys: string[] = [];
  for (const match of script.matchAll(/\btr\(/g)) {
    let depth = 0;
    for (let i = match.index + 3; i < script.length; i += 1) {
      const c = script[i]!;
      if (c === "'" || c === '"' || c === '`') {
        let j = i + 1;
        let value = '';
        while (j < script.length && script[j] !== c) {
          if (script[j] === '\\') {
            value += script[j + 1];
            j += 2;
          } else value += script[j++];
        }
        if (depth === 0) keys.push(value);
        i = j;
      } else if (c === '(' || c === '{' || c === '[') depth += 1;
      else if (c === ')' || c === '}' || c === ']') {
        if (depth === 0) break;
        depth -= 1;
      } else if (c === ',' && depth === 0) break;
    }
  }
  return keys;
}

/** String literals that read as an English sentence or label but are not a tr() key: text a script would show as is. */
export function untranslatedLiterals(script: string, allowed: ReadonlySet<string>): string[] {
  const keys = new Set(trKeys(script));
  const found: string[] = [];
  for (const m of script.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
    const value = (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1');
    if (keys.has(value) || allowed.has(value)) continue;
    const words = value.match(/[A-Za-z]{2,}/g) ?? [];
    const sentence = /^[A-Z][a-z]/.test(value.trim()) && (words.length >= 2 || /^[A-Z][a-z]{2,}$/.test(value.trim()));
    const prose = /[a-z] [a-z]+ [a-z]/.test(value) && /[.!?:]$|^[A-Z]/.test(value.trim());
    if ((sentence || prose) && !/[<>{};=]|^[A-Z][a-z]+[A-Z]/.test(value)) found.push(value);
  }
  return found;
}

/** Names and terms a script may write as they are (key names, CSS and font names, the game's brand names). */
const ALLOWED = new Set(['Escape', 'Enter', 'system-ui, sans-serif', 'Arial', 'Georgia']);

/** A page's scripts: its own game.js and the shared scripts its HTML loads. */
function scriptsOf(dir: string): { name: string; text: string }[] {
  const html = read(`${dir}/page/index.html`);
  const shared = [...html.matchAll(/src="\/games\/shared\/([a-z-]+\.js)"/g)].map((m) => `shared/${m[1]}`);
  return [...shared, `${dir}/page/game.js`].map((name) => ({ name, text: read(name) }));
}

describe.each(PAGES.map((g) => [g.slug, g] as const))('%s in Filipino', (_slug, game) => {
  const dir = game.dir!;
  const table = { ...SHARED_FIL.texts, ...(game.fil?.texts ?? {}) };

  it('has a Filipino table and rules sheet', () => {
    expect(game.fil, `server/games/${dir}/fil.ts is missing`).toBeDefined();
    const html = read(`${dir}/page/index.html`);
    if (html.includes('<template id="help">')) expect(game.fil!.help.trim().length).toBeGreaterThan(0);
  });

  it('translates every text and label of its HTML', () => {
    const missing = [...new Set(htmlTexts(read(`${dir}/page/index.html`)))].filter((text) => !(text in table));
    expect(missing).toEqual([]);
  });

  it('translates every text its scripts pass to tr(), with the same placeholders', () => {
    const keys = [...new Set(scriptsOf(dir).flatMap((s) => trKeys(s.text)))];
    expect(keys.filter((key) => !(key in table))).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(table)) expect(placeholders(text), key).toEqual(placeholders(key));
  });

  it('has no English sentence a script writes without tr()', () => {
    const found = scriptsOf(dir).flatMap((s) => untranslatedLiterals(s.text, ALLOWED).map((text) => `${s.name}: ${text}`));
    expect(found).toEqual([]);
  });

  it('has a rules sheet in Filipino shaped like the English one', () => {
    const html = read(`${dir}/page/index.html`);
    const english = /<template id="help">([\s\S]*?)<\/template>/.exec(html)?.[1];
    if (english === undefined) return;
    const count = (text: string, tag: string) => (text.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
    for (const tag of ['h2', 'h3', 'li', 'tr', 'td', 'th', 'table', 'ul', 'ol']) expect(count(game.fil!.help, tag), tag).toBe(count(english, tag));
    expect(game.fil!.help).not.toContain(' the ');
  });

  it('says a verified round in Filipino', () => {
    const params = game.verifyParams ? sampleParams(game.slug) : {};
    const verified = game.verify(fairRng('server-seed', 'client-seed', 3), params);
    expect(verified.wordsFil, 'verify() gives no wordsFil').toBeTruthy();
    expect(verified.wordsFil).not.toBe(verified.words);
  });
});

/** Verify settings of the games whose draw depends on the bet (Mines' count, Plinko's rows and risk). */
function sampleParams(slug: string): Record<string, number | string> {
  const samples: Record<string, Record<string, number | string>> = {
    mines: { mines: 3 },
    'plinko-drop': { rows: 12, risk: 'medium' },
    'golden-reef': { fish: 2 },
    'dragon-deep': { fish: 2 },
  };
  return samples[slug] ?? {};
}

describe('the page in Filipino, served', () => {
  it('marks the page fil and loads its table before common.js; English is left as written', () => {
    const html = read('dice/page/index.html');
    const fil = localizedPage(html, 'dice-roll', 'fil');
    expect(fil).toContain('<html lang="fil">');
    expect(fil.indexOf('/games/dice-roll/texts.js?lang=fil')).toBeLessThan(fil.indexOf('/games/shared/common.js'));
    expect(localizedPage(html, 'dice-roll', 'en-PH')).toBe(html);
    expect(pageLanguage('fil')).toBe('fil');
    expect(pageLanguage('xx')).toBe('en-PH');
    expect(pageLanguage(undefined)).toBe('en-PH');
  });

  it('translates exact texts and templates, and leaves the unknown alone', () => {
    const table = { 'Open the game': 'Buksan ang laro', '{name} is closed (since {time}).': 'Sarado ang {name} (mula {time}).' };
    expect(translateText(table, 'Open the game')).toBe('Buksan ang laro');
    expect(translateText(table, 'Sic Bo is closed (since 5 PM).')).toBe('Sarado ang Sic Bo (mula 5 PM).');
    expect(translateText(table, 'Something else')).toBeUndefined();
  });

  it('finds untranslated sentences a script writes, and not code', () => {
    const script = "el.textContent = 'You lost it all'; x.className = 'road-dot up'; y = tr('Keep going'); z = 'M0 16 L-9 2';";
    expect(untranslatedLiterals(script, ALLOWED)).toEqual(['You lost it all']);
    expect(trKeys("tr(a ? 'One round' : 'Two rounds', { n: 2 }) + tr('Solo')")).toEqual(['One round', 'Two rounds', 'Solo']);
  });
});
