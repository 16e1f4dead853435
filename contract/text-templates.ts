// Translation tables keyed by English text, where a key may hold `{name}` placeholders for values put into the text
// ("{minimum} is the least you can deposit"). One home for how such a table is compiled and matched: the server's
// messages, the contract's validation messages and the game pages' refusals all use it.

/** `{name}`: a placeholder in a key and in its translation. */
export const PLACEHOLDER = /\{(\w+)\}/g;

export interface TextTemplate {
  /** The key as an anchored pattern, each placeholder a capture (a name used twice must be the same value twice). */
  pattern: RegExp;
  /** The placeholders' names in the order their values are captured. */
  names: string[];
  /** The translation, with the key's placeholders. */
  text: string;
  /** The key's length without its placeholders: a longer fixed text is the more specific key, and is tried first. */
  fixed: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's keys without placeholders go into `exact`; the others come back as patterns, the most specific first. */
export function compileTemplates(table: Readonly<Record<string, string>>, exact: Map<string, string>): TextTemplate[] {
  const templates: TextTemplate[] = [];
  for (const [key, text] of Object.entries(table)) {
    const placeholders = [...key.matchAll(PLACEHOLDER)];
    if (placeholders.length === 0) {
      exact.set(key, text);
      continue;
    }
    const names: string[] = [];
    let source = '^';
    let at = 0;
    for (const found of placeholders) {
      source += escapeRegExp(key.slice(at, found.index));
      const seen = names.indexOf(found[1]!);
      if (seen >= 0) source += `\\${seen + 1}`;
      else {
        names.push(found[1]!);
        source += '(.+?)';
      }
      at = found.index + found[0].length;
    }
    source += `${escapeRegExp(key.slice(at))}$`;
    templates.push({ pattern: new RegExp(source, 's'), names, text, fixed: key.replace(PLACEHOLDER, '').length });
  }
  return templates.sort((a, b) => b.fixed - a.fixed);
}

/** The values `text` gives `template`'s placeholders, by name; null when it does not match. */
export function templateValues(template: TextTemplate, text: string): Map<string, string> | null {
  const match = template.pattern.exec(text);
  return match ? new Map(template.names.map((name, i) => [name, match[i + 1]!])) : null;
}

/** A translation with its placeholders filled by `value` (a placeholder it has no value for stays as written). */
export function fillPlaceholders(text: string, value: (name: string) => string | undefined): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => value(name) ?? whole);
}
