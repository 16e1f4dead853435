// `npm run bench -- rtp`: every game in the registry simulated (its own `simulate`, seeded) in blocks of 1,000,000
// rounds until one standard error is at most 0.03 points (or 30 million rounds / 30 s), beside the RTP the game
// declares and the one the catalogue shows players (rtp_bp, from a fresh migrated database). A fixed million rounds
// left the high-volatility slots and fishing at ±0.3 points, too loose to tell a wrong paytable from luck.
// It reads only the registry, so a game added later is benched with no change here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { BUILTIN_GAMES } from '../../server/games/registry.ts';
import { seededRng } from '../../server/games/rng.ts';

const BLOCK = Number(process.env.RTP_ROUNDS || 1_000_000);
const TARGET_SE = 0.0003;
const MAX_ROUNDS = 30 * BLOCK;
const MAX_MS = 30_000;

async function shownRtps(): Promise<Map<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'pisowin-rtp-'));
  const db = openPglite(dir);
  try {
    await migrate(db);
    const rows = await db.selectFrom('games').select(['slug', 'rtp_bp']).where('provider', '=', 'builtin').execute();
    return new Map(rows.map((r) => [r.slug, Number(r.rtp_bp) / 10_000]));
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export async function rtpBench(): Promise<void> {
  const shown = await shownRtps();
  console.log('RTP by simulation (± is one standard error; "off" marks a declared RTP more than 3 standard errors away)');
  console.log(['game'.padEnd(20), 'simulated'.padStart(16), 'declared'.padStart(10), 'shown'.padStart(9), 'rounds'.padStart(7), '  time'].join(' '));
  for (const game of BUILTIN_GAMES) {
    const shownRtp = shown.get(game.slug);
    const shownText = shownRtp === undefined ? 'not listed' : pct(shownRtp);
    if (!game.simulate) {
      console.log([game.slug.padEnd(20), 'no simulate'.padStart(16), pct(game.rtp).padStart(10), shownText.padStart(9)].join(' '));
      continue;
    }
    const rng = seededRng(20261124);
    const started = performance.now();
    let staked = 0;
    let returned = 0;
    let sum = 0;
    let squares = 0;
    let rounds = 0;
    let se = Infinity;
    while (rounds < MAX_ROUNDS && se > TARGET_SE && performance.now() - started < MAX_MS) {
      for (let i = 0; i < BLOCK; i += 1) {
        const { bet, win } = game.simulate(rng);
        staked += bet;
        returned += win;
        const r = win / bet;
        sum += r;
        squares += r * r;
      }
      rounds += BLOCK;
      const mean = sum / rounds;
      se = Math.sqrt((squares / rounds - mean * mean) / rounds);
    }
    const rtp = returned / staked;
    const simulated = `${pct(rtp)} ±${(se * 100).toFixed(2)}`;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const flags = [
      Math.abs(rtp - game.rtp) > 3 * se ? '  off' : '',
      shownRtp !== undefined && Math.abs(shownRtp - game.rtp) >= 0.0001 ? '  (catalogue differs from declared)' : '',
    ].join('');
    const millions = `${rounds / 1_000_000}M`;
    console.log(
      [
        game.slug.padEnd(20),
        simulated.padStart(16),
        pct(game.rtp).padStart(10),
        shownText.padStart(9),
        millions.padStart(7),
        `${seconds.padStart(5)}s${flags}`,
      ].join(' '),
    );
  }
}
