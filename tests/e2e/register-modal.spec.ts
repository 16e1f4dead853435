// The register modal on a 390x844 phone: the title stays put, the form scrolls inside the card, and the submit
// button can always be reached and is never cut off by the card's edge.
import { expect, test } from './test.ts';
import { acceptAgeNotice, openRegisterModal, photo } from './support.ts';

test('the register modal keeps its title and shows its button at 844 px', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  const dialog = await openRegisterModal(page);
  await photo(page, 'test-results/shots/register-modal.png');
  const title = dialog.getByRole('heading', { name: 'Create your account' });
  const submit = dialog.getByRole('button', { name: 'Create account' });
  const card = await dialog.boundingBox();
  await submit.scrollIntoViewIfNeeded();
  await expect(title).toBeInViewport();
  const button = await submit.boundingBox();
  const head = await title.boundingBox();
  // Whole inside the card and the screen, and the title still at the top of the card.
  expect(button!.y).toBeGreaterThanOrEqual(card!.y);
  expect(button!.y + button!.height).toBeLessThanOrEqual(card!.y + card!.height + 0.5);
  expect(button!.y + button!.height).toBeLessThanOrEqual(844);
  expect(head!.y).toBeGreaterThanOrEqual(card!.y);
  expect(head!.y).toBeLessThan(card!.y + 80);
  await photo(page, 'test-results/shots/register-modal-scrolled.png');
});
