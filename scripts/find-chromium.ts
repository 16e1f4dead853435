// Finds a Chromium for Playwright: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own download.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a headless Chromium in a container with no GPU or sandbox, and nothing it fetches on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own installed.
  }
  return null;
}

export const NO_CHROMIUM_HELP = [
  'No Chromium found for the end-to-end tests. Do one of these, then run the tests again:',
  '  - Debian/Ubuntu: sudo apt-get install chromium',
  '  - anywhere with internet: npx playwright install chromium',
  '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
].join('\n');
