// Inbox end to end: the operator sends a mail with a coin attachment to a new player, who sees the red dots, opens
// it, claims it, sees the award modal and the balance change, and the dots clear; then mail is read offline.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { endlessAnimationsOffMainThread } from './screen-checks.ts';
import {
  acceptAgeNotice,
  admin,
  dismissKycPrompt,
  noHorizontalScroll,
  registerThroughModal,
  screenshot,
  uniqueAccount,
  waitForServiceWorker,
} from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

const mailEntryDot = (page: Page) => page.locator('a.member-entry[href="/email"] .red-dot');
const navMeDot = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member"] .red-dot');

test('a mail with a coin attachment is claimed once, the balance moves and the red dots clear; mail reads offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The award's endless glow is checked below: the motion is on for this test (playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('mai');
  await registerThroughModal(page, account);

  // A new player's inbox holds the welcome mail, unread; reading it clears the dots before the operator's mail arrives.
  await expect(navMeDot(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member"]').click();
  await page.locator('a.member-entry[href="/email"]').click();
  await page.locator('.mail-row', { hasText: 'Welcome to PisoWin' }).getByRole('link').click();
  await expect(page.locator('.mail-body')).toContainText('How limits work');
  await expect(page.locator('.mail-body')).toContainText('Where help is');
  await screenshot(page, 'mail-welcome');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(mailEntryDot(page)).toHaveCount(0);
  await page.goto('/');
  await expect(navMeDot(page)).toHaveCount(0);

  admin(
    'mail',
    'send',
    account,
    'Welcome gift',
    '<p>Hello <b>friend</b>, enjoy a gift on us.</p><p><a href="https://example.com/terms">Terms</a></p>',
    '--award',
    '2001:12345',
    '--award',
    '2002:50',
    '--award',
    '50001:100',
  );
  await page.reload();
  await expect(navMeDot(page)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member"]').click();
  await expect(mailEntryDot(page)).toBeVisible();
  await expect(page.locator('.member-balance')).toContainText('₱0.00');
  await page.locator('a.member-entry[href="/email"]').click();

  await expect(page).toHaveURL(/\/email$/);
  const row = page.locator('.mail-row', { hasText: 'Welcome gift' });
  await expect(row).toBeVisible();
  await expect(row.locator('.mail-dot')).toBeVisible();
  await expect(row.getByText('Gift', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await screenshot(page, 'mail-list');
  await noHorizontalScroll(page);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/email\/detail\?id=\d+/);
  await expect(page.locator('.mail-body')).toContainText('Hello friend, enjoy a gift on us.');
  await expect(page.locator('.mail-awards')).toContainText('Mega jackpot');
  await screenshot(page, 'mail-detail');
  await noHorizontalScroll(page);

  await page.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('TAP THE SCREEN TO CONTINUE');
  await expect(modal.locator('li[data-prop-kind=coin]')).toContainText('₱123.45');
  await expect(modal.locator('li[data-prop-kind=points]')).toContainText('×50');
  // The prize's glow pulses for as long as the modal is open: on the compositor, not the main thread.
  expect(await endlessAnimationsOffMainThread(page)).toContain('award-glow');
  await screenshot(page, 'award-modal');
  await modal.click({ position: { x: 20, y: 20 } });
  await expect(modal).toBeHidden();
  await expect(page.getByText('Claimed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/email$/);
  await expect(row.locator('.mail-dot')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /Delete/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('.member-balance')).toContainText('₱123.45');
  await expect(mailEntryDot(page)).toHaveCount(0);

  // A second mail arrives; the list is loaded online, then the network goes away.
  admin('mail', 'send', account, 'Weekend news', '<p>New games this weekend.</p>');
  await page.reload();
  await expect(mailEntryDot(page)).toBeVisible();
  await page.locator('a.member-entry[href="/email"]').click();
  await expect(page.locator('.mail-row', { hasText: 'Weekend news' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // The opened mail reads offline from the device.
  await row.getByRole('link').click();
  await expect(page.locator('.mail-body')).toContainText('Hello friend, enjoy a gift on us.');
  await page.getByRole('button', { name: 'Back' }).click();
  // Opening the new one offline marks it read on the device at once (the mark waits in the queue).
  await page.locator('.mail-row', { hasText: 'Weekend news' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('.mail-row', { hasText: 'Weekend news' }).locator('.mail-dot')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(mailEntryDot(page)).toHaveCount(0);
  await screenshot(page, 'mail-member-offline');
  await context.setOffline(false);
});

test('an invalid mail id shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('mai'));
  await page.goto('/email/detail?id=abc');
  await expect(page.getByText(/404|not found/i).first()).toBeVisible();
});
