// Checks over whatever a screen shows: no text that is code, legible sizes, thumb-sized tap targets.
import { expect, type Frame, type Page } from '@playwright/test';

/** Main screens a player touches every day, signed in. */
export const MAIN_SCREENS = [
  '/',
  '/bonus/home',
  '/bonus/tasks',
  '/bonus/reward',
  '/bonus/vip',
  '/bonus/rebate',
  '/vip/home',
  '/vip/level',
  '/vip/rebate',
  '/member',
  '/member/profile',
  '/wallets?name=deposit',
  '/wallets?name=withdraw',
  '/wallets/record',
  '/points',
  '/email',
] as const;

/** Visible text nodes of the page, each with its element's computed font size. */
async function visibleTexts(page: Page): Promise<{ text: string; size: number; nav: boolean }[]> {
  return page.evaluate(() => {
    const out: { text: string; size: number; nav: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || el.closest('script,style,noscript,svg,iframe,[aria-hidden=true]')) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0) continue;
      if (!el.checkVisibility({ opacityProperty: true })) continue;
      out.push({ text, size: parseFloat(style.fontSize), nav: !!el.closest('nav[aria-label=Main]') });
    }
    return [...new Set(out)];
  });
}

// Dotted message keys (wallet.type.bet) but not domain names or file names a player may be shown.
const DOTTED = /\b[a-z][a-z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+\b/g;
const NOT_A_KEY = /\.(com|ph|net|org|gov|io|app|html|png|jpg|svg)$/i;
const SNAKE = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/;
const BROKEN = /\bundefined\b|\bNaN\b|\[object|\bnull\b/;

/** The phrases on the page that look like code rather than words. */
export async function codeLikeText(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const { text } of await visibleTexts(page)) {
    const keys = (text.match(DOTTED) ?? []).filter((k) => !NOT_A_KEY.test(k));
    if (keys.length || SNAKE.test(text) || BROKEN.test(text)) found.push(text);
  }
  return found;
}

export async function expectPlainWords(page: Page, where: string): Promise<void> {
  expect(await codeLikeText(page), `code-like text on ${where}`).toEqual([]);
}

/** Text smaller than 11 px (10 px in the navbar), as "size px: text". */
export async function smallText(page: Page): Promise<string[]> {
  const small = (await visibleTexts(page))
    .filter(({ size, nav }) => size < (nav ? 10 : 11) - 0.01)
    .map(({ size, text }) => `${size.toFixed(1)}px: ${text.slice(0, 40)}`);
  return [...new Set(small)];
}

/**
 * Controls smaller than 44x44 px, as "WxH name". Kept short on purpose, the exceptions: links inside running text
 * (WCAG 2.5.8 exempts inline targets) and form controls a label of at least 44 px wraps (checkboxes, radios).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, a[href], [role=button], input, select, textarea'))) {
      if (el.closest('[inert], [aria-hidden=true]') || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if ((el as HTMLInputElement).type === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (el.tagName === 'A' && el.closest('p, li > span, .mail-body') && getComputedStyle(el).display === 'inline') continue;
      const label = el.closest('label');
      if (label && ['checkbox', 'radio'].includes((el as HTMLInputElement).type)) {
        const l = label.getBoundingClientRect();
        if (l.width >= 44 && l.height >= 44) continue;
      }
      if (box.width < 43.5 || box.height < 43.5) {
        const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.tagName;
        out.push(`${Math.round(box.width)}x${Math.round(box.height)} ${el.tagName.toLowerCase()} ${name}`);
      }
    }
    return [...new Set(out)];
  });
}

// Words English needs and Filipino never uses: a sentence that holds one was not translated.
const ENGLISH_WORDS = /\b(the|and|your|you|with|of|is|are|for|this|will|not|from|when|here|there|what|can|cannot|been|has|have|was|our|it)\b/i;

/**
 * Text on a screen set in Filipino that is still English: a visible text, label or placeholder that holds an English
 * function word or is one of the English table's texts that Filipino words differently. Content marked with its own
 * `lang` (a language's own name, operator content kept in the language it was written in) is skipped, as a screen
 * reader would read it in that language.
 */
export async function englishLeft(page: Page | Frame, englishOnly: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const inFilipino = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '') === 'fil';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || el.closest('script,style,noscript,iframe,[aria-hidden=true]') || !inFilipino(el)) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (el.closest('[aria-hidden=true]') || !inFilipino(el) || !(el as HTMLElement).checkVisibility?.()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return [...new Set(out)];
  });
  const english = new Set(englishOnly.map((s) => s.trim()));
  return texts.filter((text) => ENGLISH_WORDS.test(text) || english.has(text));
}

/**
 * Every animation on the page that never ends moves only what the compositor animates by itself (opacity, transform):
 * anything else restyles and repaints the page at every frame on the main thread, for as long as it shows. Answers the
 * names of those animations, so a test can say which it expects.
 */
export async function endlessAnimationsOffMainThread(page: Page): Promise<string[]> {
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations === Infinity)
      .map((a) => ({
        name: (a as CSSAnimation).animationName,
        properties: [...new Set((a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k)))].filter(
          (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
        ),
      })),
  );
  for (const animation of endless)
    expect(
      animation.properties.every((p) => p === 'opacity' || p === 'transform'),
      JSON.stringify(animation),
    ).toBe(true);
  return endless.map((a) => a.name);
}
