// Agent and invite friends end to end: a player opens /share and copies the invite link (clipboard, "Copied"); a
// friend in another browser opens the link, registers through it, deposits through the sandbox and plays a slot; the
// first player sees the invitation goal modal (claimed, award modal), then the friend valid in the invitees tab and
// the commission on the overview, and claims it (award modal). Screens at 390 px and no sideways scroll at 360 px.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  acceptAgeNotice,
  admin,
  dismissKycPrompt,
  fitsAt360,
  registerThroughModal,
  screenshot,
  uniqueAccount,
  waitForServiceWorker,
  waitOutClaimDebounce,
  tapInGame,
} from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

async function closeAward(page: Page, amount: string) {
  const award = page.getByRole('dialog', { name: 'You received' });
  await expect(award.locator('li[data-prop-kind=coin]')).toContainText(amount);
  await award.click({ position: { x: 20, y: 20 } });
  await expect(award).toBeHidden();
}

async function deposit500(page: Page) {
  await page.goto('/wallets?name=deposit');
  await page.getByRole('button', { name: '₱500', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit.*order=/);
  await page.getByRole('dialog', { name: 'Deposit received' }).getByRole('button', { name: 'Done' }).click();
}

async function spinSlot(page: Page, times: number) {
  await page.goto('/game/start?gameId=1');
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.locator('body[data-ready=true]')).toBeAttached({ timeout: 30_000 });
  for (let i = 0; i < times; i += 1) {
    await tapInGame(game, 'play');
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 60_000 });
  }
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);
}

test('an invite link brings a friend whose deposit and play pay the inviter commission, claimed with the award modal', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  // 10% from the first valid invitee, so a few ₱1 spins earn whole centavos; the defaults come back afterwards.
  admin('agent', 'tiers', '1:10');
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await acceptAgeNotice(page);
    // A visitor learns what the program is and is asked to log in; nothing of anyone's figures shows.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Invite/ })
      .click();
    await expect(page.getByText('Invite friends, earn commission')).toBeVisible();
    await screenshot(page, 'agent-visitor');
    await page.goto('/');
    await registerThroughModal(page, uniqueAccount('agt'));

    await page.goto('/share');
    await expect(page.getByRole('heading', { name: 'Invite your friends' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of your invite link' }).locator('svg')).toBeVisible();
    await expect(page.getByText('Make a first deposit. Only then does the invite count as valid.')).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/auth\/register\?pid=\d+$/);
    expect(await page.getByRole('textbox', { name: 'Your invite link' }).inputValue()).toBe(link);
    await screenshot(page, 'agent-share');
    await fitsAt360(page);

    // The friend: another browser, through the link.
    const friendContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const friend = await friendContext.newPage();
    await dismissKycPrompt(friend);
    await friend.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await acceptAgeNotice(friend);
    // The remembered inviter survives a reload before registering.
    await friend.reload();
    expect(await friend.evaluate(() => localStorage.getItem('pisowin.invitePid'))).toBe(/pid=(\d+)/.exec(link)![1]);
    await friend.getByLabel('Account').fill(uniqueAccount('frd'));
    await friend.getByLabel('Password', { exact: true }).fill('secret123');
    await friend.getByLabel('Confirm password').fill('secret123');
    await friend.getByLabel('I confirm all of the above').check();
    await friend.getByRole('button', { name: 'Create account' }).click();
    await expect(friend).toHaveURL(/\/$/);
    expect(await friend.evaluate(() => localStorage.getItem('pisowin.invitePid'))).toBeNull();

    // Registered but no deposit yet: invited, not valid.
    await page.goto('/agent?tabActive=invitees');
    await expect(page.getByText('Waiting for first deposit')).toBeVisible();

    await deposit500(friend);
    await spinSlot(friend, 3);
    await friendContext.close();

    // The first valid invite reaches goal 1: its modal comes through the queue; claiming shows the award modal.
    await page.goto('/agent');
    const goal = page.getByRole('dialog', { name: 'Invitation goal reached!' });
    await expect(goal).toBeVisible();
    await screenshot(page, 'agent-goal-modal');
    await waitOutClaimDebounce(page);
    await goal.getByRole('button', { name: 'Claim reward' }).click();
    await closeAward(page, '₱10.00');

    await expect(page.getByTestId('agent-valid')).toHaveText('1');
    await expect(page.getByTestId('agent-claimable')).toHaveText('₱0.30');
    const inviteDot = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Invite/ })
      .locator('.red-dot');
    await expect(inviteDot).toBeVisible();
    await screenshot(page, 'agent-overview');
    await waitOutClaimDebounce(page);
    await page.getByRole('button', { name: 'Claim commission' }).click();
    await closeAward(page, '₱0.30');
    await expect(page.getByTestId('agent-claimable')).toHaveText('₱0.00');
    await expect(page.getByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
    await waitOutClaimDebounce(page);
    await page.getByRole('button', { name: 'Claim invite rewards' }).click();
    await closeAward(page, '₱20.00');
    await expect(inviteDot).toHaveCount(0);
    await fitsAt360(page);

    await page.getByRole('link', { name: 'Invitees' }).click();
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await screenshot(page, 'agent-invitees');
    await page.getByRole('link', { name: 'Commission' }).click();
    await expect(page.getByRole('table')).toContainText('₱3.00');
    await screenshot(page, 'agent-commission');
    await page.getByRole('link', { name: 'Rules' }).click();
    await expect(page.getByRole('table')).toContainText('1 or more10%');
    await screenshot(page, 'agent-rules');
    await fitsAt360(page);
    await page.goto('/agent/rule');
    await expect(page.getByRole('heading', { name: 'Agent Rule' })).toBeVisible();
    await fitsAt360(page);

    // Offline: the tabs open from what the device kept, and say so.
    await page.goto('/agent?tabActive=invitees');
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByText('Showing what was last loaded on this device.')).toBeVisible();
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByTestId('agent-claimable')).toHaveText('₱0.00');
    await screenshot(page, 'agent-offline');
    await page.context().setOffline(false);
  } finally {
    admin('agent', 'tiers', '1:0.3', '5:0.5', '10:0.7', '20:1');
  }
});
