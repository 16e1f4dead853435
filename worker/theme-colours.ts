// Reads the colours out of a theme's `themeJsonData`, keeping what is usable and dropping the rest.
import { themeColours, type ThemeColours } from '../contract/index.ts';

const COLOUR_KEYS = Object.keys(themeColours.shape) as (keyof ThemeColours)[];

/**
 * A theme edited by hand in the back office can be malformed; the app then falls back to its built-in colours
 * ({}) or keeps the valid entries, instead of failing the theme and the start-up with it.
 */
export function parseThemeColours(json: string): ThemeColours {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const source = parsed as Record<string, unknown>;
  const colours: ThemeColours = {};
  for (const key of COLOUR_KEYS) {
    const value = source[key];
    if (typeof value === 'string') colours[key] = value;
  }
  return colours;
}
