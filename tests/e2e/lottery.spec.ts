// Lotto 6/42 end to end: the demo player sees the draw on sale with its committed hash and countdown, picks the winning
// numbers (the test server's hook reveals the draw's seed ahead of time, so the win is certain here and only here) and
// a quick-pick line, buys them with coin, the operator runs the draw, the record shows the win, the results page
// re-checks the seed in the browser, and the product is ordered with an address and shipped by the operator.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { numbersFromSeed } from '../../contract/lottery.ts';
import { acceptAgeNotice, admin, dismissKycPrompt, fitsAt360, screenshot, waitForServiceWorker } from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

const sha256 = async (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

async function loginAsDemo(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test('buy a winning line, run the draw, see the win, check the seed, order the prize', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  await loginAsDemo(page);

  await page.goto('/activity/lottery');
  await expect(page.getByRole('heading', { name: 'Lotto 6/42' })).toBeVisible();
  const hook = await page.request.get('/__test/lottery-seed');
  const { drawId, seed } = (await hook.json()) as { drawId: number; seed: string };
  const winning = await numbersFromSeed(seed, sha256);
  await expect(page.getByTestId('lottery-hash')).toHaveText(createHash('sha256').update(seed).digest('hex'));
  await expect(page.getByTestId('lottery-countdown')).toContainText(/Sales close in|Sales are closed/);
  await expect(page.locator('nav.navbar, nav[aria-label="Main"]')).toHaveCount(0);

  const picker = page.getByRole('group', { name: /Pick 6 numbers/ });
  for (const n of winning) await picker.getByRole('button', { name: String(n).padStart(2, '0'), exact: true }).click();
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(6);
  await page.getByRole('button', { name: 'Add this line' }).click();
  await page.getByRole('button', { name: 'Quick pick' }).click();
  await expect(picker.getByRole('button', { pressed: true })).toHaveCount(6);
  await page.getByRole('button', { name: 'Add this line' }).click();
  await expect(page.getByText('2 lines at ₱20.00: you pay ₱40.00.')).toBeVisible();
  await screenshot(page, 'lottery-play');
  await fitsAt360(page);
  await page.getByRole('button', { name: 'Buy 2 lines' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bought 2 lines' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Your lines in this draw' })
      .getByRole('listitem')
      .filter({ has: page.locator('.lt-balls') }),
  ).toHaveCount(2);

  // The draw the lines were bought on, by its id: from 5 minutes before 21:00 Manila the draw on sale is the next day's,
  // and today's, still open until the timer draws it, would be the oldest open draw an id-less `lottery draw` takes.
  expect(admin('lottery', 'draw', String(drawId))).toMatch(/lines settled, [1-9]\d* winning/);

  await page.goto('/activity/lottery/record');
  await expect(page.getByTestId('lottery-line').first()).toBeVisible();
  await expect(page.getByTestId('lottery-line').filter({ hasText: 'Won: Smartphone (128 GB)' })).toHaveCount(1);
  await screenshot(page, 'lottery-record');
  await fitsAt360(page);

  await page.goto('/activity/lottery/history');
  const drawCard = page.getByTestId('lottery-draw').first();
  await expect(drawCard).toContainText(seed);
  await drawCard.getByRole('button', { name: 'Check this draw' }).click();
  await expect(drawCard.getByRole('status')).toContainText('The seed matches the hash published before sales.');
  await expect(drawCard.getByRole('status')).toContainText(`The seed gives ${winning.join(', ')}: the numbers drawn.`);
  await screenshot(page, 'lottery-history');
  await fitsAt360(page);

  await page.goto('/activity/lottery/order');
  await expect(page.getByRole('heading', { name: 'You won: Smartphone (128 GB)' })).toBeVisible();
  await page.getByRole('button', { name: 'Send my prize here' }).click();
  await expect(page.getByText('Enter the recipient name')).toBeVisible();
  await page.getByLabel('Recipient name').fill('Juan Dela Cruz');
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.getByLabel('Region').selectOption('NCR');
  await page.getByLabel('City or municipality').fill('Quezon City');
  await page.getByLabel('Barangay').fill('Bagong Pag-asa');
  await page.getByLabel('House number and street').fill('12 Mabini St.');
  await page.getByLabel('Postal code').fill('1105');
  await screenshot(page, 'lottery-order-form');
  await page.getByRole('button', { name: 'Send my prize here' }).click();
  const order = page.getByTestId('lottery-order').first();
  await expect(order).toContainText('Ordered');
  await expect(order).toContainText('12 Mabini St., Brgy. Bagong Pag-asa, Quezon City, NCR 1105');
  const id = /Order #(\d+)/.exec((await order.textContent()) ?? '')?.[1];
  expect(admin('lottery', 'orders', 'set', id!, 'shipped')).toContain('is shipped');
  await page.reload();
  await expect(page.getByTestId('lottery-order').first()).toContainText('Shipped');
  await screenshot(page, 'lottery-orders');
  await fitsAt360(page);

  await page.goto('/activity/lottery/product');
  await expect(page.getByRole('heading', { name: 'Rice, 25 kg sack' })).toBeVisible();
  await screenshot(page, 'lottery-products');
  await page.goto('/activity/lottery/rule');
  await expect(page.getByRole('table', { name: 'Prizes per line' })).toContainText('₱2,000.00');
  // The odds and the average return are said, not left to the player to work out.
  await expect(page.getByText(/6 matched 1 in 5,245,786/)).toBeVisible();
  await expect(page.getByText(/On average a line pays back \d+(\.\d+)?% of its price in coin/)).toBeVisible();
  await screenshot(page, 'lottery-rules');
  await fitsAt360(page);

  // Offline: the pages come back read-only from what the device kept.
  await page.goto('/activity/lottery/record');
  await expect(page.getByTestId('lottery-line').filter({ hasText: 'Won: Smartphone (128 GB)' })).toHaveCount(1);
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('lottery-line').filter({ hasText: 'Won: Smartphone (128 GB)' })).toHaveCount(1);
  await expect(page.getByText('Showing what was saved on this phone')).toBeVisible();
  await page.getByRole('link', { name: 'Play' }).click();
  await expect(page.getByTestId('lottery-hash')).toBeVisible();
  await page.context().setOffline(false);
});
