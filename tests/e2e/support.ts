// Shared steps for the end-to-end tests: the operator CLI against the e2e server, the service worker, screenshots.
import { spawnSync } from 'node:child_process';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { CLICK_DEBOUNCE_MS } from '../../contract/constants.ts';
import { readAdminToken } from '../../server/runtime-files.ts';

/**
 * An operator command on this worker's server, posted to /admin/<command> with the admin token exactly as
 * `npm run admin` does when a server runs (server/admin.ts). A short Node process makes the call so `admin` stays
 * synchronous: starting the CLI itself (tsx and the whole server's modules) took about 3.5 s of CPU a call, and the
 * specs make dozens. The CLI's own paths (arguments, the fallback to the database) are tested in
 * tests/integration/server/admin-cli.test.ts.
 */
export function admin(...args: string[]): string {
  const [command = '', ...rest] = args;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', ADMIN_CALL], {
    encoding: 'utf8',
    env: {
      ...process.env,
      ADMIN_URL: `http://127.0.0.1:${process.env.E2E_PORT}/admin/${encodeURIComponent(command)}`,
      ADMIN_TOKEN: readAdminToken(process.env.E2E_DATA_DIR!) ?? '',
      ADMIN_ARGS: JSON.stringify(rest),
    },
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

const ADMIN_CALL = `
const response = await fetch(process.env.ADMIN_URL, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-admin-token': process.env.ADMIN_TOKEN },
  body: JSON.stringify({ args: JSON.parse(process.env.ADMIN_ARGS) }),
});
const answer = await response.json();
if (answer.code === 0 && answer.data) console.log(answer.data.result);
else {
  console.error(answer.msg);
  process.exit(1);
}
`;

/**
 * Waits until a service worker is activated and controls the page, so going offline is safe.
 *
 * A page whose navigation left for the network while the worker was still installing, and whose document came after
 * the worker's activation had claimed the pages open then, begins without a controller (Chromium claims the documents
 * that exist, not one on its way). The app asks the worker to claim it (src/lib/pwa.ts; foundation.spec.ts tests that
 * on its own). Should a page still be left uncontrolled 5 s after its worker is active, it is loaded again once, as a
 * player's next open of the app would be: this helper sets up the tests that go offline, it does not test the claim.
 */
export async function waitForServiceWorker(page: Page, timeoutMs = 45_000): Promise<void> {
  let stuck = await serviceWorkerStuck(page, timeoutMs);
  if (stuck?.claimedBeforeThisPage) {
    await page.reload();
    stuck = await serviceWorkerStuck(page, timeoutMs);
  }
  if (stuck) throw new Error(`No service worker took control of ${page.url()} within ${timeoutMs / 1000} s: ${stuck.states}`);
}

/**
 * null once a worker controls the page; else the registrations' states. An activated worker that leaves the page
 * uncontrolled for 5 s is reported at once, as claimed before this page.
 */
async function serviceWorkerStuck(page: Page, timeoutMs: number): Promise<{ states: string; claimedBeforeThisPage: boolean } | null> {
  return page.evaluate(async (timeout) => {
    const inControl = (async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      }
      if (navigator.serviceWorker.controller) return 'claimed';
      const claimed = new Promise<'claimed'>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve('claimed'), { once: true }),
      );
      const missed = new Promise<'missed'>((resolve) => setTimeout(() => resolve('missed'), 5_000));
      return Promise.race([claimed, missed]);
    })();
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timeout));
    const outcome = await Promise.race([inControl, late]);
    if (outcome === 'claimed') return null;
    // What the test would otherwise wait on for ever: each registration's workers, and whether one controls the page.
    const registrations = await navigator.serviceWorker.getRegistrations();
    const states = registrations.map(
      (r) => `${r.scope}: installing ${r.installing?.state ?? 'none'}, waiting ${r.waiting?.state ?? 'none'}, active ${r.active?.state ?? 'none'}`,
    );
    return {
      states: `${states.join('; ') || 'no registration'}; controller ${navigator.serviceWorker.controller ? 'present' : 'none'}`,
      claimedBeforeThisPage: outcome === 'missed',
    };
  }, timeoutMs);
}

