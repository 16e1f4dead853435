// Money moments: the deposit back from the pay page waits visibly and ends in a result sheet; a failed order shows in
// the records; /wallets always has a back control; the withdraw form comes first with the locked bonuses in one row,
// its confirm sheet can be cancelled and names the payout; account numbers are masked; My rewards holds no cash; an
// offline wallet says so once.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  acceptAgeNotice,
  admin,
  dismissKycPrompt,
  noHorizontalScroll,
  photo,
  registerThroughModal,
  resizeTo,
  uniqueAccount,
  waitForServiceWorker,
} from './support.ts';

const SHOTS = process.env.MONEY_SHOTS_DIR ?? 'reports/screens';

async function shot(page: Page, name: string) {
  // Sheets slide in: let the motion finish so the picture shows the settled screen.
  await photo(page, `${SHOTS}/${name}.png`, { settleMs: 400 });
}

async function claimMailGift(page: Page, account: string) {
  admin('mail', 'send', account, 'Welcome gift', '<p>A gift on us.</p>', '--award', '2001:2906');
  await page.goto('/email');
  await page.locator('.mail-row', { hasText: 'Welcome gift' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal).toBeVisible();
  await modal.click();
  await expect(modal).toBeHidden();
}

/** Starts a deposit on the wallet's deposit tab and returns the pay page's URL the app went to. */
async function startDeposit(page: Page, pesos: string): Promise<string> {
  await page.getByLabel('Amount (₱)').fill(pesos);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Sandbox payment/ })).toBeVisible();
  return page.url();
}

test('deposit, records, withdraw and rewards at the moments money moves', async ({ page, context }) => {
  test.setTimeout(240_000);
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('mon');
  await registerThroughModal(page, account);

  // /wallets has no navbar, so it always has a way back.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/wallets/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/wallets?name=deposit');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  // Channels carry their drawn marks; the chips keep their names.
  await expect(page.getByRole('button', { name: 'GCash' }).locator('svg[data-mark=gcash]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Maya' }).locator('svg[data-mark=maya]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Bank transfer' }).locator('svg[data-mark=bank]')).toBeAttached();
  await shot(page, 'money-deposit');

  // An empty amount is said once, under the field.
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Enter an amount')).toHaveCount(1);

  // Back from the pay page before the channel confirmed: a waiting sheet, then the result with amount, channel, reference.
  const payUrl = await startDeposit(page, '500');
  const orderId = decodeURIComponent(/\/pay\/sandbox\/([^/]+)\//.exec(payUrl)![1]!);
  await page.goto(`/wallets?name=deposit&order=${encodeURIComponent(orderId)}`);
  const waiting = page.getByRole('dialog', { name: 'Confirming your deposit' });
  await expect(waiting).toContainText('Waiting for GCash to confirm your ₱500.00…');
  await shot(page, 'money-deposit-waiting');
  const payTab = await context.newPage();
  await payTab.goto(payUrl);
  await payTab.getByRole('button', { name: 'Approve payment' }).click();
  // The pay page sends its tab back to the wallet; closed while that navigation is under way, the tab can hang.
  await payTab.waitForURL(/\/wallets/);
  await payTab.close();
  const received = page.getByRole('dialog', { name: 'Deposit received' });
  await expect(received).toBeVisible({ timeout: 20_000 });
  await expect(received).toContainText('₱500.00');
  await expect(received).toContainText('GCash');
  await expect(received).toContainText(orderId);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱500.00');
  await shot(page, 'money-deposit-received');
  await received.getByRole('button', { name: 'Done' }).click();
  await expect(received).toBeHidden();
  await expect(page).not.toHaveURL(/order=/);

  // A link naming an order that is not the player's shows no sheet at all.
  await page.goto('/wallets?name=deposit&order=not-an-order-of-mine');
  await expect(page).not.toHaveURL(/order=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A failed payment says so when the player is back, and the records list the order with its state.
  await startDeposit(page, '200');
  await page.getByRole('button', { name: 'Fail payment' }).click();
  const failed = page.getByRole('dialog', { name: 'Deposit not completed' });
  await expect(failed).toContainText('nothing was added to your balance');
  await shot(page, 'money-deposit-failed');
  await failed.getByRole('button', { name: 'Done' }).click();
  // Back after a pay page goes home, not to the used-up pay page.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/wallets/record');
  const orders = page.getByRole('region', { name: 'Deposits not credited' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders.getByRole('listitem')).toContainText('Payment failed');
  await expect(orders.getByRole('listitem')).toContainText('₱200.00');
  await expect(page.getByRole('list', { name: 'Coin records' }).getByRole('listitem').filter({ hasText: 'Deposit' })).toContainText('+₱500.00');
  await shot(page, 'money-records');
  await noHorizontalScroll(page);

  // A bonus with wagering left, and a receiving account.
  await claimMailGift(page, account);
  const token = await page.evaluate(() => localStorage.getItem('pw.token'));
  const added = await page.request.post('/app/v1/addBankInfo', {
    headers: { authorization: token ?? '' },
    data: { bankId: 1, accountName: 'Juan Dela Cruz', accountNo: '+639171234567' },
  });
  expect((await added.json()).code).toBe(0);

  // Withdraw: the form first, the locked bonuses in one row that opens, the account masked.
  await page.goto('/wallets?name=withdraw');
  const amount = page.getByLabel('Amount (₱)');
  const locked = page.locator('details.wallet-locked');
  await expect(locked.locator('summary')).toHaveText(/^₱[\d,]+\.\d{2} locked$/);
  expect((await amount.boundingBox())!.y).toBeLessThan((await locked.boundingBox())!.y);
  await expect(locked.locator('.turnover-item').first()).toBeHidden();
  await locked.locator('summary').click();
  await expect(locked.locator('.turnover-item').first()).toBeVisible();
  await expect(page.locator('.wallet-card-option')).toContainText('0917 ••• 4567');
  await expect(page.getByText('+639171234567')).toHaveCount(0);
  await shot(page, 'money-withdraw');
  await noHorizontalScroll(page);

  await amount.fill('200');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(confirm).toContainText('0917 ••• 4567');
  await expect(confirm).toContainText('Expected payout');
  await expect(confirm).toContainText('Once our team approves it');
  await shot(page, 'money-withdraw-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(amount).toHaveValue('200');
  await expect(page.getByRole('region', { name: 'Withdrawals' })).toHaveCount(0);

  await page.goto('/wallets/card/list');
  await expect(page.getByRole('listitem').filter({ hasText: 'GCash' })).toContainText('0917 ••• 4567');
  await shot(page, 'money-cards');

  // My rewards: cash is the balance, not a reward.
  await page.goto('/bonus/reward');
  const held = page.getByRole('region', { name: 'Rewards you hold' });
  await expect(held).toBeVisible();
  await expect(held).not.toContainText('Coins');
  await shot(page, 'money-my-rewards');

  // Offline, the wallet says so once: the banner, not a second box on the screen.
  await page.goto('/wallets?name=deposit');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.offline-banner')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱');
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shot(page, 'money-wallet-offline');
  await context.setOffline(false);

  // At 360 px the withdraw tab still fits.
  await resizeTo(page, 360, 780);
  await page.goto('/wallets?name=withdraw');
  await expect(page.getByLabel('Amount (₱)')).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'money-withdraw-360');
});
