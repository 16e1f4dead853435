// Scratch cards end to end: a player given diamonds by mail buys two cards of a kind the operator set up with one
// known prize, scratches the first with the mouse until half the cover is gone and sees the award, reveals the second
// with "Reveal all", and finds both in the card log. Screens at 390 and 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, admin, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount, waitOutClaimDebounce } from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

async function closeAward(page: Page, amount: string) {
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('li[data-prop-kind=coin]')).toContainText(amount);
  await screenshot(page, 'scratch-award');
  await modal.click({ position: { x: 20, y: 20 } });
  await expect(modal).toBeHidden();
}

/** Drags the mouse over the canvas in rows, like a finger scratching the whole cover. */
async function scratchWithMouse(page: Page) {
  const box = (await page.getByTestId('scratch-canvas').boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  for (let y = 8; y < box.height; y += 22) {
    await page.mouse.move(box.x + box.width - 4, box.y + y, { steps: 8 });
    await page.mouse.move(box.x + 4, box.y + y + 11, { steps: 8 });
  }
  await page.mouse.up();
}

test('buys cards with diamonds, scratches one with the mouse and reveals one with Reveal all; the log lists both', async ({ page }) => {
  test.setTimeout(180_000);
  // A kind only this run sees, with one prize line (₱10.00 every card), so the scratched prize is known.
  const kindId = String(100_000 + Math.floor(Math.random() * 800_000));
  admin('scratch', 'add', kindId, `e2e-${kindId}`, '5', 'Test', 'Ticket');
  admin('scratch', 'set', kindId, 'prize', '1', '2001', '1000', '1');
  admin('scratch', 'set', kindId, 'sale', 'on');

  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('scr');
  await registerThroughModal(page, account);
  admin('mail', 'send', account, 'Diamonds for you', '<p>Try the scratch cards.</p>', '--award', '60001:20');
  await page.goto('/email');
  await page.locator('.mail-row', { hasText: 'Diamonds for you' }).getByRole('link').click();
  await waitOutClaimDebounce(page);
  await page.getByRole('button', { name: 'Claim' }).click();
  const gift = page.getByRole('dialog', { name: 'You received' });
  await expect(gift.locator('li[data-prop-kind=diamond]')).toContainText('20');
  await gift.click({ position: { x: 20, y: 20 } });
  await expect(gift).toBeHidden();

  // From the diamond mall, as a player finds it.
  await page.goto('/diamonds');
  await page.getByRole('link', { name: /Scratch cards/ }).click();
  await expect(page).toHaveURL(/\/diamonds\/scratch$/);
  await expect(page.getByRole('heading', { name: 'Scratch cards', level: 1 })).toBeVisible();
  await expect(page.getByTestId('scratch-diamonds')).toContainText('20 diamonds');
  const lucky = page.getByRole('region', { name: 'Lucky 7' });
  await expect(lucky).toContainText('10 diamonds per card (₱10.00)');
  await expect(lucky).toContainText('Pays back 90% of the price on average (average prize ₱9.00).');
  await lucky.getByText('Prize table').click();
  await expect(lucky.getByRole('row', { name: /No win/ })).toContainText('52.85%');
  await expect(page.getByRole('region', { name: 'Gold Rush' }).getByRole('button', { name: 'Buy 1 for 50 diamonds' })).toBeDisabled();
  await screenshot(page, 'scratch-shop');
  await fitsAt360(page);

  const ticket = page.getByRole('region', { name: 'Test Ticket' });
  await expect(ticket).toContainText('Pays back 200% of the price on average (average prize ₱10.00).');
  await ticket.getByRole('button', { name: 'One card more' }).click();
  await waitOutClaimDebounce(page);
  await ticket.getByRole('button', { name: 'Buy 2 for 10 diamonds' }).click();
  await expect(page.locator('.scratch-bought')).toContainText('Bought 2 cards.');
  await expect(page.getByTestId('scratch-diamonds')).toContainText('10 diamonds');
  await expect(page.getByTestId('scratch-ticket')).toHaveCount(2);
  await page.getByRole('region', { name: 'Cards to scratch' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'scratch-held');
  await fitsAt360(page);

  await page.getByTestId('scratch-ticket').first().click();
  await expect(page.getByTestId('scratch-canvas')).toBeVisible();
  await screenshot(page, 'scratch-cover');
  await fitsAt360(page);
  await scratchWithMouse(page);
  await closeAward(page, '₱10.00');
  await expect(page.getByTestId('scratch-prize')).toHaveText('You won ₱10.00!');
  await screenshot(page, 'scratch-revealed');
  await page.getByRole('button', { name: 'Back to my cards' }).click();
  await expect(page.getByTestId('scratch-ticket')).toHaveCount(1);

  await page.getByTestId('scratch-ticket').click();
  await page.getByRole('button', { name: 'Reveal all' }).click();
  await closeAward(page, '₱10.00');
  await expect(page.getByTestId('scratch-prize')).toHaveText('You won ₱10.00!');
  await page.getByRole('button', { name: 'Back to my cards' }).click();
  await expect(page.getByText('You have no cards to scratch. Buy one above.')).toBeVisible();

  await page.getByRole('link', { name: 'My cards' }).click();
  await expect(page).toHaveURL(/\/diamonds\/scratch\/record$/);
  const rows = page.getByTestId('scratch-log-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Test Ticket');
    await expect(row).toContainText('₱10.00');
    await expect(row).toContainText('Cost: 5 diamonds');
    await expect(row).toContainText('Scratched');
  }
  await screenshot(page, 'scratch-record');
  await fitsAt360(page);
  await page.goto('/member');
  await expect(page.locator('.member-balance')).toContainText('₱20.00');
  admin('scratch', 'set', kindId, 'sale', 'off');
});