/**
 * Claim and spin buttons ignore a tap within 300 ms of the screen's last one (SPEC section 9). A person never closes an
 * award modal and taps the next claim that fast; a test on an idle machine does, so it waits the window out first.
 */
export const waitOutClaimDebounce = (page: Page) => page.waitForTimeout(CLICK_DEBOUNCE_MS + 50);

/**
 * Accepts the age notice. The start modals (notices, the install offer, deposit tips and offer, sign-in) then show once per session; flows
 * that are not about them close them whenever they show, unless `startModals: 'keep'` (tests/e2e/start-modals.spec.ts).
 */
export async function acceptAgeNotice(page: Page, { startModals = 'close' }: { startModals?: 'close' | 'keep' } = {}): Promise<void> {
  if (startModals === 'close') await closeStartModals(page);
  const accept = page.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeHidden();
}

/** The start modals closed by their close control (the notices answer "Got it", the install offer "Not now"). */
const CLOSED_START_MODALS = ['How to deposit', 'First deposit bonus', 'Daily sign-in', 'Red vs Blue'];

/**
 * Closes every start modal but those in `keep` whenever one shows. The notices are any modal with a "Got it" (the
 * operator may add more than the seeded welcome notice).
 */
export async function closeStartModals(page: Page, keep: string[] = []): Promise<void> {
  const titles = [...CLOSED_START_MODALS, 'Install PisoWin'].filter((title) => !keep.includes(title));
  const gotIt = page.locator('button', { hasText: /^Got it$/ });
  const startModal = appModals(page).filter({ has: titles.length ? page.locator('.modal-head h2', { hasText: exactly(titles) }).or(gotIt) : gotIt });
  await tapWhenShown(page, startModal.first(), async (shown) => {
    const answer = shown.locator('button', { hasText: /^(Got it|Not now)$/ });
    return (await answer.count()) ? answer.first() : shown.locator('button.modal-close');
  });
}

/**
 * The app's modals (src/ui/modal.tsx), found with CSS. Playwright looks for every locator handler before each action
 * and each retry of an assertion, one call into the page per handler: seven role queries (each works out the role of
 * every element on the screen) took 55-121 ms a check on a busy machine, these two handlers 13-43 ms.
 */
const appModals = (page: Page) => page.locator('.modal[role=dialog]');

/** A text matcher for any of `texts` (plain words), whole. */
const exactly = (texts: string[]) => new RegExp(`^(${texts.join('|')})$`);

/**
 * Whenever `dialog` shows, taps the control `pick` finds in it. The dialog may vanish on its own before the tap (a
 * navigation right as the handler starts, a modal the app closes itself): the tap then gives up after a few seconds
 * instead of holding the test until its time-out. noWaitAfter: closing one modal may reveal the next, which a handler
 * then closes too.
 */
async function tapWhenShown(page: Page, dialog: Locator, pick: (shown: Locator) => Locator | Promise<Locator>): Promise<void> {
  await page.addLocatorHandler(dialog, async (shown) => (await pick(shown)).click({ timeout: 5_000 }).catch(() => undefined), { noWaitAfter: true });
}

/** 12 characters at most, so the default nickname (the account, up to 12) shows it whole. */
export function uniqueAccount(prefix = 'p'): string {
  return `${prefix.slice(0, 3)}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1e3)}`.slice(0, 12);
}

/**
 * Opens the register modal. A start modal that opens at the moment of the tap can take it (the tap lands on the modal,
 * which its locator handler then closes): the tap is made again until the register modal shows.
 */
