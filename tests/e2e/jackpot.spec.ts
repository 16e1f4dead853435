// Jackpot draw end to end: a player with no chance is refused with the message; with a chance (given by the operator)
// SPIN walks the grid to the server's prize, the result popup shows, the balance and the record move; a jackpot
// cell spins the wheel and shows the amount popup, which closes by itself; the floating button shows on home, drags,
// and a tap opens the lucky jackpot modal. Screens at 390 px and the page at 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { endlessAnimationsOffMainThread } from './screen-checks.ts';
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

// The seeded grid of migration 023, restored after a test narrows it to one cell.
const SEEDED = [
  [1, 2001, 100, 3000],
  [2, 2002, 20, 2200],
  [3, 50004, 0, 60],
  [4, 2001, 500, 1800],
  [5, 1201, 1, 900],
  [6, 50002, 0, 5],
  [7, 2001, 2000, 400],
  [8, 2002, 100, 1614],
  [9, 50003, 0, 20],
  [10, 50001, 0, 1],
];
const onlyCell = (cell: number) => admin('jackpot', 'weights', SEEDED.map(([c]) => (c === cell ? 1 : 0)).join(','));
const restoreCells = () => admin('jackpot', 'weights', SEEDED.map(([, , , weight]) => weight).join(','));

async function newPlayer(page: Page): Promise<string> {
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('jp');
  await registerThroughModal(page, account);
  return account;
}

async function balance(page: Page): Promise<string> {
  await page.goto('/member');
  return ((await page.locator('.member-balance-amount').textContent()) ?? '').trim();
}

const spinButton = (page: Page) => page.getByRole('button', { name: /Spin the draw/ });

test('a player with no chance is refused with the message', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/activity/jackpot');
  await expect(page.getByRole('heading', { name: 'Lucky jackpot' })).toBeVisible();
  await expect(page.getByText('Draw chances: 0')).toBeVisible();
  await expect(page.getByText('Deposit ₱500.00 more to earn your next chance.')).toBeVisible();
  await expect(page.getByText('Or place ₱5,000.00 more in valid bets to earn your next chance.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lucky winners' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(0);
  await waitOutClaimDebounce(page);
  await spinButton(page).click();
  await expect(page.getByText('You have no draw chance yet. Deposit or play to earn one.')).toBeVisible();
  await screenshot(page, 'jackpot-page');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(page.getByText('Every ₱500.00 you deposit (credited to your wallet) earns 1 draw chance.')).toBeVisible();
  await expect(page.getByText(/Mega jackpot: 0\.01%/)).toBeVisible();
  await page.getByRole('tab', { name: 'Rules' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'jackpot-rules');
  await fitsAt360(page);

  // Offline: the page comes back from what the device kept, and SPIN says it needs a connection.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText('Draw chances: 0')).toBeVisible();
  await waitOutClaimDebounce(page);
  await spinButton(page).click();
  await expect(page.getByText('The draw needs a connection. Please go online and try again.')).toBeVisible();
  await page.context().setOffline(false);
});

test('a player with a chance spins, sees the result popup, and the balance and record move', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await newPlayer(page);
  const before = await balance(page);
  onlyCell(4);
  try {
    admin('jackpot', 'chances', account, '1');
    await page.goto('/activity/jackpot');
    await expect(page.getByText('Draw chances: 1')).toBeVisible();
    await waitOutClaimDebounce(page);
    await spinButton(page).click();
    const popup = page.getByRole('dialog', { name: 'You won' });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup).toContainText('₱5.00');
    await expect(page.locator('.jp-cell-lit')).toHaveAttribute('data-cell', '4');
    await screenshot(page, 'jackpot-result');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Draw chances: 0')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Record' })).toContainText('₱5.00');
  } finally {
    restoreCells();
  }
  expect(await balance(page)).not.toBe(before);

  onlyCell(3);
  try {
    admin('jackpot', 'chances', account, '1');
    await page.goto('/activity/jackpot');
    await expect(page.getByText('Draw chances: 1')).toBeVisible();
    await waitOutClaimDebounce(page);
    await spinButton(page).click();
    const wheel = page.getByRole('dialog', { name: 'Jackpot wheel landing on Mini' });
    await expect(wheel).toBeVisible({ timeout: 15_000 });
    await screenshot(page, 'jackpot-wheel');
    const amount = page.getByRole('dialog', { name: 'Mini jackpot' });
    await expect(amount).toBeVisible({ timeout: 10_000 });
    await expect(amount).toContainText(/You won ₱5\d\d\.\d\d/);
    await screenshot(page, 'jackpot-amount');
    await expect(amount).toBeHidden({ timeout: 4_000 });
    await expect(page.getByRole('region', { name: 'Lucky winners' })).toContainText('won the Mini jackpot');
    await page.getByRole('tab', { name: 'Rank' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Rank' })).toContainText('You: #');
  } finally {
    restoreCells();
  }
});

test('the floating button shows on home, drags within the screen, and a tap opens the lucky jackpot modal', async ({ page }) => {
  // The button's endless glow is checked below: the motion is on for this test (playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const account = await newPlayer(page);
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Open the lucky jackpot' });
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('position', 'fixed');
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  // A new player's start modals (the first-deposit offer, then red versus blue) come one after another: a pointer
  // action lets the handlers close each, until none has shown for a while.
  // Nothing else covers it then: the element at its centre is the button (or its icon).
  const onTop = () =>
    page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.jp-float') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
  await expect
    .poll(
      async () => {
        await button.hover();
        await page.waitForTimeout(800);
        return (await page.getByRole('dialog').count()) === 0 && (await onTop());
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await screenshot(page, 'jackpot-float-home');
  // The button's endless glow stays off the main thread (screen-checks.ts).
  expect(await endlessAnimationsOffMainThread(page)).toContain('jp-float-glow');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(60, 200, { steps: 8 });
  await page.mouse.move(-100, 150, { steps: 4 });
  await page.mouse.up();
  const moved = (await button.boundingBox())!;
  expect(moved.x).toBe(0);
  await expect(page.getByRole('dialog', { name: 'Lucky jackpot' })).toHaveCount(0);
  await page.reload();
  expect((await button.boundingBox())!.x).toBe(0);
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Lucky jackpot' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/Draw chances: \d+/)).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Record' })).toBeVisible();
  await screenshot(page, 'jackpot-modal');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.goto('/wallets');
  await expect(page.getByRole('button', { name: 'Open the lucky jackpot' })).toHaveCount(0);

  // A chance waiting shows as the red dot on the button (the canReceiveDrawChance flag).
  admin('jackpot', 'chances', account, '1');
  await page.goto('/bonus');
  const waiting = page.getByRole('button', { name: 'Open the lucky jackpot (a draw chance is waiting)' });
  await expect(waiting).toBeVisible();

  // A drop kept from a larger screen (or before a rotation) is drawn inside this one.
  await page.evaluate(() => localStorage.setItem('jackpotFloatPos', JSON.stringify({ x: 5000, y: 9000 })));
  await page.reload();
  await expect(waiting).toBeVisible();
  const kept = (await waiting.boundingBox())!;
  expect(kept.x + kept.width).toBeCloseTo(390, 0);
  expect(kept.y + kept.height).toBeCloseTo(844, 0);
});
