// Wallet end to end: deposit through the sandbox pay page, a GCash receiving account, a withdrawal from pending to
// paid by the operator, a deposit over the player's limit refused with its reason, and records read offline.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, admin, noHorizontalScroll, registerThroughModal, resizeTo, screenshot, uniqueAccount, waitForServiceWorker } from './support.ts';

const balance = (page: Page) => page.getByRole('region', { name: 'Balance' });

test('deposit, receiving account, withdrawal pending then paid, limit refusal, and records offline', async ({ page, context }) => {
  // One long journey through a real server and the operator CLI: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('wal');
  await registerThroughModal(page, account);
  // A new player may be offered KYC at once (the member area's prompt); the wallet asks for it only above kycAmount.
  const kycLater = page.getByRole('dialog', { name: 'Verify your identity' }).getByRole('button', { name: 'Later' });
  await kycLater.click({ timeout: 5_000 }).catch(() => undefined);

  // The navbar's Deposit entry leads to the wallet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/wallets/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(balance(page)).toContainText('₱0.00');
  await expect(page.getByRole('button', { name: 'GCash' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Gambling is addictive. Know when to stop.')).toBeVisible();
  // The demo server runs the sandbox channel: the deposit screen says no real money moves.
  await expect(page.getByRole('note').filter({ hasText: 'Sandbox payments' })).toBeVisible();
  await screenshot(page, 'wallet-deposit');
  await noHorizontalScroll(page);

  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await expect(page.getByLabel('Amount (₱)')).toHaveValue('500');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Sandbox payment/ })).toBeVisible();
  await expect(page.getByText('₱500.00')).toBeVisible();
  await screenshot(page, 'wallet-sandbox-pay-page');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit.*order=/);
  await expect(balance(page)).toContainText('₱500.00');
  await page.getByRole('dialog', { name: 'Deposit received' }).getByRole('button', { name: 'Done' }).click();

  await page.getByRole('link', { name: 'Coin records' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Deposit' })).toContainText('+₱500.00');
  await screenshot(page, 'wallet-records');

  // A GCash receiving account, typed the local way and stored normalised.
  await page.goto('/wallets/card/list');
  await expect(page.getByText('No receiving account yet')).toBeVisible();
  await screenshot(page, 'wallet-cards-empty');
  await page.getByRole('link', { name: 'Add a receiving account' }).click();
  await expect(page.getByLabel('Bank or e-wallet')).toHaveValue('1');
  await page.getByLabel('Account name').fill('Juan Dela Cruz');
  await page.getByLabel('Mobile number').fill('0917123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Enter a Philippine mobile number/).first()).toBeVisible();
  await page.getByLabel('Mobile number').fill('09171234567');
  await screenshot(page, 'wallet-card-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/wallets\/card\/list/);
  await expect(page.getByRole('listitem').filter({ hasText: 'GCash' })).toContainText('0917 ••• 4567');
  await screenshot(page, 'wallet-cards');

  // Withdraw: held at once, pending, then paid by the operator.
  await page.goto('/wallets?name=withdraw');
  await expect(page.getByText('Withdrawable')).toBeVisible();
  await page.getByLabel('Amount (₱)').fill('200');
  await expect(page.getByText('Fee ₱0.00 · you receive ₱200.00')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(confirm).toContainText('0917 ••• 4567');
  await screenshot(page, 'wallet-withdraw-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal requested' })).toBeVisible();
  await expect(balance(page)).toContainText('₱300.00');
  // What is left of the unverified allowance comes from the server, counting this withdrawal.
  await expect(page.getByText('Without identity verification you can withdraw up to ₱5,000.00 in total; ₱4,800.00 left.')).toBeVisible();
  const row = page.getByRole('region', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(row).toContainText('Pending');
  await screenshot(page, 'wallet-withdraw');

  const listed = admin('withdrawals', 'list');
  const id = new RegExp(`#(\\d+) ${account} 200\\.00`).exec(listed)?.[1];
  expect(id, listed).toBeTruthy();
  expect(admin('withdrawals', 'pay', id!)).toContain('paid');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Withdrawals' }).getByRole('listitem').first()).toContainText('Paid');
  await expect(balance(page)).toContainText('₱300.00');

  // More than may leave without KYC: the field says so, and the KYC prompt shows the way on (whatever its weekly rhythm).
  await page.getByLabel('Amount (₱)').fill('4900');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const kyc = page.getByRole('dialog', { name: 'Verify your identity', exact: true });
  await expect(kyc).toBeVisible();
  await screenshot(page, 'wallet-withdraw-needs-kyc');
  await kyc.getByRole('button', { name: 'Later' }).click();
  await expect(kyc).toBeHidden();
  await page.getByLabel('Amount (₱)').fill('');

  // A deposit that would pass the player's daily limit is refused with the reason.
  const token = await page.evaluate(() => localStorage.getItem('pw.token'));
  const limit = await page.request.post('/app/v1/setPlayLimits', { headers: { authorization: token ?? '' }, data: { depositDay: 60_000 } });
  expect((await limit.json()).code).toBe(0);
  await page.getByRole('tab', { name: 'Deposit' }).click();
  await page.getByLabel('Amount (₱)').fill('200');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'daily deposit limit' })).toBeVisible();

  // The other wallet screens.
  await page.goto('/wallets?name=deposit&back=1');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.goto('/wallets/card/list/v2');
  await expect(page.getByRole('heading', { name: 'Receiving Accounts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await screenshot(page, 'wallet-cards-v2');
  await page.goto('/withdrawal/gcash');
  await expect(page.getByRole('heading', { name: 'Withdraw to GCash' })).toBeVisible();
  await screenshot(page, 'wallet-withdrawal-gcash');
  await noHorizontalScroll(page);
  await page.goto('/withdrawal/paypal');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  await page.goto('/activity/bank');
  await expect(page.getByRole('button', { name: 'Bank transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GCash' })).toBeHidden();
  await screenshot(page, 'wallet-activity-bank');

  // Offline, the records still read from Dexie.
  await page.goto('/wallets/record');
  await expect(page.getByRole('listitem').filter({ hasText: 'Withdrawal' }).first()).toContainText('-₱200.00');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Deposit' }).first()).toContainText('+₱500.00');
  await expect(page.getByRole('listitem').filter({ hasText: 'Withdrawal' }).first()).toContainText('-₱200.00');
  await screenshot(page, 'wallet-records-offline');
  await context.setOffline(false);
});

test('the bank activity shows its bonus terms before paying', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('bnk'));
  await page
    .getByRole('dialog', { name: 'Verify your identity' })
    .getByRole('button', { name: 'Later' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await page.goto('/activity/bank');
  const terms = page.getByRole('region', { name: 'Bank deposit bonus' });
  await expect(terms).toContainText('Get 2% of your deposit as a bonus, up to ₱500.00.');
  await expect(terms).toContainText('wagered 3×');
  await expect(page.getByRole('button', { name: 'Bank transfer' })).toBeVisible();
  await screenshot(page, 'bank-activity-bonus');
  await resizeTo(page, 360, 780);
  await noHorizontalScroll(page);
});
