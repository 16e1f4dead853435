// A real-channel deposit in the browser: a server of its own with the sandbox off and PayMongo pointed at a local fake.
// The player picks GCash, is sent to PayMongo's checkout, pays, and comes back to the wallet with the deposit credited
// by the signed webhook; the deposit screen shows no sandbox badge. With PayMongo down, the player is told to try again.
import { expect, test } from './test.ts';
import { startFakePaymongo, type FakePaymongo } from '../support/fake-paymongo.ts';
import { startE2eServer, type E2eServer } from './server.ts';
import { acceptAgeNotice, dismissKycPrompt, fitsAt360, registerThroughModal, screenshot, uniqueAccount } from './support.ts';

const keys = { secretKey: 'sk_test_e2eKey', webhookSecret: 'whsk_e2eSecret' };
let fake: FakePaymongo;
let server: E2eServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakePaymongo(keys);
  server = await startE2eServer('paymongo', (serverOrigin) => ({
    PUBLIC_URL: serverOrigin,
    PAYMENT_SANDBOX: '0',
    PAYMONGO_SECRET_KEY: keys.secretKey,
    PAYMONGO_WEBHOOK_SECRET: keys.webhookSecret,
    PAYMONGO_RECHARGE_TYPES: '1:gcash,2:paymaya',
    PAYMONGO_BASE_URL: fake.baseUrl,
  }));
  origin = server.origin;
  fake.webhookUrl = `${origin}/pay/paymongo/webhook`;
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test('deposit with GCash through PayMongo: checkout, back to the wallet, credited by the webhook', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${origin}/`);
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('pmg'));
  await dismissKycPrompt(page);

  await page.goto(`${origin}/wallets`);
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('₱0.00');
  await expect(page.getByRole('button', { name: 'GCash' })).toHaveAttribute('aria-pressed', 'true');
  // A real channel: no sandbox badge, and the bank transfer type PayMongo does not serve is not offered.
  await expect(page.getByRole('note').filter({ hasText: 'Sandbox payments' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bank transfer' })).toHaveCount(0);
  await screenshot(page, 'paymongo-deposit');
  await fitsAt360(page);

  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${fake.baseUrl}/checkout/cs_`));
  const session = [...fake.sessions.values()].at(-1)!;
  expect(session.attributes).toMatchObject({ payment_method_types: ['gcash'], line_items: [{ amount: 50_000, currency: 'PHP', quantity: 1 }] });

  await page.getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/wallets\\?name=deposit.*order=`));
  await expect(balance).toContainText('₱500.00');
  await expect(page.getByRole('dialog', { name: 'Deposit received' })).toBeVisible();
  await screenshot(page, 'paymongo-deposit-received');
  await page.getByRole('dialog', { name: 'Deposit received' }).getByRole('button', { name: 'Done' }).click();

  // PayMongo down: the player is told to try again, and the same link works once it answers.
  fake.failWith = 500;
  await page.getByRole('button', { name: '₱200', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('PayMongo is not answering right now. Please try again in a moment.')).toBeVisible();
  await screenshot(page, 'paymongo-provider-down');
  await fitsAt360(page);
  fake.failWith = 0;
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fake.baseUrl}/checkout/cs_`));
});
