// A new player never reads code: every coin record type is named in words (the bet and win rows name their game),
// the type filter offers each of them, and no main screen shows a message key, an identifier, "undefined" or "NaN".
import { expect, test } from './test.ts';
import { acceptAgeNotice, claimMailGift, dismissKycPrompt, photo, playUntilWin, registerThroughModal, uniqueAccount, waitForServiceWorker } from './support.ts';
import { expectPlainWords, MAIN_SCREENS } from './screen-checks.ts';

test('coin records and the main screens show words, never code', async ({ page, context }) => {
  test.setTimeout(240_000);
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('wrd');
  await registerThroughModal(page, account);
  await claimMailGift(page, account);
  await playUntilWin(page);

  await page.goto('/wallets/record');
  const type = page.getByLabel('Type');
  for (const label of ['Bet', 'Win', 'Reward']) await expect(type.locator('option', { hasText: label })).toHaveCount(1);
  await expect(page.locator('.wallet-row').first()).toBeVisible();
  await expect(page.locator('.wallet-row', { hasText: 'Bet on Lucky Sampaguita' }).first()).toBeVisible();
  await expect(page.locator('.wallet-row', { hasText: 'Win on Lucky Sampaguita' }).first()).toBeVisible();
  // The gift's row may sit past the first page when the win took many spins: the Reward filter finds it.
  await type.selectOption({ label: 'Reward' });
  await expect(page.locator('.wallet-row', { hasText: 'Reward' })).toHaveCount(1);
  await type.selectOption('');
  await expectPlainWords(page, 'records');
  await photo(page, 'test-results/shots/records.png');
  const values = await type.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  for (const value of values) {
    await type.selectOption(value);
    await expect(page.locator('.wallet-row, .empty').first()).toBeVisible();
    await expectPlainWords(page, `records filtered by ${value || 'all'}`);
  }

  // Offline the rows come from Dexie and still read as words.
  await type.selectOption('');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload().catch(() => undefined);
  await expect(page.locator('.wallet-row', { hasText: 'Bet on Lucky Sampaguita' }).first()).toBeVisible();
  await expectPlainWords(page, 'records offline');
  await context.setOffline(false);

  for (const path of MAIN_SCREENS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, .page').first()).toBeVisible();
    await expectPlainWords(page, path);
  }
});
