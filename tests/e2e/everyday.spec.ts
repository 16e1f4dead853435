// What a player touches every day: the home header keeps the balance in view, Me holds Deposit, Withdraw and a
// confirmed Log out; the age notice blocks the app until answered and Exit says goodbye; the KYC prompt does not come back on every start and login.
import { expect, test } from './test.ts';
import { acceptAgeNotice, dismissKycPrompt, photo, registerThroughModal, uniqueAccount, waitForServiceWorker } from './support.ts';

const shot = (name: string) => `test-results/shots/${name}.png`;

test('the home header stays solid over the tiles with the balance, Deposit and the inbox; Me has money buttons and a confirmed log out', async ({ page }) => {
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('hdr'));
  const header = page.locator('header.home-top');
  const chip = header.getByRole('button', { name: 'Refresh balance' });
  await expect(chip).toContainText('₱0.00');
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  // A new player with no activities reads no empty "Activities" section on home or in the bonus hub.
  await expect(page.getByText('No activities right now')).toHaveCount(0);
  await photo(page, shot('home-header'));
  await page.mouse.wheel(0, 1500);
  await expect(chip).toBeInViewport();
  const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toMatch(/^rgb\(/);
  await photo(page, shot('home-header-scrolled'));
  await chip.click();
  await expect(chip).toBeEnabled();
  await expect(header.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/email');
  await header.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit/);

  await page.goto('/bonus/home');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('No activities right now')).toHaveCount(0);

  await page.goto('/member');
  await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('href', '/wallets?name=deposit');
  await expect(page.getByRole('link', { name: 'Withdraw', exact: true })).toHaveAttribute('href', '/wallets?name=withdraw');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog', { name: 'Log out?' })).toBeVisible();
  await photo(page, shot('member-logout-confirm'));
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
});

test('the KYC prompt shows once, and "Later" holds over a cold start and a new login', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('kyc');
  await registerThroughModal(page, account);
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();

  await page.reload();
  await expect(page.locator('header.home-top').getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(prompt).toHaveCount(0);

  await page.goto('/member');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login');
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('header.home-top').getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(prompt).toHaveCount(0);
});

test('the age notice blocks the app until answered, and Exit lands on a goodbye page with help that works offline', async ({ page, context }) => {
  await page.goto('/');
  const notice = page.getByRole('dialog', { name: 'Are you 21 or older?' });
  await expect(notice).toBeVisible();
  // Focus moves into the notice (after the first paint), on its first button.
  await expect(notice.getByRole('button', { name: 'Exit' })).toBeFocused();
  await expect(page.locator('.game-tile').first()).toBeVisible();
  await photo(page, shot('age-notice'));
  // A tap on a tile behind the notice does nothing; keyboard focus stays in the notice.
  // A tile (or another control of the page) whose centre lies outside the notice's card (a tap on the card itself
  // would press its buttons).
  const card = (await notice.boundingBox())!;
  const boxes = await page
    .locator('main.app-main :is(.game-tile, a, button)')
    .evaluateAll((tiles) => tiles.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const inCard = (x: number, y: number) => x >= card.x && x <= card.x + card.width && y >= card.y && y <= card.y + card.height;
  const tile = boxes.find((b) => b.y >= 0 && b.y + b.height <= 844 && !inCard(b.x + b.width / 2, b.y + b.height / 2));
  expect(tile, 'a control of the page visible beside the notice').toBeTruthy();
  await page.mouse.click(tile!.x + tile!.width / 2, tile!.y + tile!.height / 2);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main.app-main')).toHaveAttribute('inert', '');
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('.age-notice')),
    ).toBe(true);
  }

  await waitForServiceWorker(page);
  await notice.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/goodbye\.html$/);
  await expect(page.getByRole('heading', { name: 'Goodbye' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'pagcor.ph' })).toHaveAttribute('href', /pagcor\.ph/);
  await photo(page, shot('goodbye'));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Goodbye' })).toBeVisible();
  await context.setOffline(false);
});

test('Go on the slot task opens the Slots tab of the lobby', async ({ page }) => {
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('go'));
  await page.goto('/bonus/tasks');
  const card = page.locator('.task-card', { has: page.getByRole('heading', { name: 'Play 10 slot rounds' }) });
  await card.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/\?gameType=1$/);
  const slots = page.getByRole('tablist', { name: 'Game types' }).getByRole('tab', { name: 'Slots' });
  await expect(slots).toHaveAttribute('aria-selected', 'true');
  await expect(slots).toBeInViewport();
  await photo(page, shot('task-go-slots'));
});
