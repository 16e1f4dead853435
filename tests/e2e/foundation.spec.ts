import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  acceptAgeNotice,
  admin,
  dismissKycPrompt,
  registerThroughModal,
  resizeTo,
  screenshot,
  storedEvents,
  uniqueAccount,
  waitForServiceWorker,
} from './support.ts';

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Account' });

// New players are asked once to verify their identity; these tests are about other things, so they answer "Later".
test.beforeEach(({ page }) => dismissKycPrompt(page));

test('a first visit accepts the age notice, registers, and still sees the player and balance offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();
  await screenshot(page, 'home-visitor-age-notice');
  await acceptAgeNotice(page);
  await screenshot(page, 'home-visitor');

  const account = uniqueAccount('new');
  await registerThroughModal(page, account);
  await expect(balanceCard(page)).toContainText(`Welcome, ${account}`);
  await expect(balanceCard(page)).toContainText('₱0.00');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Loading PisoWin' })).toBeHidden();
  await expect(balanceCard(page)).toContainText(`Welcome, ${account}`);
  await expect(balanceCard(page)).toContainText('₱0.00');
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeHidden();
  await screenshot(page, 'home-offline');
  await context.setOffline(false);
});

test('the demo player logs in on the login page and returns to the page named by `to`', async ({ page }) => {
  await page.goto('/auth/login?to=%2Fpromo%2Fwelcome');
  await acceptAgeNotice(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await screenshot(page, 'login-page');
  await page.getByLabel('Account').fill('demo');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Account or password is incorrect');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/promo\/welcome$/);
  await page.goto('/');
  await expect(balanceCard(page)).toContainText('₱5,000.00');
  await expect(balanceCard(page)).toContainText('VIP 1');
  await screenshot(page, 'home-player');
});

test('register form shows the config bounds and refuses a missing notice without calling the server', async ({ page }) => {
  await page.goto('/auth/register');
  await acceptAgeNotice(page);
  await expect(page.getByText('4-16 characters')).toBeVisible();
  await page.getByLabel('Account').fill('ab');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Must be 4-16 characters')).toBeVisible();
  await expect(page.getByText('Confirm the notice to continue')).toBeVisible();
  await screenshot(page, 'register-page-errors');
});

test('the login and register modals are mutually exclusive', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await screenshot(page, 'login-modal');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await screenshot(page, 'register-modal');
});

test('a session revoked by the operator sends the player to login on the next call', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('rev');
  await registerThroughModal(page, account);
  await expect(balanceCard(page)).toContainText(`Welcome, ${account}`);
  admin('sessions', 'revoke', account);
  // The next call may be the app's own (a start modal's read, a heartbeat) and reach login before the tap: tap only
  // while the balance is still on screen.
  const refresh = page.getByRole('button', { name: 'Refresh balance' });
  await expect(async () => {
    if (!/\/auth\/login/.test(page.url())) await refresh.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/auth\/login\?type=account/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The URL moves before the login screen replaces home, whose balance card is a section also named "Account": ask for
  // the text box.
  await expect(page.getByRole('textbox', { name: 'Account', exact: true })).toHaveValue(account);
});

test('maintenance switched on by the operator sends every page to /maintenance, and off lets players back', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  admin('maintenance', 'on', 'Back', 'at', '5', 'PM');
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'We are doing maintenance' })).toBeVisible();
    await expect(page.getByText('Back at 5 PM')).toBeVisible();
    await screenshot(page, 'maintenance');
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/maintenance$/);
  } finally {
    admin('maintenance', 'off');
  }
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/no/such/page');
  await acceptAgeNotice(page);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
  await screenshot(page, 'not-found');
});

