// Bankruptcy gift and monthly bonus end to end: a player deposits through the sandbox, withdraws it all (paid by the
// operator), and lands on home bankrupt: the gift modal opens by itself, gift 1 is claimed (award modal) and gift 2
// waits on valid bet; as VIP 3 the player reopens it from the banner and sees the level's bigger gifts. Then the
// monthly bonus page shows last month's tier (a past-month correction by the operator) and claims it.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, admin, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount, waitOutClaimDebounce } from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

async function post(page: Page, name: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('pw.token'));
  const response = await page.request.post(`/app/v1/${name}`, { headers: { authorization: token ?? '' }, data });
  const body = (await response.json()) as { code: number; data: Record<string, unknown> };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

async function depositThenWithdrawAll(page: Page, account: string) {
  await page.goto('/wallets?name=deposit');
  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit.*order=/);
  await page.getByRole('dialog', { name: 'Deposit received' }).getByRole('button', { name: 'Done' }).click();
  const card = await post(page, 'addBankInfo', { bankId: 1, accountName: 'Juan Dela Cruz', accountNo: '09171234567' });
  await post(page, 'withdraw', { cardId: card.id, amount: 50_000 });
  const id = new RegExp(`#(\\d+) ${account} 500\\.00`).exec(admin('withdrawals', 'list'))?.[1];
  expect(id).toBeTruthy();
  expect(admin('withdrawals', 'pay', id!)).toContain('paid');
}

async function claimAndSee(page: Page, button: ReturnType<Page['getByRole']>, amount: string) {
  await waitOutClaimDebounce(page);
  await button.click();
  const award = page.getByRole('dialog', { name: 'You received' });
  await expect(award.locator('li[data-prop-kind=coin]')).toContainText(amount);
  await award.click({ position: { x: 20, y: 20 } });
  await expect(award).toBeHidden();
}

test('a bankrupt player claims gift 1, sees gift 2 waiting on valid bet, and the VIP version', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('bk');
  await registerThroughModal(page, account);
  await depositThenWithdrawAll(page, account);
  // ₱10 threshold: the ₱5 of gift 1 leaves the player still bankrupt, so gift 2's state shows in the same modal.
  admin('bankrupt', 'threshold', '10');
  admin('bankrupt', 'wait', '0');
  try {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Bankruptcy gift' });
    await expect(modal).toBeVisible();
    const gift1 = modal.locator('[data-gift-step="1"]');
    const gift2 = modal.locator('[data-gift-step="2"]');
    await expect(gift1).toContainText('₱5.00');
    await expect(gift2).toContainText('After gift 1');
    await expect(modal.getByRole('region', { name: 'Rules' })).toContainText('under ₱10.00');
    await screenshot(page, 'bankruptcy-modal');

    await claimAndSee(page, modal.getByRole('button', { name: 'Claim gift 1' }), '₱5.00');
    await expect(gift1.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    await expect(gift2).toContainText('Bet ₱50.00 more to unlock');
    await expect(gift2.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await expect(modal).toContainText('Valid bet since gift 1: ₱0.00 of ₱50.00');
    await screenshot(page, 'bankruptcy-modal-gift2');
    await fitsAt360(page);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    // Once per session on its own; the banner opens it again. At VIP 3 the level's gifts show, styled.
    admin('vip', 'set', account, '3');
    await page.reload();
    const banner = page.getByRole('button', { name: 'Bankruptcy gift' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('dialog', { name: /bankruptcy gift/i })).toHaveCount(0);
    await banner.click();
    const vipModal = page.getByRole('dialog', { name: 'VIP 3 bankruptcy gift' });
    await expect(vipModal).toBeVisible();
    await expect(vipModal.locator('.bankrupt-vip')).toHaveClass(/vip-theme-2/);
    await expect(vipModal.locator('[data-gift-step="2"]')).toContainText('₱50.00');
    await expect(vipModal.locator('[data-gift-step="2"]')).toContainText('Bet ₱200.00 more to unlock');
    await screenshot(page, 'bankruptcy-modal-vip');
  } finally {
    admin('bankrupt', 'threshold', '1');
    admin('bankrupt', 'wait', '30');
  }
});

test('the monthly bonus page shows last month’s tier and claims it', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('mb');
  await registerThroughModal(page, account);
  await page.goto('/activity/monthly-bonus');
  await expect(page.getByTestId('monthly-tier')).toHaveText('No tier reached');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const now = new Date(Date.now() + 8 * 3_600_000);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  const month = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
  expect(admin('monthly', 'adjust', account, month, '25000', '0')).toContain('₱25000.00 valid bet');
  await page.reload();
  await expect(page.getByTestId('monthly-tier')).toHaveText('Tier 2 reached');
  await expect(page.getByRole('table')).toContainText('₱88.00');
  await expect(page.getByRole('region', { name: 'Rules' })).toContainText('last month’s valid bets or deposits');
  await screenshot(page, 'monthly-bonus');
  await fitsAt360(page);
  await claimAndSee(page, page.getByRole('button', { name: 'Claim monthly bonus' }), '₱88.00');
  await expect(page.getByRole('button', { name: 'Claimed this month' })).toBeDisabled();
  await screenshot(page, 'monthly-bonus-claimed');
});
