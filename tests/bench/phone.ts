// A phone for the crash bench: the built app in headless Chromium at 390x844, signed in as a player and open on the
// wallet, watched through a server outage. It says whether the wallet kept showing the last balance while the server
// was down, and how long after the server listened again the app showed a balance changed meanwhile, as a player
// going back and forth between the home screen and the wallet sees it, and whether the page had to be reloaded.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.ts';
import { BASE } from './load.ts';

/** How long the phone waits for the new balance after the restart before it reports that it did not recover. */
const RECOVERY_LIMIT_MS = 120_000;

export interface Phone {
  /** While the server is down: the player goes home and back; whether the wallet still shows `balance` without a reload. */
  showsLastBalance(balance: string): Promise<boolean>;
  /** After the restart: ms until the wallet shows `balance` (null: not within the limit), and whether a reload happened. */
  recovers(balance: string): Promise<{ ms: number | null; reloaded: boolean }>;
  close(): Promise<void>;
}

/** Why there is no phone (no build, no Chromium), or null when one can be opened. */
export function phoneMissing(): string | null {
  if (!existsSync('dist/index.html')) return 'no build in dist/ (run `npm run build` first)';
  if (!findChromium()) return 'no Chromium (set CHROMIUM_PATH)';
  return null;
}

const walletBalance = (page: Page) => page.locator('.wallet-balance');

/**
 * A returning player on `page`: the 21+ notice accepted before and the install offer declined, logged in through the
 * login screen, then the home screen loaded (the Lighthouse bench's logged-in runs).
 */
export async function logInThroughScreen(page: Page, base: string, account: string, password: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.evaluate(() => {
    localStorage.setItem('pw.ageNoticeAccepted', '1');
    localStorage.setItem('pw.installDismissed', '1');
  });
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  // Enter, not a tap: a start modal that opens meanwhile would take the tap.
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(`${base}/`);
}

/** Opens the app, logs in as the player through the login screen and goes to the wallet, which shows `balance`. */
export async function openPhone(account: string, password: string, balance: string): Promise<Phone> {
  const browser: Browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // A returning player: the 21+ notice accepted before, the install offer declined.
  await context.addInitScript(() => {
    localStorage.setItem('pw.ageNoticeAccepted', '1');
    localStorage.setItem('pw.installDismissed', '1');
  });
  const page = await context.newPage();
  let loads = 0;
  page.on('domcontentloaded', () => (loads += 1));
  if (process.env.PHONE_DEBUG) {
    const t0 = performance.now();
    const stamp = () => ((performance.now() - t0) / 1000).toFixed(1);
    context.on('request', (r) => console.log(`${stamp()} -> ${r.url().replace(BASE, '')}`));
    context.on('requestfailed', (r) => console.log(`${stamp()} x  ${r.url().replace(BASE, '')} ${r.failure()?.errorText}`));
    context.on('response', (r) => console.log(`${stamp()} <- ${r.status()} ${r.url().replace(BASE, '')}`));
  }
  await page.goto('/');
  // Into the wallet the way a player goes, inside the app (a start modal may be open: links are clicked underneath),
  // and logged in on the way: the app's own history then holds home and the wallet, so the wallet's back control stays
  // in the page (logInThroughScreen's page loads would leave it one to go back to, which a dead server cannot serve).
  const toWallet = async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deposit' }).dispatchEvent('click');
    await page.waitForURL(/\/(wallets|auth)/, { timeout: 5_000 }).catch(() => undefined);
  };
  await toWallet();
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  // Enter, not a tap: a start modal that opens meanwhile would take the tap.
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL(/\/wallets/);
  await walletBalance(page)
    .filter({ hasText: balance })
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/phone-failed.png' });
      throw new Error(`the phone did not show the wallet at ${page.url()} (screenshot /tmp/phone-failed.png): ${String(error)}`);
    });
  const loadsBefore = loads;

  /** The wallet's back control to the home screen, then its Deposit link to the wallet again. */
  const homeAndBack = async () => {
    await page.getByRole('button', { name: 'Back' }).first().dispatchEvent('click');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    await toWallet();
  };
  const shows = (text: string) =>
    walletBalance(page)
      .filter({ hasText: text })
      .waitFor({ timeout: 1_000 })
      .then(() => true)
      .catch(() => false);

  return {
    async showsLastBalance(text) {
      await homeAndBack();
      return (await shows(text)) && loads === loadsBefore;
    },
    async recovers(text) {
      const from = performance.now();
      if (process.env.PHONE_DEBUG) console.log('--- recovers from here');
      while (performance.now() - from < RECOVERY_LIMIT_MS) {
        await homeAndBack();
        if (await shows(text)) return { ms: performance.now() - from, reloaded: loads !== loadsBefore };
      }
      return { ms: null, reloaded: loads !== loadsBefore };
    },
    async close() {
      await browser.close();
    },
  };
}
