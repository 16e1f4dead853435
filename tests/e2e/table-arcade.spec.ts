// Table and arcade games end to end: each is opened from the lobby, plays one real round in the sandboxed frame, and
// the balance moves by the round (a push or a stake back is said as "back"); each game page fits a 360 px phone.
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, dismissKycPrompt, noHorizontalScroll, photo, resizeTo, screenshot, tapInGame } from './support.ts';

const SHOTS = process.env.SHOTS_DIR ?? '';
const frame = (page: Page) => page.frameLocator('iframe.game-frame');
const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function gameBalance(game: FrameLocator): Promise<number> {
  await expect(game.locator('body[data-ready=true]')).toBeAttached();
  return pesos((await game.getByTestId('game-balance').textContent()) ?? '');
}

/**
 * Screenshots of each game, only when GAME_SHOTS is set: in headless Chromium a page screenshot taken while a game
 * frame is open can leave that sandboxed (out-of-process) frame deaf to later taps, so the CI run plays without them.
 */
async function shot(page: Page, name: string) {
  if (!process.env.GAME_SHOTS) return;
  await screenshot(page, name);
  if (SHOTS) await photo(page, `${SHOTS}/${name}.png`);
}

/** Each game: how to place a bet and play one round. */
const GAMES: [name: string, play: (game: FrameLocator) => Promise<void>, said?: RegExp][] = [
  [
    'Color Game',
    async (g) => {
      await g.getByTestId('color-red').click();
      await tapInGame(g, 'play');
    },
    /won|back|No colour/,
  ],
  [
    'Mines',
    async (g) => {
      await tapInGame(g, 'play');
      await tapInGame(g, 'tile-12');
      await expect(g.getByTestId('result')).toHaveText(/safe|Boom/);
      if (await g.getByTestId('cashout').isVisible()) await tapInGame(g, 'cashout');
    },
    /Cashed out|Boom/,
  ],
  [
    'Baccarat Punto Banco',
    async (g) => {
      await g.getByTestId('bet-banker').click();
      await tapInGame(g, 'play');
    },
  ],
  [
    'Dragon vs Tiger',
    async (g) => {
      await g.getByTestId('bet-dragon').click();
      await tapInGame(g, 'play');
    },
  ],
  [
    'Sic Bo Dice',
    async (g) => {
      await g.getByTestId('bet-big').click();
      await tapInGame(g, 'play');
    },
  ],
  ['Plinko Drop', (g) => tapInGame(g, 'play')],
  ['Rocket Crash', (g) => tapInGame(g, 'play')],
  ['Dice Roll', (g) => tapInGame(g, 'play')],
  [
    'Keno 40',
    async (g) => {
      for (const n of [4, 9, 17, 23, 38]) await g.getByTestId(`num-${n}`).click();
      await tapInGame(g, 'play');
    },
  ],
  [
    'Blackjack 21',
    async (g) => {
      await tapInGame(g, 'play');
      // Stand until the hand is over (a blackjack settles at once).
      const stand = g.getByTestId('stand');
      const result = g.getByTestId('result');
      for (let i = 0; i < 4; i += 1) {
        await expect(async () => {
          expect((await stand.isVisible()) || /won|back|No win/.test((await result.textContent()) ?? '')).toBe(true);
        }).toPass({ timeout: 10_000 });
        if (!(await stand.isVisible())) break;
        await stand.click();
        await expect(stand).toBeEnabled();
      }
    },
  ],
];

test('each table and arcade game opens from the lobby and plays a real round that moves the balance', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/auth/login');
  await acceptAgeNotice(page);
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await dismissKycPrompt(page);
  await expect(page).not.toHaveURL(/\/auth\/login/);

  for (const [index, [name, play, says]] of GAMES.entries()) {
    // Every other game tells its round with the motion, the rest with reduced motion (the phone's default here,
    // playwright.config.ts), where the result shows at once: both ways of telling a round are played.
    await page.emulateMedia({ reducedMotion: index % 2 ? 'no-preference' : 'reduce' });
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/game\/start\?gameId=\d+/);
    const game = frame(page);
    const before = await gameBalance(game);
    await play(game);
    await expect(game.getByTestId('result')).toHaveText(says ?? /won|back|No win/, { timeout: 20_000 });
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 20_000 });
    const after = await gameBalance(game);
    const said = (await game.getByTestId('result').textContent()) ?? '';
    if (!/back/.test(said)) expect(after, `${name}: ${said}`).not.toBe(before);
    if (/No win|No colour|Boom/.test(said)) expect(after).toBeLessThan(before);
    if (/won/.test(said)) expect(after).toBeGreaterThan(before);
    await shot(page, `game-${name.toLowerCase().replace(/\s+/g, '-')}`);
    // The rules sheet opens from the bar and shows the game's RTP.
    await game.getByRole('button', { name: 'Rules' }).click();
    await expect(game.getByRole('dialog', { name: 'Rules' })).toContainText('RTP');
    await shot(page, `game-${name.toLowerCase().replace(/\s+/g, '-')}-rules`);
    await game.getByRole('dialog', { name: 'Rules' }).getByRole('button', { name: 'Close' }).click();
    await resizeTo(page, 360, 800);
    await noHorizontalScroll(page);
    expect(await game.locator('html').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await resizeTo(page, 390, 844);
    await page.getByRole('button', { name: 'Leave the game' }).click();
    await expect(page.locator('iframe.game-frame')).toHaveCount(0);
  }
});
