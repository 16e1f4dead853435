// Games end to end: a visitor searches a game, logs in on the way, plays each built-in game in the sandboxed frame,
// leaves, and finds every round in the records with the balance moved by exactly their net; try-it mode moves nothing.
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  acceptAgeNotice,
  dismissKycPrompt,
  noHorizontalScroll,
  registerThroughModal,
  screenshot,
  uniqueAccount,
  waitForServiceWorker,
  tapInGame,
} from './support.ts';

const frame = (page: Page) => page.frameLocator('iframe.game-frame');
const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function gameBalance(game: FrameLocator): Promise<number> {
  await expect(game.locator('body[data-ready=true]')).toBeAttached();
  return pesos((await game.getByTestId('game-balance').textContent()) ?? '');
}

async function leave(page: Page) {
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);
}

test('search, login on the way, three games played, records and balance agree, try-it moves nothing', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await acceptAgeNotice(page);
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await page.getByRole('heading', { name: 'Games', exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, 'games-lobby-visitor');
  await noHorizontalScroll(page);

  await page.getByRole('link', { name: 'Search games' }).click();
  await expect(page).toHaveURL(/\/game\/search/);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky samp');
  await expect(page.getByRole('link', { name: 'Lucky Sampaguita' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mines' })).toHaveCount(0);
  await screenshot(page, 'games-search');
  await noHorizontalScroll(page);

  await page.getByRole('link', { name: 'Lucky Sampaguita' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?.*gameId=1/);
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=1/);
  // The member area may offer KYC right after login; it is not needed to play.
  await page
    .getByRole('dialog', { name: 'Verify your identity' })
    .getByRole('button', { name: 'Later' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);

  const slot = frame(page);
  const start = await gameBalance(slot);
  expect(start).toBe(500_000);
  await expect(slot.locator('#seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  for (let i = 0; i < 3; i += 1) {
    await tapInGame(slot, 'play');
    await expect(slot.getByTestId('result')).toHaveText(/won|back|No win/, { timeout: 30_000 });
    await expect(slot.getByTestId('play')).toBeEnabled({ timeout: 30_000 });
  }
  await screenshot(page, 'games-slot');
  // The panel is a <details>: a tap that lands while the page redraws after a spin may not open it, so tap until it is.
  const seedInput = slot.locator('#client-seed');
  await expect(async () => {
    if ((await slot.locator('details.fair').getAttribute('open')) === null) await slot.getByText('Provably fair').click();
    await expect(seedInput).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await seedInput.fill('my-own-seed');
  await slot.getByRole('button', { name: /Set client seed/ }).click();
  await expect(slot.locator('#revealed')).toContainText('Revealed server seed');
  await slot.locator('#v-nonce').fill('0');
  await slot.getByRole('button', { name: 'Verify' }).click();
  await expect(slot.locator('#v-result')).toContainText('The reels showed');
  await screenshot(page, 'games-slot-verify');
  await leave(page);

  await page.goto('/game/start?gameId=2');
  const color = frame(page);
  await gameBalance(color);
  await color.getByTestId('color-yellow').click();
  await color.getByTestId('color-blue').click();
  await tapInGame(color, 'play');
  await expect(color.getByTestId('result')).toHaveText(/won|back|No colour/);
  await screenshot(page, 'games-color');
  await leave(page);

  await page.goto('/game/start?gameId=3');
  const mines = frame(page);
  await gameBalance(mines);
  await tapInGame(mines, 'play');
  await tapInGame(mines, 'tile-12');
  await expect(mines.getByTestId('result')).toHaveText(/safe|Boom/);
  if (await mines.getByTestId('cashout').isVisible()) await tapInGame(mines, 'cashout');
  await expect(mines.getByTestId('result')).toHaveText(/Cashed out|Boom/);
  await screenshot(page, 'games-mines');
  const end = await gameBalance(mines);
  await leave(page);

  await page.goto('/member/report');
  await expect(page.getByTestId('bet-record')).toHaveCount(5);
  const nets = await page.getByTestId('bet-net').allTextContents();
  const recordNet = nets.reduce((sum, text) => sum + pesos(text), 0);
  expect(end - start).toBe(recordNet);
  expect(pesos((await page.getByTestId('report-net').textContent()) ?? '')).toBe(recordNet);
  await screenshot(page, 'games-report');
  await noHorizontalScroll(page);
  // Verify this round: the slot's first spin used the seed changed above (revealed), Mines the new one (still hidden).
  await page.getByTestId('bet-record').last().getByRole('button', { name: 'Verify this round' }).click();
  const proof = page.getByTestId('round-proof');
  await expect(proof).toContainText('checks out');
  await expect(proof.getByTestId('proof-words')).toContainText('The reels showed');
  await screenshot(page, 'games-round-proof');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('bet-record').first().getByRole('button', { name: 'Verify this round' }).click();
  await expect(proof).toContainText('still in use');
  await page.getByRole('button', { name: 'Close' }).click();
  // The day filter: nothing was played from tomorrow on; clearing it brings the rounds back.
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(Date.now() + 86_400_000);
  await page.getByLabel('From').fill(tomorrow);
  await expect(page.getByTestId('bet-record')).toHaveCount(0);
  await page.getByLabel('From').fill('');
  await expect(page.getByTestId('bet-record')).toHaveCount(5);

  // Try-it: a demo balance; the wallet and the records stay as they were.
  await page.goto('/game/start?gameId=1&tryIt=1');
  const demo = frame(page);
  expect(await gameBalance(demo)).toBe(200_000);
  await expect(demo.getByText('Try it')).toBeVisible();
  await tapInGame(demo, 'play');
  await expect(demo.getByTestId('result')).toHaveText(/won|back|No win/, { timeout: 30_000 });
  await screenshot(page, 'games-try-it');
  await leave(page);
  await page.goto('/member/report');
  await expect(page.getByTestId('bet-record')).toHaveCount(5);
  await page.goto('/game/start?gameId=3');
  expect(await gameBalance(frame(page))).toBe(end);
  await leave(page);

  // A game that is not in the catalogue (an old link) says why it cannot start and offers a way back.
  await page.goto('/game/start?gameId=99999');
  await expect(page.getByText('The game cannot start')).toBeVisible();
  await expect(page.getByText('This game does not exist')).toBeVisible();
  await expect(page.getByText(/not available in this build/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await screenshot(page, 'games-cannot-start');

  await page.goto('/member/games');
  await page.getByRole('tab', { name: 'Recently played' }).click();
  await expect(page.getByRole('link', { name: 'Mines' })).toBeVisible();
  await page.getByRole('button', { name: 'Favourite Mines' }).click();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('link', { name: 'Mines' })).toBeVisible();
  await screenshot(page, 'games-member');

  await page.goto('/');
  await page.getByRole('heading', { name: 'Games', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Recently played' })).toBeVisible();
  await screenshot(page, 'games-lobby-player');
  await noHorizontalScroll(page);

  await page.goto('/member/retrieve-balance');
  await page.getByRole('button', { name: 'Retrieve my balance' }).click();
  await expect(page.getByRole('status')).toContainText('nothing to bring back');
  await screenshot(page, 'games-retrieve-balance');
});

test('a favourite tapped offline is kept on the phone through a reload, and reaches the server once back online', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  const account = uniqueAccount('fav');
  await registerThroughModal(page, account);
  await waitForServiceWorker(page);
  const favourites = (p: Page) => p.getByRole('region', { name: 'Favourites' });
  const heart = page.getByRole('button', { name: 'Favourite Mines' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // No signal: the service worker keeps the write in its queue and the phone shows the heart filled at once.
  await context.setOffline(true);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites(page).getByRole('link', { name: 'Mines', exact: true })).toBeVisible();
  // Opened again with no signal, the app still shows it: the queued write is not forgotten with the page.
  await page.reload();
  await expect(favourites(page).getByRole('link', { name: 'Mines', exact: true })).toBeVisible({ timeout: 15_000 });
  // The tile's drawing is an image the service worker precached: it is drawn with no signal too, not a blank box.
  const art = favourites(page).getByRole('img', { name: 'Mines', exact: true }).first();
  await art.scrollIntoViewIfNeeded();
  await expect.poll(() => art.evaluate((img) => (img instanceof HTMLImageElement && img.complete ? img.naturalWidth : 0))).toBe(320);
  await screenshot(page, 'games-favourite-offline');

  // Back online, the queue is sent: another phone logged in as the same player sees the favourite from the server.
  await context.setOffline(false);
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const phone = await other.newPage();
  await dismissKycPrompt(phone);
  await phone.goto('/auth/login');
  await phone.evaluate(() => localStorage.setItem('pw.ageNoticeAccepted', '1'));
  await phone.getByLabel('Account', { exact: true }).fill(account);
  await phone.getByLabel('Password', { exact: true }).fill('secret123');
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(/\/$|\/member/);
  await expect(async () => {
    await phone.goto('/');
    await expect(favourites(phone).getByRole('link', { name: 'Mines', exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await other.close();
});
