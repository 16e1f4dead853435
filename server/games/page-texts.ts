// The built-in game pages in a language other than English. The pages are written in English; a page opened in
// Filipino (`lang=fil` on its launch URL) loads its table from `/games/<slug>/texts.js`, and the shared common.js
// applies it: to the page's own text and labels as it loads, to its rules sheet, and to what game.js writes (Game.tr).
import type { Language } from '../../contract/constants.ts';
import { compileTemplates, fillPlaceholders, templateValues, type TextTemplate } from '../../contract/text-templates.ts';

export interface PageTexts {
  /** English text (whitespace collapsed to single spaces) -> its translation; `{name}` placeholders kept as they are. */
  texts: Readonly<Record<string, string>>;
  /** The rules sheet (the page's <template id="help">) in the language, as HTML. */
  help: string;
  /** The game's own server messages (a refused stake or action) -> translation, `{name}` placeholders as in texts. */
  messages?: Readonly<Record<string, string>>;
}

/** A page's language from its URL (anything but a language the pages speak is English). */
export function pageLanguage(value: unknown): Language {
  return value === 'fil' ? 'fil' : 'en-PH';
}

/** The page in `language`: the html element's lang, and its table loaded before the shared script that applies it. */
export function localizedPage(html: string, slug: string, language: Language): string {
  if (language === 'en-PH') return html;
  return html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(
      '<script src="/games/shared/common.js">',
      `<script src="/games/${slug}/texts.js?lang=${language}"></script>\n    <script src="/games/shared/common.js">`,
    );
}

const compiled = new WeakMap<object, { exact: Map<string, string>; templates: TextTemplate[] }>();

/**
 * `text` through `table`: an exact entry, else the most specific key whose `{name}` placeholders match it (the
 * captured values put into the translation's placeholders); undefined when nothing matches.
 */
export function translateText(table: Readonly<Record<string, string>>, text: string): string | undefined {
  let kept = compiled.get(table);
  if (!kept) {
    const exact = new Map<string, string>();
    kept = { exact, templates: compileTemplates(table, exact) };
    compiled.set(table, kept);
  }
  const exact = kept.exact.get(text);
  if (exact !== undefined) return exact;
  for (const template of kept.templates) {
    const values = templateValues(template, text);
    if (values) return fillPlaceholders(template.text, (name) => values.get(name));
  }
  return undefined;
}
