// The rank list end to end: a visitor is sent to log in first (the auth-activity guard); a new player reaches /rank
// from the Leaderboard tile, sees their own pinned row (not ranked yet) on each board and period, and the board
// they last read opens offline with when it was read.
import { expect, test } from './test.ts';
import { acceptAgeNotice, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount, waitForServiceWorker } from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

test('a visitor logs in first; a player sees the boards with their own row pinned, and offline the last one read', async ({ page, context }) => {
  await page.goto('/rank');
  await expect(page).toHaveURL(/\/auth\/login\?to=%2Frank/);

  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('rnk');
  await registerThroughModal(page, account);
  await page.getByRole('button', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/rank$/);
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();

  const mine = page.getByRole('list', { name: 'Your standing' });
  await expect(mine).toContainText(`${account} (you)`);
  await expect(mine.getByLabel('Not ranked yet')).toBeVisible();
  await expect(mine).toContainText('₱0.00');
  await expect(page.getByText('Free-play (try it) rounds do not count')).toBeVisible();
  await screenshot(page, 'rank-bet-day');
  await fitsAt360(page);

  await page.getByRole('tab', { name: 'Jackpot wins' }).click();
  await page.getByRole('tab', { name: 'This week' }).click();
  await expect(page.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Jackpot pool wins')).toBeVisible();
  await expect(mine).toContainText(`${account} (you)`);
  await screenshot(page, 'rank-jackpot-week');

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  // The page opens on valid bet today, read before going offline: kept, with a note of when.
  await expect(page.getByRole('list', { name: 'Your standing' })).toContainText(`${account} (you)`);
  await expect(page.getByText(/Could not refresh\. Showing the standing as of/)).toBeVisible();
  await screenshot(page, 'rank-offline');
  await context.setOffline(false);
});
