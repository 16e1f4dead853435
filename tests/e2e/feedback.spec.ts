// Feedback end to end: a player sends a ticket with a real PNG, the operator finds it and answers through the CLI,
// the player sees the new-reply dot on My tickets and the answer in the thread, then adds a follow-up. Screens at 390
// and 360 px.
import { deflateSync } from 'node:zlib';
import { expect, test } from './test.ts';
import { acceptAgeNotice, admin, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount } from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
};

/** A real 2x2 PNG (red, green / blue, white). */
function smallPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('a ticket with an image, an operator reply seen by the player, and a follow-up', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('fb');
  await registerThroughModal(page, account);

  await page.goto('/member');
  await page.locator('a[href="/feedback"]').first().click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByText('We answer within 24 hours.')).toBeVisible();
  await page.getByText('Withdrawal', { exact: true }).click();
  await page.getByLabel('Tell us what happened').fill('My withdrawal of 500 pesos has been pending <b>since</b> noon.');
  await page.getByTestId('feedback-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await screenshot(page, 'feedback-form');
  await fitsAt360(page);
  await page.getByRole('button', { name: 'Send ticket' }).click();

  await expect(page).toHaveURL(/\/feedback\/record\/\d+$/);
  const id = /\/record\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByText('Waiting for reply')).toBeVisible();
  // Plain text: the tag shows as typed, never as bold.
  await expect(page.getByText('pending <b>since</b> noon.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();

  expect(admin('feedback', 'list', 'open')).toContain(`#${id}\topen\twithdrawal\t${account}`);
  expect(admin('feedback', 'show', id)).toContain(`image: feedback_images/`);
  expect(admin('feedback', 'reply', id, 'We', 'have', 'sent', 'it', 'now.').trim()).toBe(`Replied to feedback #${id}`);

  await page.goto('/feedback/record');
  const row = page.getByTestId('feedback-row').first();
  await expect(row).toContainText('Answered');
  await expect(row.getByTestId('feedback-unread')).toBeVisible();
  await screenshot(page, 'feedback-record');
  await fitsAt360(page);
  await row.click();
  await expect(page.getByText('PisoWin Support')).toBeVisible();
  await expect(page.getByText('We have sent it now.')).toBeVisible();
  await page.getByLabel('Add a message').fill('Thank you, I got it.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, I got it.')).toBeVisible();
  await expect(page.getByText('Waiting for reply')).toBeVisible();
  await screenshot(page, 'feedback-ticket');
  await fitsAt360(page);

  await page.goto('/feedback/record');
  await expect(page.getByTestId('feedback-unread')).toHaveCount(0);
});
