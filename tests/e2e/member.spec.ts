// Member area, KYC and responsible play in the app against the real server: KYC upload and operator approval, a deposit
// limit in force at once and a raise that waits 24 hours, the member and profile screens, and screenshots of each.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { addExif } from '../integration/server/kyc-images.ts';
import { acceptAgeNotice, admin, registerThroughModal, resizeTo, screenshot, uniqueAccount } from './support.ts';

const HOUR = 3_600_000;

async function newPlayer(page: Page): Promise<string> {
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('mem');
  await registerThroughModal(page, account);
  return account;
}

async function dismissKycPrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
}

async function noSideways(page: Page): Promise<void> {
  await resizeTo(page, 360, 780);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await resizeTo(page, 390, 844);
}

/** A real JPEG from the browser's own encoder, so the preview decodes after the server strips it. */
async function browserImage(page: Page, type: 'image/jpeg' | 'image/png', colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([mime, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 100;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = fill!;
      ctx.fillRect(0, 0, 160, 100);
      ctx.fillStyle = '#fff';
      ctx.fillRect(16, 20, 48, 60);
      ctx.fillRect(80, 30, 64, 8);
      ctx.fillRect(80, 50, 48, 8);
      return canvas.toDataURL(mime).split(',')[1]!;
    },
    [type, colour],
  );
  return Buffer.from(base64, 'base64');
}

