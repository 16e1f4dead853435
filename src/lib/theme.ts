// Applies the theme's colours (SPEC section 3 themeJsonData) as CSS variables; missing colours keep the stylesheet defaults.
import type { ThemeColours } from '../../contract/entities.ts';

const VARIABLES: Record<keyof ThemeColours, string> = {
  bg: '--c-bg',
  surface: '--c-surface',
  surface2: '--c-surface-2',
  text: '--c-text',
  muted: '--c-muted',
  primary: '--c-primary',
  primaryText: '--c-primary-text',
  accent: '--c-accent',
  success: '--c-success',
  danger: '--c-danger',
};

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

export function applyTheme(colours: ThemeColours, root: HTMLElement = document.documentElement): void {
  for (const [key, variable] of Object.entries(VARIABLES) as Array<[keyof ThemeColours, string]>) {
    const value = colours[key];
    if (value && COLOUR.test(value.trim())) root.style.setProperty(variable, value.trim());
  }
  if (colours.bg) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colours.bg);
}
