// VIP end to end: a new player raised to VIP 3 by the operator claims the level-up bonuses, the daily award and the
// sign-in step (award modal each time, balance moving), plays the built-in slot so experience grows and rebate
// accrues, claims the rebate through the bet-rebate modal and finds it in the rebate record. Screens at 390 and 360 px.
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
  waitOutClaimDebounce,
  tapInGame,
} from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

async function claimAndSee(page: Page, button: ReturnType<Page['getByRole']>, amount: string) {
  await waitOutClaimDebounce(page);
  await button.click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('li[data-prop-kind=coin]')).toContainText(amount);
  await expect(modal).toContainText('TAP THE SCREEN TO CONTINUE');
  await modal.click({ position: { x: 20, y: 20 } });
  await expect(modal).toBeHidden();
}

const vipEntryDot = (page: Page) => page.locator('a.member-entry[href="/vip"] .red-dot');

async function balance(page: Page): Promise<string> {
  await page.goto('/member');
  const text = (await page.locator('.member-balance-amount').textContent()) ?? '';
  return text.trim();
}

test('VIP claims, experience from a played game, and a rebate claim with the award modal', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('vip');
  await registerThroughModal(page, account);

  await page.goto('/vip');
  await expect(page).toHaveURL(/\/vip\/home$/);
  await expect(page.getByRole('region', { name: 'Your VIP level' })).toContainText('VIP 0');
  await expect(page.getByText('Daily awards start at VIP 1.')).toBeVisible();

  expect(admin('vip', 'set', account, '3')).toContain('is VIP 3');
  await page.goto('/member');
  await expect(vipEntryDot(page)).toBeVisible();
  await page.locator('a.member-entry[href="/vip"]').click();
  await expect(page).toHaveURL(/\/vip\/home$/);
  const card = page.getByRole('region', { name: 'Your VIP level' });
  await expect(card).toContainText('VIP 3');
  await expect(card).toHaveClass(/vip-theme-2/);
  await expect(card).toContainText('2,000,000 / 5,000,000 exp');

  const levelUps = page.getByRole('region', { name: 'Level-up bonus' });
  await claimAndSee(page, levelUps.getByRole('listitem').filter({ hasText: 'VIP 1' }).getByRole('button', { name: 'Claim' }), '₱10.00');
  await claimAndSee(page, levelUps.getByRole('listitem').filter({ hasText: 'VIP 2' }).getByRole('button', { name: 'Claim' }), '₱30.00');
  await claimAndSee(page, levelUps.getByRole('listitem').filter({ hasText: 'VIP 3' }).getByRole('button', { name: 'Claim' }), '₱88.00');
  await expect(levelUps.getByText('Claimed')).toHaveCount(3);
  await expect(levelUps.getByRole('listitem').filter({ hasText: 'VIP 4' }).getByRole('button', { name: 'Locked' })).toBeDisabled();

  const daily = page.getByRole('region', { name: 'Daily VIP award' });
  await claimAndSee(page, daily.getByRole('button', { name: 'Claim' }), '₱20.00');
  await expect(daily.getByRole('button', { name: 'Claimed today' })).toBeDisabled();
  const signIn = page.getByRole('region', { name: 'VIP sign-in' });
  await claimAndSee(page, signIn.getByRole('button', { name: 'Sign in for day 1' }), '₱3.00');
  await expect(signIn.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'VIP tasks this week' })).toContainText('Bet ₱6,000.00 this week');
  await expect(page.getByRole('region', { name: 'Keep your level' })).toContainText('₱5,000.00');
  await page.getByRole('region', { name: 'VIP tasks this week' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'vip-home-tasks');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'vip-home');
  await fitsAt360(page);
  expect(await balance(page)).toBe('₱151.00');
  await expect(vipEntryDot(page)).toHaveCount(0);

  // Two ₱50 spins of the built-in slot at VIP 3: 10,000 exp, and 0.35% of ₱100 rebate on slots.
  await page.goto('/game/start?gameId=1');
  const slot = page.frameLocator('iframe.game-frame');
  await expect(slot.locator('body[data-ready=true]')).toBeAttached();
  await slot.getByRole('button', { name: '₱50.00' }).click();
  for (let i = 0; i < 2; i += 1) {
    await tapInGame(slot, 'play');
    await expect(slot.getByTestId('result')).toHaveText(/won|back|No win/, { timeout: 30_000 });
    await expect(slot.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);

  await page.goto('/vip/home');
  await expect(page.getByRole('region', { name: 'Your VIP level' })).toContainText('2,010,000 / 5,000,000 exp');

  await page.getByRole('link', { name: 'Levels' }).click();
  await expect(page).toHaveURL(/\/vip\/level$/);
  await expect(page.locator('.vip-level[aria-current=true]')).toContainText('VIP 3');
  await expect(page.locator('.vip-level').first()).toContainText('Slots');
  await screenshot(page, 'vip-level');
  await fitsAt360(page);

  await page.getByRole('link', { name: 'Rebate', exact: true }).click();
  await expect(page).toHaveURL(/\/vip\/rebate$/);
  const slots = page.getByRole('list', { name: 'Rebate by game type' }).getByRole('listitem').filter({ hasText: 'Slots' });
  await expect(slots).toContainText('0.35%');
  await expect(slots).toContainText('₱0.35');
  await screenshot(page, 'vip-rebate');
  await fitsAt360(page);
  await page.getByRole('button', { name: 'Claim all' }).click();
  const rebateModal = page.getByRole('dialog', { name: 'Bet rebate' });
  await expect(rebateModal).toContainText('Slots');
  await expect(rebateModal).toContainText('₱0.35');
  await screenshot(page, 'vip-rebate-modal');
  await claimAndSee(page, rebateModal.getByRole('button', { name: 'Claim all' }), '₱0.35');
  await expect(slots).toContainText('₱0.00');
  await expect(page.getByRole('button', { name: 'Claim all' })).toBeDisabled();

  await page.getByRole('link', { name: 'Rebate record' }).click();
  await expect(page).toHaveURL(/\/vip\/rebate\/record$/);
  await expect(page.getByRole('list', { name: 'Rebate record' }).getByRole('listitem').first()).toContainText('₱0.35');
  await screenshot(page, 'vip-rebate-record');
  await fitsAt360(page);

  await page.goto('/bonus/vip');
  await expect(page.getByRole('region', { name: 'Your VIP level' })).toContainText('VIP 3');
  await screenshot(page, 'bonus-vip');
  await fitsAt360(page);
});
