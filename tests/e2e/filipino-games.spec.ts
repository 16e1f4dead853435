// The built-in games speak the player's language: a player who chose Filipino opens every game with a page (in try-it
// mode) and finds it marked fil with no English left, its rules sheet too; a Dice Roll round is said in Filipino and a
// refused verify answers in Filipino.
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { BUILTIN_GAMES } from '../../server/games/registry.ts';
import { SHARED_FIL } from '../../server/games/shared/fil.ts';
import { fil } from '../../src/lib/i18n/fil.ts';
import { acceptAgeNotice, dismissKycPrompt, registerThroughModal, screenshot, uniqueAccount, tapInGame } from './support.ts';
import { englishLeft } from './screen-checks.ts';

const PAGES = BUILTIN_GAMES.filter((g) => g.dir && g.fil);

/** English texts a page in Filipino must no longer show (placeholders aside; a text both languages share is fine). */
function englishOnly(texts: Readonly<Record<string, string>>): string[] {
  return Object.entries(texts)
    .filter(([english, filipino]) => english !== filipino && !english.includes('{'))
    .map(([english]) => english);
}

async function gameFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe.game-frame').elementHandle();
  const frame = await handle!.contentFrame();
  await expect(page.frameLocator('iframe.game-frame').locator('body[data-ready=true]')).toBeAttached({ timeout: 30_000 });
  return frame!;
}

test('in Filipino every built-in game page, its rules and its answers are in Filipino', async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  await dismissKycPrompt(page);
  await page.goto('/');
  await acceptAgeNotice(page);
  await registerThroughModal(page, uniqueAccount('flg'));
  await context.addCookies([{ name: 'locale', value: 'fil', url: baseURL! }]);
  // Any modal the app opens on its own is closed with Escape, whatever its words.
  await page.addLocatorHandler(page.locator('[role=dialog]').first(), async () => page.keyboard.press('Escape'), { noWaitAfter: true });

  const catalogue = (await (await page.request.post('/app/v1/gameList', { data: {} })).json()) as { data: { games: { id: number; slug: string }[] } };
  const ids = new Map(catalogue.data.games.map((g) => [g.slug, g.id]));
  const left: Record<string, string[]> = {};
  for (const game of PAGES) {
    const id = ids.get(game.slug);
    expect(id, `${game.slug} is in the catalogue`).toBeDefined();
    await page.goto(`/game/start?gameId=${id}&tryIt=1`);
    const frame = await gameFrame(page);
    await expect(page.frameLocator('iframe.game-frame').locator('html')).toHaveAttribute('lang', 'fil');
    const english = englishOnly({ ...SHARED_FIL.texts, ...game.fil!.texts });
    const found = await englishLeft(frame, english);
    await frame.getByRole('button', { name: SHARED_FIL.texts.Rules, exact: true }).click();
    await expect(frame.getByRole('dialog', { name: SHARED_FIL.texts.Rules })).toBeVisible();
    found.push(...(await englishLeft(frame, english)));
    await frame.getByRole('dialog').getByRole('button', { name: SHARED_FIL.texts.Close }).click();
    // Last on the page: a screenshot can leave the sandboxed frame deaf to later taps (see screenshot()).
    await screenshot(page, `filipino-game-${game.slug}`);
    if (found.length) left[game.slug] = [...new Set(found)];
  }
  expect(left).toEqual({});

  // A round of Dice Roll said in Filipino, and the verify form's refusal too.
  await page.goto(`/game/start?gameId=${ids.get('dice-roll')}&tryIt=1`);
  const dice = await gameFrame(page);
  await tapInGame(dice, 'play');
  await expect(dice.getByTestId('result')).toHaveText(/^Lumabas ang \d+\.\d\d · (Nanalo ka ng|Walang panalo)/, { timeout: 30_000 });
  await dice.locator('details.fair summary').click();
  await dice.locator('#v-server').fill('not-a-seed');
  await dice.locator('#v-client').fill('');
  await dice.getByRole('button', { name: SHARED_FIL.texts.Verify, exact: true }).click();
  await expect(dice.locator('#v-result')).not.toHaveText('');
  expect(await englishLeft(dice, [])).toEqual([]);
  await screenshot(page, 'filipino-game');
  await page.getByRole('button', { name: fil['games.exit'] }).click();
  await expect(page.locator('iframe.game-frame')).toHaveCount(0);
});
