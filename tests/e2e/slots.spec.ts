// The slots end to end: each slot opens from the lobby, spins, moves the balance by exactly the round's net, shows
// its result line; the verify form is filled in from the last round and answers in words; the mute choice survives
// leaving and reopening a game (the sandboxed page cannot store it; the app does).
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { acceptAgeNotice, admin, dismissKycPrompt, noHorizontalScroll, photo, registerThroughModal, uniqueAccount, tapInGame } from './support.ts';

// The reels' spin and stop are part of what is tested here: the motion stays on (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const SHOTS = '/tmp/shots-slots';
const frame = (page: Page) => page.frameLocator('iframe.game-frame');
const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** Screenshots only when GAME_SHOTS is set: see table-arcade.spec.ts (a screenshot can leave the game frame deaf). */
async function shot(page: Page, name: string) {
  if (!process.env.GAME_SHOTS) return;
  await photo(page, `${SHOTS}/${name}.png`);
}

async function fundedPlayer(page: Page) {
  await page.goto('/');
  await acceptAgeNotice(page);
  await dismissKycPrompt(page);
  const account = uniqueAccount('sl');
  await registerThroughModal(page, account);
  admin('mail', 'send', account, 'Slots money', '<p>For the slots.</p>', '--award', '2001:50000');
  await page.goto('/email');
  await page.locator('.mail-row', { hasText: 'Slots money' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Claim' }).click();
  const modal = page.getByRole('dialog', { name: 'You received' });
  await expect(modal).toBeVisible();
  await modal.click();
  await expect(modal).toBeHidden();
}

async function ready(game: FrameLocator) {
  await expect(game.locator('body[data-ready=true]')).toBeAttached();
}
const balanceOf = async (game: FrameLocator) => pesos((await game.getByTestId('game-balance').textContent()) ?? '');

async function leave(page: Page) {
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);
}

const SLOTS = [
  { id: 1, name: 'Lucky Sampaguita', slug: 'lucky-sampaguita' },
  { id: 101, name: 'Carabao Gold', slug: 'carabao-gold' },
  { id: 102, name: 'Fiesta Fruits', slug: 'fiesta-fruits' },
];

test('each slot spins from the lobby, the balance moves by the net, the result is said, verify answers in words', async ({ page }) => {
  test.setTimeout(240_000);
  await fundedPlayer(page);
  for (const slot of SLOTS) {
    await page.goto('/');
    await page.getByRole('link', { name: 'Search games' }).click();
    await page.getByRole('searchbox', { name: 'Search games' }).fill(slot.name);
    await page.getByRole('link', { name: slot.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/game/start\\?gameId=${slot.id}`));
    const game = frame(page);
    await ready(game);
    await expect(game.locator('.cell svg').first()).toBeVisible();
    await shot(page, `${slot.slug}-open`);
    const before = await balanceOf(game);
    await tapInGame(game, 'play');
    await expect(game.getByTestId('play')).toBeEnabled({ timeout: 60_000 });
    const said = (await game.getByTestId('result').textContent()) ?? '';
    expect(said).toMatch(/You won ₱|₱[\d.,]+ back|No win this round/);
    const win = /No win/.test(said) ? 0 : pesos(said);
    expect(await balanceOf(game)).toBe(before - 100 + win);
    await shot(page, `${slot.slug}-spun`);
    if (win > 0) await expect(game.getByTestId('win-detail')).not.toBeEmpty();
    await noHorizontalScroll(page);

    // Rules sheet.
    const rules = game.getByRole('dialog', { name: 'Rules' });
    await expect(async () => {
      if (!(await rules.isVisible())) await game.getByRole('button', { name: 'Rules' }).click();
      await expect(rules).toContainText('Return to player', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await shot(page, `${slot.slug}-rules`);
    await game.getByRole('dialog', { name: 'Rules' }).getByRole('button', { name: 'Close' }).click();

    // The verify form follows the last round; the reveal fills in the server seed; the answer is in words.
    const fair = game.locator('details.fair');
    await expect(async () => {
      if (!(await fair.getAttribute('open'))) await game.getByText('Provably fair').click();
      await expect(game.locator('#client-seed')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(game.locator('#v-client')).not.toHaveValue('');
    await game.getByRole('button', { name: 'Verify' }).click();
    await expect(game.locator('#v-result')).toContainText('secret while you play');
    await game.getByRole('button', { name: /Set client seed/ }).click();
    await expect(game.locator('#v-server')).toHaveValue(/^[0-9a-f]{64}$/);
    await game.getByRole('button', { name: 'Verify' }).click();
    await expect(game.locator('#v-result')).toContainText('The reels showed');
    await game.locator('#v-client').fill('');
    await game.getByRole('button', { name: 'Verify' }).click();
    await expect(game.locator('#v-result')).toHaveText('Enter the client seed');
    await game.locator('#v-result').scrollIntoViewIfNeeded();
    await shot(page, `${slot.slug}-verify`);
    await leave(page);
  }
});

test('the mute choice is remembered when the game is opened again', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/game/start?gameId=102&tryIt=1');
  let game = frame(page);
  await ready(game);
  await expect(game.getByTestId('game-balance')).toHaveText(/demo coins/);
  const mute = game.getByTestId('mute');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pw.gameSoundMuted'))).toBe('1');
  await shot(page, 'try-it-muted');
  await leave(page);

  await page.goto('/game/start?gameId=101&tryIt=1');
  game = frame(page);
  await ready(game);
  await expect(game.getByTestId('mute')).toHaveAttribute('aria-pressed', 'true');
  await game.getByTestId('mute').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pw.gameSoundMuted'))).toBe('0');
  await leave(page);
  await page.goto('/game/start?gameId=101&tryIt=1');
  await ready(frame(page));
  await expect(frame(page).getByTestId('mute')).toHaveAttribute('aria-pressed', 'false');
});
