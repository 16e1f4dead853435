// Ways in: register by mobile with the SMS code from the server's test sink, forgot password, SMS login, and each new screen.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, registerThroughModal, screenshot, uniqueAccount } from './support.ts';

/** A Philippine mobile number nobody in this run has used, in the local spelling players type. */
function freshMobile(): { local: string; normalised: string } {
  const digits = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return { local: `0917${digits.slice(2)}`.slice(0, 11), normalised: `+63917${digits.slice(2)}`.slice(0, 13) };
}

async function smsCode(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await page.request.get(`/__test/sms?mobile=${encodeURIComponent(mobile)}`);
    const body = (await res.json()) as { codes: { code: string }[] };
    code = body.codes[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code;
}

/** Registers a mobile player through the API and gives them an account name, for the tests that start logged out. */
async function mobilePlayerWithAccount(page: Page, password: string): Promise<{ mobile: string; account: string }> {
  const { normalised: mobile } = freshMobile();
  expect((await (await page.request.post('/app/v1/smsSend', { data: { purpose: 'register', mobile } })).json()).code).toBe(0);
  const code = await smsCode(page, mobile);
  const registered = await (await page.request.post('/app/v1/accountRegist4', { data: { mobile, code, password, confirmNotice: true } })).json();
  expect(registered.code).toBe(0);
  const account = `fp${mobile.slice(-8)}`;
  const bound = await page.request.post('/app/v1/bindAccount', { data: { account, password }, headers: { authorization: registered.data.token } });
  expect((await bound.json()).code).toBe(0);
  return { mobile, account };
}

test('a visitor registers by mobile with the SMS code and sees what is bound', async ({ page }) => {
  await page.goto('/auth/register');
  await acceptAgeNotice(page);
  await page.getByRole('tab', { name: 'Mobile' }).click();
  const { local, normalised } = freshMobile();
  const mobile = page.getByLabel('Mobile number');
  await expect(mobile).toHaveAttribute('inputmode', 'tel');
  await expect(page.getByLabel('SMS code')).toHaveAttribute('inputmode', 'numeric');
  await mobile.fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a Philippine mobile number');
  await mobile.fill(local.replace(/^0(\d{3})(\d{3})(\d{4})$/, '0$1 $2 $3'));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Code sent to ${normalised}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await page.getByLabel('SMS code').fill(await smsCode(page, normalised));
  await page.getByLabel('Password', { exact: true }).fill('mobile123');
  await page.getByLabel('Confirm password').fill('mobile123');
  await page.getByLabel('I confirm all of the above').check();
  await screenshot(page, 'register-mobile');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth/bind');
  await expect(page.getByRole('region', { name: 'Mobile number' })).toContainText(`+63 917`);
  await expect(page.getByRole('region', { name: 'Mobile number' })).toContainText('Bound');
  await expect(page.getByRole('region', { name: 'Password', exact: true })).toContainText('Password set');
  await screenshot(page, 'bind-page');
  const account = `mb${normalised.slice(-8)}`;
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Current password').fill('mobile123');
  await page.getByRole('button', { name: 'Bind account' }).click();
  await expect(page.getByRole('region', { name: 'Account and password' })).toContainText(account);

  await page.goto('/auth/set-password');
  await expect(page.getByLabel('Current password')).toBeVisible();
  await screenshot(page, 'set-password-page');
  await page.goto('/auth/info');
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await screenshot(page, 'info-page');
});

test('forgot password sets a new one: the old password fails, the new one logs in', async ({ page }) => {
  await page.goto('/auth/login');
  await acceptAgeNotice(page);
  const { mobile, account } = await mobilePlayerWithAccount(page, 'oldpass11');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forget$/);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Code sent to')).toBeVisible();
  // The register code came first; the forget code is the newest.
  await page.getByLabel('SMS code').fill(await smsCode(page, mobile));
  await page.getByLabel('New password').fill('newpass22');
  await page.getByLabel('Confirm password').fill('newpass22');
  await screenshot(page, 'forget-page');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  await page.getByRole('button', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill('oldpass11');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Account or password is incorrect');
  await page.getByLabel('Password').fill('newpass22');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the login modal logs in by SMS code and opens the forgot-password modal in its place', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  const { mobile } = await mobilePlayerWithAccount(page, 'smslogin1');
  await page.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  // No provider is configured on the e2e server, so no social button shows.
  await expect(login.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
  await expect(login).toHaveCount(0);
  await screenshot(page, 'forget-modal');
  await page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Back to log in' }).click();

  await login.getByRole('tab', { name: 'Mobile' }).click();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'Send code' }).click();
  await expect(login.getByRole('status')).toContainText('Code sent');
  await login.getByLabel('SMS code').fill(await smsCode(page, mobile));
  await screenshot(page, 'login-modal-mobile');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await page.goto('/auth/accountLogin');
  await screenshot(page, 'account-login-page');
});

test('a social player whose profile is incomplete is sent to complete it from any screen', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('in'));
  await expect(page.locator('.balance-amount').first()).toBeVisible();
  // What the worker stores when a social sign-in answers needsInfo (worker/ways-in.ts): the gate is a player's part of
  // the shell, loaded with the first logged-in player (src/routes/-parts/player-parts.tsx).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pisowin');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put({ key: 'infoPending', value: true });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.goto('/bonus/home');
  await expect(page).toHaveURL(/\/auth\/info$/);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
});
