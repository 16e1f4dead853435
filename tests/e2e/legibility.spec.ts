// Legible and tappable on a 390 px phone: text at least 11 px (navbar labels 10 px) and controls at least 44x44 px
// on the main screens, for a visitor and a player.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, dismissKycPrompt, photo, registerThroughModal, uniqueAccount } from './support.ts';
import { MAIN_SCREENS, smallTargets, smallText } from './screen-checks.ts';

async function check(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main.app-main').first()).toBeVisible();
  expect.soft(await smallText(page), `small text on ${where}`).toEqual([]);
  expect.soft(await smallTargets(page), `small tap targets on ${where}`).toEqual([]);
}

test('main screens have legible text and thumb-sized controls', async ({ page }) => {
  test.setTimeout(180_000);
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await check(page, 'home (visitor)');
  await registerThroughModal(page, uniqueAccount('leg'));
  for (const path of MAIN_SCREENS) {
    await page.goto(path);
    await check(page, path);
  }
  await page.goto('/');
  await photo(page, 'test-results/shots/legibility-home.png');
});
