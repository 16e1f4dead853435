// The operator-run events end to end: the live page's empty state, then an announced and an operator-set stream in its
// sandboxed frame; follow us (Follow opens the page, then the claim pays once with the award modal); and the slot
// tournament: an event on a slot, the player's winning spin on the leaderboard, the operator's settlement and the
// prize on the page. Screens at 390 px, and each fits 360 px.
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
} from './support.ts';

test.beforeEach(({ page }) => dismissKycPrompt(page));

async function post(page: Page, name: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('pw.token'));
  const response = await page.request.post(`/app/v1/${name}`, { headers: { authorization: token ?? '' }, data });
  const body = (await response.json()) as { code: number; data: Record<string, unknown> };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

async function newPlayer(page: Page, prefix: string): Promise<string> {
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount(prefix);
  await registerThroughModal(page, account);
  return account;
}

test('live: the empty state, the next scheduled stream, then the operator stream in a sandboxed frame', async ({ page }) => {
  // No internet in the test: the stream host answers with a stand-in page.
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>stream</p>' }));
  admin('live', 'off');
  admin('live', 'next', 'clear');
  await page.goto('/activity/live');
  await acceptAgeNotice(page);
  await expect(page.getByText('No live stream right now')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  admin('live', 'next', '+2h', 'Friday jackpot show');
  await page.reload();
  await expect(page.getByText(/Next stream: Friday jackpot show,/)).toBeVisible();
  await screenshot(page, 'events-live-empty');
  await fitsAt360(page);

  expect(() => admin('live', 'set', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Sabong', 'derby')).toThrow(/sabong/);
  expect(admin('live', 'set', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'PisoWin', 'live', 'draw')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await page.reload();
  const frame = page.locator('iframe[title="PisoWin live draw"]');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.frameLocator('iframe[title="PisoWin live draw"]').getByText('stream')).toBeVisible();
  await screenshot(page, 'events-live-on');
  await fitsAt360(page);
  admin('live', 'off');
  admin('live', 'next', 'clear');
});

test('follow: the claim opens only after Follow, then pays once with the award modal', async ({ page, context }) => {
  await context.route('https://www.facebook.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>PisoWin on Facebook</p>' }));
  await newPlayer(page, 'fo');
  await page.goto('/activity/follow');
  await expect(page.getByText(/Tap Follow to open our page/)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'PisoWin Official' });
  await expect(row).toContainText('Reward: ₱2.00');
  const claim = row.getByRole('button', { name: 'Claim the reward for PisoWin Official' });
  await expect(claim).toBeDisabled();
  await screenshot(page, 'events-follow');
  await fitsAt360(page);

  const follow = row.getByRole('link', { name: 'Follow PisoWin Official (opens in a new tab)' });
  await expect(follow).toHaveAttribute('rel', /noopener/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), follow.click()]);
  await popup.close();
  await expect(claim).toBeEnabled();
  await waitOutClaimDebounce(page);
  await claim.click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal.locator('li[data-prop-kind=coin]')).toContainText('₱2.00');
  await modal.click({ position: { x: 20, y: 20 } });
  await expect(modal).toBeHidden();
  await expect(row.getByText('Claimed')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'PisoWin Official' }).getByText('Claimed')).toBeVisible();
  await screenshot(page, 'events-follow-claimed');
});

test('slot tournament: a winning spin reaches the leaderboard, the operator settles, the player sees the prize', async ({ page }) => {
  test.setTimeout(180_000);
  const added = admin('slotshack', 'add', '1', 'now', '+1h', '100', '50000,30000,10000,2000x7', 'E2E', 'Sampaguita', 'Cup');
  const eventId = /#(\d+)/.exec(added)![1]!;
  const account = await newPlayer(page, 'ss');

  await page.goto('/activity/slotshack');
  await expect(page.getByRole('heading', { name: 'E2E Sampaguita Cup' })).toBeVisible();
  await expect(page.getByTestId('slotshack-status')).toContainText(/Ends in/);
  await expect(page.getByText('You are not on the board yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play Lucky Sampaguita' })).toHaveAttribute('href', '/game/start?gameId=1');
  await screenshot(page, 'events-slotshack');
  await fitsAt360(page);

  admin('mail', 'send', account, 'Tournament money', '<p>For the tournament.</p>', '--award', '2001:20000');
  const mails = (await post(page, 'getMail3', { page: 1 })) as { list: { id: number; title: string }[] };
  await post(page, 'receiveMail', { id: mails.list.find((m) => m.title === 'Tournament money')!.id });
  const started = (await post(page, 'startGame', { gameId: 1, tryIt: false })) as { url: string };
  const launch = new URL(started.url, 'http://x').searchParams.get('launch');
  const gameApi = async (action: string, body: unknown) => {
    const response = await page.request.post(`/games/api/lucky-sampaguita/${action}`, {
      data: JSON.stringify(body),
      headers: { 'content-type': 'text/plain' },
    });
    const answer = (await response.json()) as { code: number; data: { sessionKey: string; win: number } };
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    return answer.data;
  };
  const session = (await gameApi('open', { launch })).sessionKey;
  let won = false;
  for (let i = 0; i < 150 && !won; i += 1) won = (await gameApi('play', { session, bet: 100 })).win > 0;
  expect(won).toBe(true);

  await page.reload();
  const mine = page.getByRole('list', { name: 'Your standing' });
  await expect(mine).toContainText(`${account} (you)`);
  await expect(page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first()).toContainText('1');
  await screenshot(page, 'events-slotshack-board');

  expect(admin('slotshack', 'settle', eventId)).toContain('settled: 1 winners paid ₱500.00');
  await page.reload();
  await expect(page.getByTestId('slotshack-result')).toHaveText('You finished rank 1 and won ₱500.00. It is in your wallet.');
  await expect(page.getByRole('heading', { name: 'Final standings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play Lucky Sampaguita' })).toHaveCount(0);
  await screenshot(page, 'events-slotshack-settled');
  await fitsAt360(page);

  // Offline: the standings open from what the device kept, and the live page draws no frame.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('slotshack-result')).toContainText('won ₱500.00');
  await expect(page.getByText(/Offline: standings as of/)).toBeVisible();
  await page.goto('/activity/live');
  await expect(page.getByText('The stream needs a connection')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await screenshot(page, 'events-live-offline');
  await page.context().setOffline(false);
});
