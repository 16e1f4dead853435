// Bonus hub end to end: a visitor sees the hub with a login call to action; a player claims a mail carrying coupons
// and points, claims the free-credit coupon on My rewards (award modal, wagering progress), applies the deposit
// coupon on the deposit screen and pays on the sandbox page (bonus credited), then finds every award in the reward
// record. Each tab is opened and photographed; nothing scrolls sideways at 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  acceptAgeNotice,
  admin,
  dismissKycPrompt,
  noHorizontalScroll,
  registerThroughModal,
  resizeTo,
  screenshot,
  uniqueAccount,
  waitForServiceWorker,
} from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Bonus sections' });

async function closeAwardModal(page: Page) {
  const modal = page.getByRole('dialog', { name: 'You received' });
  await modal.click({ position: { x: 20, y: 20 } });
  await expect(modal).toBeHidden();
}

test('the bonus hub, coupons from a mail, a free-credit claim and a deposit coupon applied and paid', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.goto('/bonus');
  await acceptAgeNotice(page);
  await expect(page).toHaveURL(/\/bonus\/home$/);
  await expect(page.getByRole('heading', { name: 'Bonus', level: 1 })).toBeVisible();
  await expect(page.getByText('Log in to see your rewards')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await screenshot(page, 'bonus-home-visitor');
  await noHorizontalScroll(page);

  await page.goto('/');
  const account = uniqueAccount('bon');
  // This flow counts its awards and red dots from the mail and coupons alone: the player joins without a sign-up
  // bonus (tests/e2e/start-modals.spec.ts claims one). The setting applies at registration only, so it is restored at once.
  admin('activity', 'signup-bonus', 'off');
  try {
    await registerThroughModal(page, account);
  } finally {
    admin('activity', 'signup-bonus', '2001:1000');
  }
  admin('mail', 'send', account, 'Coupons for you', '<p>Enjoy these.</p>', '--award', '1010:1', '--award', '1301:1', '--award', '2002:500');
  await page.goto('/email');
  await page.locator('.mail-row', { hasText: 'Coupons for you' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal.locator('li[data-prop-kind=percentCoupon]')).toBeVisible();
  await closeAwardModal(page);

  // The hub: held value (500 points = ₱5.00), two coupons, a red dot on My rewards for the free credit.
  await page.goto('/bonus');
  await expect(page).toHaveURL(/\/bonus\/home$/);
  await expect(page.locator('.bonus-summary')).toContainText('₱5.00');
  await expect(page.locator('.bonus-summary-count')).toHaveText('2');
  await expect(
    tabs(page)
      .getByRole('link', { name: /My rewards/ })
      .locator('.red-dot'),
  ).toBeVisible();
  await screenshot(page, 'bonus-home');
  await noHorizontalScroll(page);

  await tabs(page).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/bonus\/event$/);
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await screenshot(page, 'bonus-event');
  await noHorizontalScroll(page);

  await tabs(page)
    .getByRole('link', { name: /My rewards/ })
    .click();
  await expect(page).toHaveURL(/\/bonus\/reward$/);
  const points = page.locator('.held-item', { hasText: 'Points' });
  await expect(points).toContainText('×500');
  await expect(points).toContainText('₱5.00');
  const give = page.locator('.coupon[data-state=usable]', { hasText: '₱10.00 free credit' });
  await expect(give).toBeVisible();
  await expect(page.locator('.coupon', { hasText: '10% of your deposit as a bonus, up to ₱500.00' })).toContainText('Deposit at least ₱100.00');
  await give.getByRole('button', { name: 'Claim' }).click();
  await expect(modal.locator('li[data-prop-kind=coin]')).toContainText('₱10.00');
  await closeAwardModal(page);
  await expect(give).toHaveCount(0);
  await expect(
    tabs(page)
      .getByRole('link', { name: /My rewards/ })
      .locator('.red-dot'),
  ).toHaveCount(0);
  // The free credit carries 1x wagering.
  await expect(page.locator('.turnover-item', { hasText: 'Free credit coupon' })).toContainText('₱0.00 / ₱10.00');
  await screenshot(page, 'bonus-reward');
  await noHorizontalScroll(page);

  // The deposit screen: the coupon's bonus for the typed amount, disabled below its minimum.
  await page.goto('/wallets?name=deposit');
  await page.getByLabel('Amount (₱)').fill('50');
  await page.getByRole('button', { name: /Use a coupon \(1\)/ }).click();
  const picker = page.getByRole('dialog', { name: 'Use a coupon' });
  await expect(picker.getByRole('button', { name: /Needs a deposit of at least ₱100.00/ })).toBeDisabled();
  await picker.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Amount (₱)').fill('1000');
  await page.getByRole('button', { name: /Use a coupon/ }).click();
  await picker.getByRole('button', { name: /\+₱100.00 bonus on this amount/ }).click();
  await expect(page.locator('.coupon-picker')).toContainText('+₱100.00 bonus on this amount');
  await screenshot(page, 'bonus-deposit-coupon');
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Sandbox payment/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit.*order=/);
  // ₱10.00 free credit + ₱1,000.00 deposit + ₱100.00 coupon bonus.
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱1,110.00');
  await page.getByRole('dialog', { name: 'Deposit received' }).getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: 'Withdraw' }).click();
  // The withdraw tab keeps the bonuses still being wagered in one row that opens.
  await page.locator('details.wallet-locked summary').click();
  await expect(page.locator('.turnover-item', { hasText: 'Coupon bonus' })).toContainText('₱0.00 / ₱3,300.00');
  await screenshot(page, 'bonus-wallet-wagering');

  // Every award in the record, newest first: the coupon bonus, the free credit, then the mail's three.
  await page.goto('/reward/record');
  await expect(page.getByRole('heading', { name: 'Reward record', level: 1 })).toBeVisible();
  const records = page.locator('.award-record');
  await expect(records).toHaveCount(5);
  await expect(records.nth(0)).toContainText('₱100.00');
  await expect(records.nth(0)).toContainText('Coupon');
  await expect(records.nth(1)).toContainText('₱10.00');
  await page.getByLabel('Source').selectOption('mail');
  await expect(records).toHaveCount(3);
  await screenshot(page, 'reward-record');
  await noHorizontalScroll(page);

  await page.goto('/bonus/record');
  await expect(page.getByRole('heading', { name: 'Reward record', level: 1 })).toBeVisible();
  await expect(page.locator('.award-record')).toHaveCount(5);
  await screenshot(page, 'bonus-record');
  // The record reads offline from what was loaded.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.award-record')).toHaveCount(5);
  await context.setOffline(false);

  // Every tab of the bar opens its screen inside the hub, under the one top bar, with no sideways scroll.
  const paths = await tabs(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(paths.slice(0, 5)).toEqual(['/bonus/home', '/bonus/event', '/bonus/rebate', '/bonus/record', '/bonus/reward']);
  for (const path of paths) {
    const tab = tabs(page).locator(`a[href="${path}"]`);
    await tab.click();
    await expect(tab).toHaveClass(/tab-link-on/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await noHorizontalScroll(page);
  }
  await screenshot(page, 'bonus-last-tab');

  // A tab past the bar's edge is scrolled into view inside the bar, not the page.
  await page.goto('/bonus/reward');
  await expect(tabs(page).getByRole('link', { name: 'My rewards' })).toBeInViewport({ ratio: 1 });

  await resizeTo(page, 360, 780);
  for (const path of ['/bonus/home', '/bonus/event', '/bonus/reward', '/bonus/record', '/reward/record', '/wallets?name=deposit']) {
    await page.goto(path);
    await expect(page.locator('.page-body').first()).toBeVisible();
    await noHorizontalScroll(page);
  }
});
