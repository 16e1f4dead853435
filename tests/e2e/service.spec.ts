// Customer service end to end: /service lists the operator's contacts and configures the LiveChat loader with the
// seeded licence and group (its CDN is intercepted: out of reach in tests); in the native shell the widget never
// loads and outside links and the chat go through the shell's bridge; /service/vip tells a non-VIP what it is and
// shows the dedicated rows once the operator raises the player to VIP 3. Screens at 390 and 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { nativeCalls, shellContext } from './native-shell.ts';
import { acceptAgeNotice, admin, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount, waitForServiceWorker } from './support.ts';

const LOADER = 'https://cdn.livechatinc.com/**';

/** Fulfils the LiveChat loader with an empty script and records that it was asked for. */
async function interceptLoader(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(LOADER, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requested;
}

const lcConfig = (page: Page) => page.evaluate(() => (window as unknown as { __lc?: { license?: number; group?: number } }).__lc ?? null);

test('/service lists the contacts and configures the chat widget with licence and group', async ({ page }) => {
  const requested = await interceptLoader(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await page.goto('/service');
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Customer service' });
  await expect(list.getByRole('button', { name: /Live chat/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Messenger/ })).toHaveAttribute('href', 'https://m.me/pisowin');
  // A visitor sees no VIP rows, only the way to VIP service.
  await expect(page.getByText('VIP hotline')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /VIP service/ })).toContainText('VIP 3 and above');
  await expect.poll(() => lcConfig(page)).toMatchObject({ license: 12345678, group: 1 });
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await screenshot(page, 'service');
  await fitsAt360(page);
});

test('in the native shell there is no widget, and links and chat go through the bridge', async ({ browser }) => {
  const context = await shellContext(browser);
  const page = await context.newPage();
  const requested = await interceptLoader(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await page.goto('/service');
  const list = page.getByRole('list', { name: 'Customer service' });
  await list.getByRole('link', { name: /Messenger/ }).click();
  await list.getByRole('button', { name: /Live chat/ }).click();
  expect(await nativeCalls(page)).toEqual([
    { method: 'openExternal', args: ['https://m.me/pisowin'] },
    { method: 'openExternal', args: ['https://direct.lc.chat/12345678/1'] },
  ]);
  expect(context.pages()).toHaveLength(1);
  expect(await lcConfig(page)).toBeNull();
  expect(requested).toEqual([]);
  await context.close();
});

test('the shell user agent alone (no bridge yet) also keeps the widget away', async ({ browser }) => {
  const context = await shellContext(browser, { bridge: false });
  const page = await context.newPage();
  const requested = await interceptLoader(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await page.goto('/service');
  await expect(page.getByRole('list', { name: 'Customer service' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await lcConfig(page)).toBeNull();
  expect(requested).toEqual([]);
  await context.close();
});

test('/service/vip explains itself to a non-VIP and opens for VIP 3', async ({ page }) => {
  test.setTimeout(90_000);
  await dismissKycPrompt(page);
  await interceptLoader(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('svc');
  await registerThroughModal(page, account);
  // The member page's service entry shows now that /service exists.
  await page.goto('/member');
  await page.getByRole('link', { name: 'Service', exact: true }).click();
  await expect(page).toHaveURL(/\/service$/);
  await page.getByRole('link', { name: /VIP service/ }).click();
  await expect(page).toHaveURL(/\/service\/vip$/);
  await expect(page.getByText('VIP service is a dedicated chat and hotline for players at VIP 3 and above.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See VIP levels' })).toBeVisible();
  await screenshot(page, 'service-vip-locked');

  expect(admin('vip', 'set', account, '3')).toContain('is VIP 3');
  await page.reload();
  const list = page.getByRole('list', { name: 'VIP service' });
  await expect(list.getByRole('button', { name: /VIP live chat/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /VIP hotline/ })).toHaveAttribute('href', 'tel:+639171234567');
  await expect.poll(() => lcConfig(page)).toMatchObject({ license: 12345678, group: 2 });
  await screenshot(page, 'service-vip');
  await fitsAt360(page);
});

test('in the shell, the KYC photo upload asks the shell picker and no download modal shows', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await shellContext(browser);
  const page = await context.newPage();
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('svk'));
  await expect(page.getByRole('dialog', { name: 'Install PisoWin' })).toHaveCount(0);
  await page.goto('/member/profile/kyc');
  await page.getByText('Upload ID photo').click();
  await expect.poll(async () => (await nativeCalls(page)).map((c) => c.method)).toContain('pickFile');
  await context.close();
});

test('offline, with only the start-up list of contacts on the phone, the service screens say they could not load rather than that there is no VIP service', async ({
  page,
  context,
}) => {
  await interceptLoader(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/service');
  // Everyone's contacts come from the start-up list; the VIP entry waits for the desk, and the failed read is said.
  await expect(page.getByRole('list', { name: 'Customer service' }).getByRole('link', { name: /Messenger/ })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Could not reach the server');
  await page.goto('/service/vip');
  await expect(page.getByRole('alert')).toContainText('Could not reach the server');
  await expect(page.getByText('Dedicated VIP service is not offered right now.')).toHaveCount(0);
  // Not a dead end: the regular service is a tap away.
  await expect(page.getByRole('link', { name: 'Contact regular service' })).toHaveAttribute('href', '/service');
  await screenshot(page, 'service-vip-offline');
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('VIP service is a dedicated chat and hotline for players at VIP 3 and above.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
