// Spin wheel end to end: a visitor sees the wheel, the odds and a login button; a player given spins by the operator
// spins, the wheel lands on the drawn sector, the award modal shows the prize, the count drops and the record lists
// it; with reduced motion it lands at once; offline SPIN is disabled with the reason beside it. Screens at 390 and 360 px.
import { expect, test } from './test.ts';
import { acceptAgeNotice, admin, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount, waitOutClaimDebounce } from './support.ts';

// The wheel's turn is part of what is tested here, and then reduced motion: the motion starts on (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });
test.beforeEach(({ page }) => dismissKycPrompt(page));

const SEEDED_WEIGHTS = ['3000', '2000', '2000', '1200', '800', '600', '350', '50'];
const onlySector = (sector: number) => {
  for (let s = 1; s <= 8; s += 1) admin('spin', 'weight', String(s), s === sector ? '1' : '0');
};
const restoreWeights = () => SEEDED_WEIGHTS.forEach((w, i) => admin('spin', 'weight', String(i + 1), w));

test('a player spins the wheel, sees the award, the count drops and the record lists it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptAgeNotice(page);

  await page.goto('/activity/spin');
  await expect(page.getByRole('heading', { name: 'Lucky spin' })).toBeVisible();
  await expect(page.getByRole('img', { name: /lucky spin wheel/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Prizes and chances' })).toContainText('30.00%');
  await expect(page.getByText('On average one spin pays ₱2.34 + 6 Points + 0.18 Diamonds.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Spin the wheel/ })).toHaveCount(0);
  await screenshot(page, 'spin-visitor');

  await page.goto('/');
  const account = uniqueAccount('spin');
  await registerThroughModal(page, account);
  expect(admin('spin', 'grant', account, '3')).toContain('has 3 spin chances');
  onlySector(4);
  try {
    await page.goto('/activity/spin');
    await expect(page.getByText('3 spins left')).toBeVisible();
    await expect(page.getByText('1 spin for every ₱100.00 in one deposit')).toBeVisible();
    await screenshot(page, 'spin-player');
    await fitsAt360(page);

    await waitOutClaimDebounce(page);
    await page.getByRole('button', { name: 'Spin the wheel, 3 spins left' }).click();
    await expect(page.getByText('2 spins left')).toBeVisible();
    const modal = page.getByRole('dialog', { name: 'You received' });
    // The award waits for the wheel: 4-6 s of turning before it shows.
    await expect(modal).toBeVisible({ timeout: 9_000 });
    await expect(modal.locator('li[data-prop-kind=coin]')).toContainText('₱5.00');
    await expect(page.locator('.spin-sector-won')).toHaveCount(1);
    await screenshot(page, 'spin-award');
    await modal.click({ position: { x: 20, y: 20 } });
    await expect(modal).toBeHidden();
    await expect(page.getByRole('list', { name: 'My spins' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'My spins' })).toContainText('₱5.00');

    // Reduced motion lands at once: the award follows the tap within a second.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await waitOutClaimDebounce(page);
    await page.getByRole('button', { name: 'Spin the wheel, 2 spins left' }).click();
    await expect(modal).toBeVisible({ timeout: 2_000 });
    await modal.click({ position: { x: 20, y: 20 } });
    await expect(page.getByText('1 spin left')).toBeVisible();
    await expect(page.getByRole('list', { name: 'My spins' }).getByRole('listitem')).toHaveCount(2);
    await screenshot(page, 'spin-record');

    await context.setOffline(true);
    await expect(page.getByRole('button', { name: 'Spin the wheel, 1 spin left' })).toBeDisabled();
    await expect(page.getByText('You are offline. Connect to spin; your spins are kept.')).toBeVisible();
    await expect(page.getByText('1 spin left')).toBeVisible();
    await context.setOffline(false);
  } finally {
    restoreWeights();
  }
});
