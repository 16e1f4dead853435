// Diamond mall end to end: a new player gets diamonds by the operator's mail, opens the mall from My rewards, exchanges
// diamonds for coin and sees the balance move, is refused an order without an address, saves one (field errors
// first), orders a prize, claims the spending reward it unlocked, and follows the order as the operator ships it.
// Screens at 390 and 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  acceptAgeNotice,
  admin,
  dismissKycPrompt,
  fitsAt360,
  registerThroughModal,
  screenshot,
  uniqueAccount,
  waitForServiceWorker,
  waitOutClaimDebounce,
} from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

async function closeAwardModal(page: Page, amount: string) {
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal).toBeVisible();
  if (amount) await expect(modal.locator('li[data-prop-kind=coin]')).toContainText(amount);
  await modal.click({ position: { x: 20, y: 20 } });
  await expect(modal).toBeHidden();
}

async function balance(page: Page): Promise<string> {
  await page.goto('/member');
  return ((await page.locator('.member-balance-amount').textContent()) ?? '').trim();
}

test('diamonds exchanged for coin and a prize ordered, shipped and followed', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('dia');
  await registerThroughModal(page, account);
  const start = await balance(page);

  admin('mail', 'send', account, 'Diamonds for you', '<p>Enjoy the diamond mall.</p>', '--award', '60001:500');
  await page.goto('/email');
  await page.locator('.mail-row', { hasText: 'Diamonds for you' }).getByRole('link').click();
  await waitOutClaimDebounce(page);
  await page.getByRole('button', { name: 'Claim' }).click();
  await closeAwardModal(page, '');

  await page.goto('/bonus/reward');
  await page.getByRole('link', { name: 'Open the diamond mall' }).first().click();
  await expect(page).toHaveURL(/\/diamonds$/);
  await expect(page.getByRole('region', { name: 'Your diamonds' })).toContainText('500 diamonds');
  await expect(page.getByRole('region', { name: 'Your diamonds' })).toContainText('Worth ₱500.00');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await screenshot(page, 'diamonds-mall');
  await fitsAt360(page);

  const coin = page.getByRole('region', { name: 'Exchange for coin' });
  await coin.getByLabel('Diamonds to exchange').fill('5');
  await coin.getByRole('button', { name: 'Exchange' }).click();
  await expect(coin.getByText('Enter a whole number of diamonds from 10 to 100000.')).toBeVisible();
  await coin.getByLabel('Diamonds to exchange').fill('100');
  await expect(coin.getByText('You get ₱100.00')).toBeVisible();
  await waitOutClaimDebounce(page);
  await coin.getByRole('button', { name: 'Exchange' }).click();
  await closeAwardModal(page, '₱100.00');
  await expect(coin.getByText('Exchanged 100 diamonds for ₱100.00.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your diamonds' })).toContainText('400 diamonds');
  await expect(page.getByRole('region', { name: 'Recent exchanges' })).toContainText('exchanged 100 diamonds for ₱100.00');
  const afterCoin = await balance(page);
  expect(afterCoin).not.toBe(start);
  expect(afterCoin).toBe('₱100.00');

  // The spending ladder's first rung (100 diamonds spent) is now open: the My rewards link shows its dot.
  await page.goto('/bonus/reward');
  await expect(page.locator('a.held-mall-link .red-dot')).toBeVisible();
  await page.locator('a.held-mall-link').scrollIntoViewIfNeeded();
  await screenshot(page, 'diamonds-my-rewards');
  await fitsAt360(page);
  await page.goto('/diamonds');
  const goods = page.getByRole('region', { name: 'Prizes' });
  await expect(goods.getByText('Prizes are delivered to your address.')).toBeVisible();
  await expect(goods.getByRole('button', { name: 'Order: PisoWin tumbler' })).toBeDisabled();
  await goods.getByRole('link', { name: 'Set delivery address' }).click();

  await expect(page).toHaveURL(/\/diamonds\/address$/);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter the recipient name')).toBeVisible();
  await expect(page.getByText('A postal code is 4 digits, e.g. 1000')).toBeVisible();
  await screenshot(page, 'diamonds-address-errors');
  await fitsAt360(page);
  const street = `12 ${account} St.`;
  await page.getByLabel('Recipient name').fill('Juan Dela Cruz');
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.getByLabel('Region').selectOption('NCR');
  await page.getByLabel('City or municipality').fill('Quezon City');
  await page.getByLabel('Barangay').fill('Bagong Pag-asa');
  await page.getByLabel('House number and street').fill(street);
  await page.getByLabel('Postal code').fill('1105');
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL(/\/diamonds$/);
  await goods.getByRole('button', { name: 'Order: PisoWin tumbler' }).click();
  const confirm = page.getByRole('dialog', { name: 'Order this prize?' });
  await expect(confirm).toContainText(street);
  await confirm.getByRole('button', { name: 'Order' }).click();
  await expect(goods.getByText('Ordered PisoWin tumbler. Follow it in My orders.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your diamonds' })).toContainText('100 diamonds');

  const ladder = page.getByRole('region', { name: 'Spending rewards' });
  await expect(ladder).toContainText('Diamonds spent in the mall: 400');
  await waitOutClaimDebounce(page);
  await ladder.getByRole('listitem').filter({ hasText: 'Spend 100 diamonds' }).getByRole('button', { name: 'Claim' }).click();
  await closeAwardModal(page, '₱5.00');
  await expect(ladder.getByRole('listitem').filter({ hasText: 'Spend 100 diamonds' })).toContainText('Claimed');
  await screenshot(page, 'diamonds-mall-after');

  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/diamonds\/orders$/);
  const order = page.getByRole('list', { name: 'My orders' }).getByRole('listitem').first();
  await expect(order).toContainText('PisoWin tumbler');
  await expect(order).toContainText('Ordered');

  const line = admin('orders', 'list')
    .split('\n')
    .find((l) => l.includes(street));
  const id = /^#(\d+) /.exec(line ?? '')?.[1];
  expect(id).toBeTruthy();
  expect(admin('orders', 'ship', id!, 'LBC-778899')).toContain('is shipped');
  await page.reload();
  await expect(order).toContainText('Shipped');
  await expect(order).toContainText('Tracking number: LBC-778899');
  await screenshot(page, 'diamonds-orders');
  await fitsAt360(page);

  await page.goto('/diamonds/log');
  const log = page.getByRole('list', { name: 'Diamond record' });
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').first()).toContainText('Exchanged for a prize');
  await expect(log.getByRole('listitem').first()).toContainText('Balance after: 100');
  await screenshot(page, 'diamonds-log');
  await fitsAt360(page);

  // Offline: the mall opens from what the device kept, read-only, and says exchanges need a connection.
  await page.goto('/diamonds');
  await expect(page.getByRole('region', { name: 'Your diamonds' })).toContainText('100 diamonds');
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your diamonds' })).toContainText('100 diamonds');
  await expect(page.getByText('You are offline. You can look around, but exchanges need a connection.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exchange for coin' }).getByRole('button', { name: 'Exchange' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Prizes' })).toContainText('PisoWin tumbler');
  await screenshot(page, 'diamonds-offline');
  await page.context().setOffline(false);
});