export async function openRegisterModal(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

export async function registerThroughModal(page: Page, account: string, password = 'secret123'): Promise<void> {
  const dialog = await openRegisterModal(page);
  await dialog.getByLabel('Account').fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel('I confirm all of the above').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  // In headless Chromium a page screenshot taken while a sandboxed game frame is open can leave that out-of-process
  // frame deaf to later taps; game screens are shot only on request (GAME_SHOTS=1) so the CI run plays without them.
  if (!process.env.GAME_SHOTS && (await page.locator('iframe.game-frame').count()) > 0) return;
  // The start-up cover (index.html) hides a first visit's screen until preLogin answers; what is under it already
  // counts as visible to a locator, so a shot taken then showed only the cover.
  await expect(page.locator('#cover')).toBeHidden({ timeout: 15_000 });
  await photo(page, `reports/screens/${name}.png`);
}

/**
 * A picture of the page at `path`, for people to look at. E2E_SHOTS=0 skips it: `.ci/run` sets it, as nobody opens
 * CI's pictures and taking them was about a tenth of a shot-heavy spec's time (wallet, money moments and games:
 * 131-152 s with them, 116-121 s without). Playwright's own picture of a failed test is taken all the same.
 * `settleMs` lets a motion finish before the picture, and is skipped with it. Playwright makes the folder.
 */
export async function photo(page: Page, path: string, { settleMs = 0 }: { settleMs?: number } = {}): Promise<void> {
  if (process.env.E2E_SHOTS === '0') return;
  if (settleMs > 0) await page.waitForTimeout(settleMs);
  await page.screenshot({ path });
}

export async function storedEvents(page: Page, name: string, path: string): Promise<number> {
  const res = await page.request.get(`/__test/events?name=${encodeURIComponent(name)}&path=${encodeURIComponent(path)}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { count: number };
  return body.count;
}

/** New players are asked for KYC; e2e flows that are not about KYC answer "Later" whenever the prompt shows. */
export async function dismissKycPrompt(page: Page): Promise<void> {
  const prompt = appModals(page).filter({ has: page.locator('.modal-head h2', { hasText: /^Verify your identity$/ }) });
  await tapWhenShown(page, prompt, (shown) => shown.getByRole('button', { name: 'Later', exact: true }));
}

export async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/**
 * The phone's screen at a new size, once the page has taken it: Playwright's resize answers before the page's layout
 * has the new width, and a box measured then (a canvas to scratch, a page to check for sideways scroll) is that of the
 * old size. CI once scratched a card 8 px above where it had moved to, so the first touch missed it.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  // A blank page (no app yet) has no viewport meta: a phone lays it out 980 px wide whatever the screen.
  if (page.url() === 'about:blank') return;
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [width, height] as const);
}

/** No sideways scroll at 360 px, then back to the 390x844 phone. */
export async function fitsAt360(page: Page): Promise<void> {
  await resizeTo(page, 360, 800);
  await noHorizontalScroll(page);
  await resizeTo(page, 390, 844);
}

/** Sends the player a mail with a ₱500 gift and claims it, so the records hold a reward. */
export async function claimMailGift(page: Page, account: string) {
  admin('mail', 'send', account, 'Welcome gift', '<p>A gift on us.</p>', '--award', '2001:50000');
  await page.goto('/email');
  await page.locator('.mail-row', { hasText: 'Welcome gift' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal).toBeVisible();
  await modal.click();
  await expect(modal).toBeHidden();
}

/** Spins the slot until one spin wins, so the records hold a bet and a win. */
export async function playUntilWin(page: Page) {
  await page.goto('/game/start?gameId=1');
  const slot = page.frameLocator('iframe.game-frame');
  await expect(slot.locator('body[data-ready=true]')).toBeAttached();
  for (let i = 0; i < 30; i += 1) {
    await tapInGame(slot, 'play');
    await expect(slot.getByTestId('result')).toHaveText(/won|back|No win/, { timeout: 30_000 });
    const won = /won/.test((await slot.getByTestId('result').textContent()) ?? '');
    await expect(slot.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
    if (won) break;
  }
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);
}

/**
 * Taps the control of a game frame with this test id, one that calls the server (a play, a reveal, a cash-out), again only while the frame has
 * not made the call: in headless Chromium a tap into the sandboxed (out-of-process) frame is sometimes lost, or taken
 * by something the app shows over the frame at that moment, and the game then waits for a tap that never came. The
 * frame counts its calls (body[data-calls], common.js), so a tap that landed is never made twice.
 */
export async function tapInGame(game: Pick<FrameLocator, 'locator' | 'getByTestId'>, testId: string): Promise<void> {
  const control = game.getByTestId(testId);
  const calls = async () => Number((await game.locator('body').getAttribute('data-calls')) ?? 0);
  const before = await calls();
  await expect(async () => {
    if ((await calls()) === before) await control.click({ timeout: 5_000 });
    await expect.poll(calls, { timeout: 2_000 }).toBeGreaterThan(before);
  }).toPass({ timeout: 30_000 });
}
