// The honest catalogue and try-it, end to end: the lobby lists only games that open (no outside provider is
// configured in a fresh database, and sabong never appears), and "Try for free" on a tile takes a visitor through
// login into the game in demo mode, with demo coins shown apart from pesos.
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, noHorizontalScroll, photo, registerThroughModal, screenshot, uniqueAccount } from './support.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-providers';

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  await photo(page, `${SHOTS}/${name}.png`);
}

test('the lobby lists only games that open: built-in ones, no outside provider, no sabong, no "not available"', async ({ page }) => {
  const catalogue = await (await page.request.post('/app/v1/gameList', { data: {} })).json();
  const games = catalogue.data.games as { name: string; provider: string; rtp: number | null }[];
  expect(games.length).toBeGreaterThanOrEqual(3);
  expect(games.filter((g) => g.provider !== 'builtin')).toEqual([]);
  await page.goto('/');
  await acceptAgeNotice(page);
  const lobby = page.locator('section.lobby');
  await expect(lobby.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await lobby.getByRole('tab', { name: 'All' }).scrollIntoViewIfNeeded();
  // Every tile of the grid is a game of the catalogue, each with its own Try for free.
  const grid = lobby.locator('.game-grid').last();
  await expect(grid.locator('.game-tile')).toHaveCount(games.length);
  await expect(grid.getByRole('link', { name: 'Try for free' })).toHaveCount(games.length);
  // Nothing played yet, so no empty "Recently played" row.
  await expect(page.getByRole('region', { name: 'Recently played' })).toHaveCount(0);
  await expect(page.getByText(/sabong|cockfight/i)).toHaveCount(0);
  await expect(page.getByText(/not available/i)).toHaveCount(0);
  for (const name of ['Golden Carabao', 'Live Roulette', 'Ocean King']) await expect(page.getByText(name)).toHaveCount(0);
  await lobby.getByRole('heading', { name: 'Games', exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'providers-lobby');
  await noHorizontalScroll(page);
});

test('Try for free on a tile takes a visitor through login into the game in demo mode, shown as demo coins', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  const tile = page
    .locator('section.lobby .game-grid')
    .last()
    .locator('.game-tile', { has: page.getByRole('link', { name: 'Mines', exact: true }) });
  await tile.scrollIntoViewIfNeeded();
  await shot(page, 'providers-tile-try');
  await tile.getByRole('link', { name: 'Try for free' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?.*gameId=3.*tryIt=1/);
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=3&tryIt=1/);
  // The member area may offer KYC right after login; it is not needed to play.
  await page
    .getByRole('dialog', { name: 'Verify your identity' })
    .getByRole('button', { name: 'Later' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const badge = page.getByRole('status', { name: 'Free play: no real money moves' });
  await expect(badge).toContainText('Demo');
  await expect(badge).toContainText('2,000 demo coins');
  await expect(badge).not.toContainText('₱');
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.locator('body[data-ready=true]')).toBeAttached();
  await expect(game.getByText('Try it')).toBeVisible();
  // The offline-ready toast of a first visit sits where the badge is; the screenshot waits for it to go.
  await expect(page.getByText(/ready to open without a connection/)).toBeHidden({ timeout: 15_000 });
  await shot(page, 'providers-try-demo');
});

test('a player with an empty wallet is offered Try for free where real play is refused', async ({ page }) => {
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('try'));
  // A new player is offered KYC once; it would cover the buttons below.
  const prompt = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await page.goto('/game/start?gameId=3');
  await expect(page.getByText('The game cannot start')).toBeVisible();
  await expect(page.getByText(/balance is empty/)).toBeVisible();
  await shot(page, 'providers-empty-wallet');
  await page.getByRole('button', { name: 'Try for free' }).click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=3&tryIt=1/);
  await expect(page.getByRole('status', { name: 'Free play: no real money moves' })).toContainText('demo coins');
  await expect(page.frameLocator('iframe.game-frame').getByText('Try it')).toBeVisible();
});
