// Daily sign-in and the first-deposit bonus end to end: a new player finds sign-in closed until a first deposit, pays
// a first deposit through the sandbox pay page with the bonus line on the deposit form, sees the bonus credited on the
// first-deposit page, then signs in from the page (award modal), and the sign-in tile's red dot clears. Rule page too.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  acceptAgeNotice,
  dismissKycPrompt,
  fitsAt360,
  noHorizontalScroll,
  registerThroughModal,
  screenshot,
  uniqueAccount,
  waitOutClaimDebounce,
} from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

const signInTile = (page: Page) => page.getByRole('button', { name: /Daily sign-in/ });

test('first deposit earns its bonus, then the daily sign-in pays and its red dot clears', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  // The start modals of this flow are its own to see: the deposit tips for a visitor (instead of the notices), the
  // first-deposit offer once registered, and the sign-in once there is a deposit.
  await acceptAgeNotice(page, { startModals: 'keep' });
  const tips = page.getByRole('dialog', { name: 'How to deposit' });
  await expect(tips).toContainText('Register to deposit');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await screenshot(page, 'start-modal-deposit-tips');
  await tips.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await registerThroughModal(page, uniqueAccount('sgn'));
  const offer = page.getByRole('dialog', { name: 'First deposit bonus' });
  await expect(offer).toContainText('₱120.00');
  await screenshot(page, 'start-modal-first-deposit');
  await offer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(offer).toBeHidden();

  await page.goto('/activity/sign-in');
  await expect(page.getByRole('heading', { name: 'Daily sign-in' })).toBeVisible();
  await expect(page.getByText('Daily sign-in opens after your first deposit.')).toBeVisible();
  await screenshot(page, 'sign-in-locked');

  await page.goto('/activity/first-deposit');
  const tiers = page.getByRole('table', { name: 'Bonus by first deposit' });
  await expect(tiers.getByRole('row').filter({ hasText: '₱500.00 or more' })).toContainText('₱120.00');
  await expect(page.getByText(/must be wagered 3 times/)).toBeVisible();
  await screenshot(page, 'first-deposit-page');
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Join and deposit' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit/);

  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await expect(page.getByText('First deposit bonus for this amount: ₱120.00')).toBeVisible();
  await screenshot(page, 'first-deposit-hint');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Sandbox payment/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱620.00');
  // Back from paying, the deposit result is the only sheet: start modals show on the home screen only.
  const received = page.getByRole('dialog', { name: 'Deposit received' });
  await expect(received).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await received.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Home: today's sign-in is open now, so its start modal shows (once this session).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  const signInModal = page.getByRole('dialog', { name: 'Daily sign-in' });
  await expect(signInModal).toContainText('Streak: 0 of 7 days');
  await screenshot(page, 'start-modal-sign-in');
  await signInModal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(signInModal).toBeHidden();

  await page.goto('/activity/first-deposit');
  await expect(page.getByText('Your first deposit of ₱500.00 earned ₱120.00.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join and deposit' })).toHaveCount(0);
  await screenshot(page, 'first-deposit-used');

  // A fresh start asks the server for the red dots: the sign-in tile now has one.
  await page.goto('/');
  await expect(signInTile(page).locator('.red-dot')).toBeVisible();
  await signInTile(page).click();
  await expect(page).toHaveURL(/\/activity\/sign-in$/);
  await expect(page.getByText('Streak: 0 of 7 days')).toBeVisible();
  await screenshot(page, 'sign-in-page');
  await fitsAt360(page);
  await waitOutClaimDebounce(page);
  await page.getByRole('button', { name: 'Claim day 1' }).click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal.locator('li[data-prop-kind=coin]')).toContainText('₱2.00');
  await modal.click({ position: { x: 20, y: 20 } });
  await expect(modal).toBeHidden();
  await expect(page.getByText(/Signed in today/)).toBeVisible();
  await expect(page.getByText('Streak: 1 of 7 days')).toBeVisible();

  await page.getByRole('link', { name: 'Rule' }).click();
  await expect(page).toHaveURL(/\/activity\/sign-in\/rule$/);
  await expect(page.getByText(/Miss a day and you start again at day 1/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Day 7' })).toContainText('₱10.00');
  await screenshot(page, 'sign-in-rule');

  await page.goto('/');
  await expect(signInTile(page)).toBeVisible();
  await expect(signInTile(page).locator('.red-dot')).toHaveCount(0);
});
