// Live tables and fishing end to end: two players watch one live table and see the same round, countdown and result;
// a bet moves the balance by its net; a fishing shot moves the balance by its net too.
import type { Browser, FrameLocator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, noHorizontalScroll, photo, resizeTo } from './support.ts';

// Fish swim and live rounds count down as they do for most players: the motion stays on (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const SHOTS = '/tmp/shots-live';
const frame = (page: Page) => page.frameLocator('iframe.game-frame');
const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function shot(page: Page, name: string) {
  await photo(page, `${SHOTS}/${name}.png`);
}

async function gameBalance(game: FrameLocator): Promise<number> {
  await expect(game.locator('body[data-ready=true]')).toBeAttached();
  return pesos((await game.getByTestId('game-balance').textContent()) ?? '');
}

/** Finds the game from the lobby's search and logs the demo player in on the way, as a player would. */
async function openGame(page: Page, gameId: number, name: string): Promise<FrameLocator> {
  await page.goto('/');
  await acceptAgeNotice(page);
  await page.getByRole('link', { name: 'Search games' }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await page.getByRole('link', { name, exact: true }).click();
  const account = page.getByLabel('Account', { exact: true });
  await expect(account.or(page.locator('iframe.game-frame'))).toBeVisible();
  if (await account.isVisible()) {
    await account.fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
  }
  await page
    .getByRole('dialog', { name: 'Verify your identity' })
    .getByRole('button', { name: 'Later' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(new RegExp(`/game/start\\?gameId=${gameId}`));
  return frame(page);
}

/** The game page inside the frame has no sideways scroll at 360 px either. */
async function frameFits(page: Page) {
  await resizeTo(page, 360, 800);
  await noHorizontalScroll(page);
  const inner = page.frames().find((f) => f.url().includes('/games/'))!;
  await expect.poll(() => inner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await resizeTo(page, 390, 844);
}

/** Opens the Rules sheet (the page's help template), takes its picture and closes it. */
async function rules(page: Page, game: FrameLocator, name: string) {
  await game.getByRole('button', { name: 'Rules' }).click();
  await expect(game.getByRole('dialog', { name: 'Rules' })).toBeVisible();
  await expect(game.getByRole('dialog', { name: 'Rules' })).toContainText('Return to player');
  await shot(page, `${name}-rules`);
  await game.getByRole('dialog', { name: 'Rules' }).getByRole('button', { name: 'Close' }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** Waits for a betting window with at least `seconds` left. */
async function bettingOpen(game: FrameLocator, seconds: number): Promise<number> {
  await expect(async () => {
    await expect(game.locator('body[data-phase=betting]')).toBeAttached({ timeout: 1_000 });
    expect(Number(await game.locator('#count').textContent())).toBeGreaterThanOrEqual(seconds);
  }).toPass({ timeout: 30_000 });
  return Number(await game.locator('body').getAttribute('data-round'));
}

test('a live table seen by two players: same round, same countdown, same result; a bet moves the balance by its net', async ({ browser }) => {
  test.setTimeout(150_000);
  const a = await newPage(browser);
  const b = await newPage(browser);
  const ga = await openGame(a, 130, 'Live Color Game');
  const gb = await openGame(b, 130, 'Live Color Game');
  const start = await gameBalance(ga);
  await gameBalance(gb);
  const round = await bettingOpen(ga, 10);
  await expect(gb.locator('body')).toHaveAttribute('data-round', String(round));
  const ca = Number(await ga.locator('#count').textContent());
  const cb = Number(await gb.locator('#count').textContent());
  expect(Math.abs(ca - cb)).toBeLessThanOrEqual(1);

  await ga.getByTestId('option-yellow').click();
  await ga.getByTestId('option-blue').click();
  // Should the tap be lost on its way into the sandboxed frame (a busy machine), tap again; a bet answers in words.
  await expect(async () => {
    if (!/placed/.test((await ga.getByTestId('result').textContent()) ?? '')) await ga.getByTestId('play').click();
    await expect(ga.getByTestId('result')).toContainText('placed', { timeout: 6_000 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => gameBalance(ga)).toBe(start - 200);
  // The other player sees the bet in the totals, without a name.
  await expect(gb.getByTestId('option-yellow')).toContainText('All ₱1.00');
  await expect(gb.locator('#players')).toContainText('1 player');
  await shot(a, 'live-color-betting');
  await noHorizontalScroll(a);

  await expect(ga.locator('body[data-phase=result]')).toBeAttached({ timeout: 25_000 });
  await expect(gb.locator('body[data-phase=result]')).toBeAttached({ timeout: 5_000 });
  await expect(ga.getByTestId('round-words')).toHaveText(new RegExp(`^Round ${round}: The dice showed`));
  await expect(gb.getByTestId('round-words')).toHaveText((await ga.getByTestId('round-words').textContent())!);
  await expect(ga.getByTestId('result')).toHaveText(/won|back|No win/, { timeout: 10_000 });
  const said = (await ga.getByTestId('result').textContent())!;
  const after = await gameBalance(ga);
  if (/No win/.test(said)) expect(after).toBe(start - 200);
  else expect(after).toBeGreaterThan(start - 200);
  await a.waitForTimeout(2_000);
  await shot(a, 'live-color-result');
  await shot(b, 'live-color-other-player');
  await frameFits(a);
  await rules(a, ga, 'live-color');
  await a.context().close();
  await b.context().close();
});

test('Punto Banco Live: one real round moves the balance', async ({ page }) => {
  test.setTimeout(120_000);
  const game = await openGame(page, 131, 'Punto Banco Live');
  const start = await gameBalance(game);
  await bettingOpen(game, 4);
  await game.getByTestId('option-banker').click();
  await game.getByTestId('play').click();
  await expect.poll(() => gameBalance(game)).toBe(start - 100);
  await shot(page, 'punto-banco-betting');
  await expect(game.getByTestId('result')).toHaveText(/won|back|No win/, { timeout: 30_000 });
  const said = (await game.getByTestId('result').textContent())!;
  const after = await gameBalance(game);
  // Banker pays 0.95:1; a tie gives the stake back.
  if (/No win/.test(said)) expect(after).toBe(start - 100);
  else if (/back/.test(said)) expect(after).toBe(start);
  else expect(after).toBe(start + 95);
  await page.waitForTimeout(2_500);
  await shot(page, 'punto-banco-result');
  await frameFits(page);
  await rules(page, game, 'punto-banco');
});

for (const [gameId, name, title] of [
  [132, 'golden-reef', 'Golden Reef'],
  [133, 'dragon-deep', 'Dragon Deep'],
] as const) {
  test(`${name}: a shot moves the balance by its net`, async ({ page }) => {
    const game = await openGame(page, gameId, title);
    const start = await gameBalance(game);
    const firstNonce = Number(await game.locator('#next-nonce').textContent());
    // Should a tap be lost on the way into the sandboxed frame, tap again.
    await expect(async () => {
      if (!/Caught|Missed/.test((await game.getByTestId('result').textContent()) ?? '')) await game.getByTestId('shoot-0').click();
      await expect(game.getByTestId('result')).toHaveText(/Caught|Missed/, { timeout: 4_000 });
    }).toPass({ timeout: 30_000 });
    const said = (await game.getByTestId('result').textContent())!;
    const shots = Number(await game.locator('#last-nonce').textContent()) - firstNonce + 1;
    // ₱1 a shot at the 2× fish: caught is ₱2 back.
    if (shots === 1) await expect.poll(() => gameBalance(game)).toBe(/Caught/.test(said) ? start + 100 : start - 100);
    else expect(await gameBalance(game)).not.toBe(start);
    await page.waitForTimeout(300);
    // A screenshot comes after the taps: taps into the sandboxed frame right after one can be lost in headless Chromium.
    await shot(page, `${name}-shot`);
    // A tap on the sea aims the cannon; a tap on a fish shoots it.
    const box = (await game.getByTestId('sea').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 20);
    await frameFits(page);
    await rules(page, game, name);
  });
}
