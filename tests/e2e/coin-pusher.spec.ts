// Coin pusher end to end: a player deposits ₱500 through the sandbox, opens /activity/coin-pusher, drops coins (the
// balance moves by each drop's net and the result is said), finds the drops in the bet records, verifies one after
// revealing the seed, reads the rules, plays with reduced motion, and sees the offline state. Screens at 390 and 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount, waitOutClaimDebounce } from './support.ts';

// The drops' motion is part of what is tested here, and then reduced motion: the motion starts on (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });
test.beforeEach(({ page }) => dismissKycPrompt(page));

const peso = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

async function deposit500(page: Page) {
  await page.goto('/wallets?name=deposit');
  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit.*order=/);
  await page.getByRole('dialog', { name: 'Deposit received' }).getByRole('button', { name: 'Done' }).click();
}

/** Drops one coin and checks the said result against the balance: before - coin + win. Answers the win. */
async function dropAndCheck(page: Page, coin: number): Promise<number> {
  const balance = page.getByTestId('pusher-balance');
  const before = peso((await balance.textContent()) ?? '');
  const said = page.getByTestId('pusher-said');
  // A drop joins the last drops once its coins have fallen, as its result is said.
  const drops = page.getByTestId('pusher-recent').getByRole('listitem');
  const count = await drops.count();
  await waitOutClaimDebounce(page);
  await page.getByTestId('pusher-drop').click();
  await expect(drops).toHaveCount(count + 1, { timeout: 15_000 });
  await expect(said).toHaveText(/^(No coins fell this time\.|(Bonus push! )?\d+ coins? fell: you won ₱[\d,.]+( in demo coins)?)$/, { timeout: 15_000 });
  const text = (await said.textContent()) ?? '';
  const win = text.startsWith('No coins') ? 0 : peso(text.slice(text.indexOf('₱')));
  await expect(balance).toHaveText(`₱${((before - coin + win) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`);
  return win;
}

test('drops coins for real money, sees each result said and in the bet records, and verifies a drop', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('cp'));
  await deposit500(page);

  // The seeded activity's home tile shows now that its screen exists, and opens it.
  await page.goto('/');
  await page.getByRole('button', { name: 'Coin pusher' }).click();
  await expect(page).toHaveURL(/\/activity\/coin-pusher$/);
  await expect(page.getByRole('heading', { name: 'Coin pusher' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByTestId('pusher-balance')).toHaveText('₱500.00');
  await page.getByText('₱5.00', { exact: true }).click();
  await expect(page.getByTestId('pusher-drop')).toHaveText('Drop ₱5.00');
  let won = 0;
  for (let i = 0; i < 3; i += 1) won += await dropAndCheck(page, 500);
  await expect(page.getByTestId('pusher-recent').getByRole('listitem')).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'coin-pusher');
  await fitsAt360(page);

  // A tap on the tray drops too, where the player tapped.
  await waitOutClaimDebounce(page);
  await page.getByTestId('pusher-canvas').click({ position: { x: 60, y: 120 } });
  await page.waitForTimeout(900);
  await screenshot(page, 'coin-pusher-dropping');
  await expect(page.getByTestId('pusher-recent').getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Coin pusher rules' });
  await expect(rules.getByRole('table')).toContainText('Return to player: 96.00%');
  await expect(rules.getByRole('row')).toHaveCount(10);
  await screenshot(page, 'coin-pusher-rules');
  await rules.getByRole('button', { name: 'Close' }).click();

  // Before the seed is revealed, Verify shows the committed hash only; after it, the outcome in words.
  await page
    .getByTestId('pusher-recent')
    .getByRole('button', { name: /^Verify the drop/ })
    .first()
    .click();
  const proof = page.getByRole('dialog', { name: 'Verify this round' });
  await expect(proof).toContainText(await page.getByTestId('pusher-seed-hash').innerText());
  await proof.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Change seeds (reveal the server seed)' }).click();
  await expect(page.getByText('The server seed is revealed')).toBeVisible();
  await page
    .getByTestId('pusher-recent')
    .getByRole('button', { name: /^Verify the drop/ })
    .first()
    .click();
  await expect(proof.getByTestId('proof-words')).toContainText(/coins? fell off the edge/);
  await screenshot(page, 'coin-pusher-verify');
  await proof.getByRole('button', { name: 'Close' }).click();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await dropAndCheck(page, 500);

  await context.setOffline(true);
  await expect(page.getByTestId('pusher-offline')).toContainText('You’re offline');
  await expect(page.getByTestId('pusher-drop')).toBeDisabled();
  await screenshot(page, 'coin-pusher-offline');
  await context.setOffline(false);

  await page.goto('/member/report');
  await expect(page.getByTestId('bet-record').filter({ hasText: 'Coin Pusher' })).toHaveCount(5);
  expect(won).toBeGreaterThanOrEqual(0);
});

test('a visitor is sent to log in first', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  await page.goto('/activity/coin-pusher');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('an empty wallet is offered demo coins, whose drops never touch the real balance', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('cpd'));
  await page.goto('/activity/coin-pusher');
  await expect(page.getByTestId('pusher-balance')).toHaveText('₱0.00');
  await expect(page.getByText('Your balance is less than this coin.')).toBeVisible();
  await page.getByRole('link', { name: 'Try with demo coins' }).click();
  await expect(page).toHaveURL(/tryIt=1/);
  await expect(page.getByText('Demo coins (not real money)')).toBeVisible();
  await expect(page.getByTestId('pusher-balance')).toHaveText('₱2,000.00');
  const win = await dropAndCheck(page, 100);
  await expect(page.getByTestId('pusher-said')).toHaveText(win ? /you won ₱[\d,.]+ in demo coins$/ : 'No coins fell this time.');
  await expect(page.getByTestId('pusher-recent').getByRole('button', { name: /^Verify/ })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'coin-pusher-demo');
  await page.goto('/activity/coin-pusher');
  await expect(page.getByTestId('pusher-balance')).toHaveText('₱0.00');
  await expect(page.getByText('No drops yet.')).toBeVisible();
});