async function playCheck(page: Page, account: string, amount: number, inMs = 0) {
  const res = await page.request.get(`/__test/play-check?account=${account}&action=deposit&amount=${amount}&inMs=${inMs}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { allowed: boolean; reason?: string };
}

test('a new player is asked for KYC, uploads an ID and a selfie, and sees the operator approval', async ({ page }) => {
  const account = await newPlayer(page);
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(prompt).toBeVisible();
  await screenshot(page, 'kyc-prompt');
  await prompt.getByRole('button', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/member\/profile\/kyc$/);
  await expect(page.getByTestId('kyc-status')).toContainText('Not submitted');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await screenshot(page, 'kyc-empty');

  // A file named .jpg that is not an image is refused by its bytes, before any upload.
  await page.locator('input[data-kind="idPhoto"]').setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo') });
  await expect(page.getByRole('alert')).toContainText('Upload a JPEG, PNG or WebP photo');

  const id = addExif(await browserImage(page, 'image/jpeg', '#2563eb'), '14.5995N 120.9842E');
  await page.locator('input[data-kind="idPhoto"]').setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: id });
  await expect(page.getByRole('img', { name: 'ID photo' })).toBeVisible();
  const selfie = await browserImage(page, 'image/png', '#16a34a');
  await page.locator('input[data-kind="selfie"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: selfie });
  await expect(page.getByRole('img', { name: 'Selfie with ID' })).toBeVisible();
  // The preview is the server's stripped copy: still a JPEG, without the location.
  const src = await page.getByRole('img', { name: 'ID photo' }).getAttribute('src');
  const served = Buffer.from(src!.split(',')[1]!, 'base64');
  expect(served.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  expect(served.includes('14.5995N')).toBe(false);

  await page.getByLabel('Full name (as on the ID)').fill('Juan Dela Cruz');
  await page.getByLabel('Birth date').fill('1990-05-01');
  await page.getByLabel('ID type').selectOption('philsys');
  await page.getByLabel('ID number').fill('1234-5678-9012');
  await screenshot(page, 'kyc-filled');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('kyc-status')).toContainText('Under review');
  await screenshot(page, 'kyc-pending');
  await noSideways(page);

  expect(admin('kyc', 'list')).toContain(account);
  expect(admin('kyc', 'approve', account)).toContain(`KYC of ${account} approved`);
  await page.reload();
  await expect(page.getByTestId('kyc-status')).toContainText('Approved');
  await expect(page.getByText('Juan Dela Cruz')).toBeVisible();
  await screenshot(page, 'kyc-approved');

  await page.getByRole('link', { name: 'Cases' }).click();
  await expect(page).toHaveURL(/\/rules\/kyc$/);
  await expect(page.getByRole('heading', { name: /^Players verified: \d+$/ })).toBeVisible();
  await expect(page.getByText('J*** D*** C***').first()).toBeVisible();
  await expect(page.getByText('Juan')).toHaveCount(0);
  await screenshot(page, 'rules-kyc');
  await noSideways(page);
});

test('a deposit limit is in force at once, and a raise waits 24 hours', async ({ page }) => {
  const account = await newPlayer(page);
  await dismissKycPrompt(page);
  await page.goto('/member/self-limited');
  await expect(page.getByRole('heading', { name: 'Deposit and loss limits' })).toBeVisible();
  await screenshot(page, 'self-limited');
  await noSideways(page);

  const daily = page.locator('[data-kind="depositDay"]');
  await daily.getByLabel('Daily deposit limit').fill('1000');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Limits saved.')).toBeVisible();
  await expect(daily).toContainText('In force: ₱1,000.00');
  expect(await playCheck(page, account, 100_000)).toEqual({ allowed: true });
  const refused = await playCheck(page, account, 100_001);
  expect(refused.allowed).toBe(false);
  expect(refused.reason).toContain('daily deposit limit of ₱1,000.00');

  await daily.getByLabel('Daily deposit limit').fill('5000');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByTestId('pending-depositDay')).toContainText('it becomes ₱5,000.00');
  await expect(daily).toContainText('In force: ₱1,000.00');
  await screenshot(page, 'self-limited-pending');
  expect((await playCheck(page, account, 400_000)).allowed).toBe(false);
  expect((await playCheck(page, account, 400_000, 23 * HOUR)).allowed).toBe(false);
  expect(await playCheck(page, account, 400_000, 24 * HOUR + 60_000)).toEqual({ allowed: true });

  // Lowering again applies at once and drops the waiting raise.
  await daily.getByLabel('Daily deposit limit').fill('500');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(daily).toContainText('In force: ₱500.00');
  await expect(page.getByTestId('pending-depositDay')).toHaveCount(0);
  expect((await playCheck(page, account, 60_000, 25 * HOUR)).allowed).toBe(false);
});

test('the member page shows the player and leads to the profile screens', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await newPlayer(page);
  await dismissKycPrompt(page);
  // A new player's Me carries the dot of the unread welcome mail, named "new".
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^(new )?Me$/ })
    .click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const card = page.getByRole('region', { name: 'Your account' });
  await expect(card).toContainText(account);
  await expect(card).toContainText('VIP 0');
  await expect(card).toContainText('₱0.00');
  await expect(card.getByRole('progressbar', { name: 'Progress to the next VIP level' })).toBeVisible();
  // Experience in the one number format, with thousands separators.
  await expect(card).toContainText(/0 \/ \d{1,3}(,\d{3})* to VIP 1/);
  await card.getByRole('button', { name: 'Copy your ID' }).click();
  await expect(card.getByText('Copied')).toBeVisible();
  const idText = (await card.getByText(/^ID \d+$/).textContent())!;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(idText.replace('ID ', ''));
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  for (const name of ['Profile', 'KYC', 'Self-limits', 'KYC cases']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  // Support and help have their screens now (an entry without one is left out by routeExists).
  for (const name of ['Service', 'Feedback', 'Help']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await screenshot(page, 'member');
  await noSideways(page);

  await menu.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  await page.getByLabel('Avatar 5').check({ force: true });
  await page.getByLabel('Nickname').fill('x'.repeat(13));
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toContainText('Nickname must be 0 to 12 characters');
  await page.getByLabel('Nickname').fill('Lucky Juan');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Safebox password', exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Set safebox password' }).click();
  await expect(page.getByText('Safebox password saved.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current safebox password' })).toBeVisible();
  await screenshot(page, 'member-profile');
  await noSideways(page);

  await page.getByRole('link', { name: /Personal details/ }).click();
  await expect(page).toHaveURL(/\/member\/profile\/info$/);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a valid email address');
  await page.getByLabel('Real name').fill('Juan Dela Cruz');
  await page.getByLabel('Email').fill('juan@example.ph');
  await page.getByLabel('Address').fill('Quezon City');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();
  await screenshot(page, 'member-profile-info');
  await noSideways(page);

  await page.goto('/member');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Lucky Juan');
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/member$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/member');
  await expect(page).toHaveURL(/\/auth\/login\?to=%2Fmember/);
});