test('a first install broken by a file that did not arrive is tried again while the page stays open, fetches only that file, and then opens offline', async ({
  page,
  context,
}) => {
  // The service worker's first install fetches the precached scripts one at a time, in its manifest's order; the last
  // one fails, as on a connection that dropped near the end.
  const manifest = await (await page.request.get('/sw.js')).text();
  const scripts = (manifest.match(/"url":"assets\/[^"]+\.js"/g) ?? []).length;
  expect(scripts).toBeGreaterThan(10);
  let fetched = 0;
  await context.route('**/assets/*.js', (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    fetched += 1;
    return fetched === scripts ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto('/');
  await acceptAgeNotice(page);
  // No reload and no navigation: the app registers again by itself (src/lib/pwa.ts SW_RETRY_MS).
  await waitForServiceWorker(page);
  // What the first try kept stays kept: the second fetches the one script that did not arrive, and nothing else.
  expect(fetched).toBe(scripts + 1);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
});

test('a page loaded past the service worker asks it to take control, and then opens offline', async ({ page, context }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  await waitForServiceWorker(page);
  // Whether the worker controlled the document when it began, before any of the app ran.
  await page.addInitScript(() => {
    (window as unknown as { startedControlled: boolean }).startedControlled = navigator.serviceWorker.controller !== null;
  });
  // A hard reload goes past the worker: the page begins without a controller, as one whose navigation left for the
  // network while the worker was installing and whose document came after the activation's claim.
  const cdp = await context.newCDPSession(page);
  const loaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await loaded;
  expect(await page.evaluate(() => (window as unknown as { startedControlled: boolean }).startedControlled)).toBe(false);
  // The app asks the active worker to claim it (src/lib/pwa.ts), without another load.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(false);
});

test('events logged while offline arrive once after reconnecting', async ({ page, context }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  await waitForServiceWorker(page);
  const path = `/offline-probe-${Date.now()}`;
  await context.setOffline(true);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.waitForTimeout(2_500);
  await context.setOffline(false);
  await expect.poll(() => storedEvents(page, 'not_found', path), { timeout: 15_000 }).toBe(1);
  // Another start of the app flushes whatever is left again: the event must still be stored once.
  await page.goto('/');
  await page.waitForTimeout(3_000);
  expect(await storedEvents(page, 'not_found', path)).toBe(1);
});

test('logging out in one tab logs the other tab out too', async ({ page, context }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('tab');
  await registerThroughModal(page, account);
  const other = await context.newPage();
  await other.goto('/');
  await expect(balanceCard(other)).toContainText(`Welcome, ${account}`);
  // Log out lives in Me, behind a confirmation.
  await page.goto('/member');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(other).toHaveURL(/\/auth\/login\?type=account/);
  // The URL moves before the login screen replaces home, whose balance card is a section also named "Account": ask for
  // the text box.
  await expect(other.getByRole('textbox', { name: 'Account', exact: true })).toHaveValue(account);
});

test('no screen scrolls sideways at 360 px', async ({ page }) => {
  await resizeTo(page, 360, 740);
  for (const path of ['/', '/auth/login', '/auth/register', '/maintenance', '/no/such/page']) {
    await page.goto(path);
    await expect(page.locator('#cover')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('Exit on the age notice leaves the app for the goodbye page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/goodbye\.html$/);
  await expect(page.getByRole('heading', { name: 'Goodbye' })).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(0);
});

test('without a service worker the page sends its events itself', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const path = `/beacon-probe-${Date.now()}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect.poll(() => storedEvents(page, 'not_found', path), { timeout: 15_000 }).toBe(1);
  await context.close();
});

test('before a service worker controls the page, an event the server fails with 5xx is sent again until it is stored', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  let failed = 0;
  await context.route('**/anonymous/appEventLogClient', (route) =>
    failed++ < 2 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"msg":"busy","data":null}' }) : route.continue(),
  );
  const page = await context.newPage();
  const path = `/retry-probe-${Date.now()}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect.poll(() => storedEvents(page, 'not_found', path), { timeout: 30_000 }).toBe(1);
  expect(failed).toBeGreaterThanOrEqual(3);
  await context.close();
});

test('an operator preview link shows another theme, and the real one returns without it', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-bg').trim());
  await page.goto('/?themeViewId=ocean');
  await expect.poll(background).toBe('#06141f');
  await page.goto('/');
  await expect.poll(background).toBe('#0f0b1e');
});
