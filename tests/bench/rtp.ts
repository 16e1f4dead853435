// `npm run bench -- rtp`: every game in the registry simulated over 1,000,000 rounds (its own `simulate`, seeded),
// beside the RTP the game declares and the RTP the catalogue shows players (rtp_bp, from a fresh migrated database).
// It reads only the registry, so a game added later is benched with no change here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { BUILTIN_GAMES } from '../../server/games/registry.ts';
import { seededRng } from '../../server/games/rng.ts';

const ROUNDS = Number(process.env.RTP_ROUNDS || 1_000_000);

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
  console.log(`RTP over ${ROUNDS.toLocaleString('en')} simulated rounds per game (± is one standard error)`);
  console.log(['game'.padEnd(20), 'simulated'.padStart(16), 'declared'.padStart(10), 'shown'.padStart(9), '  time'].join(' '));
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
    for (let i = 0; i < ROUNDS; i += 1) {
      const { bet, win } = game.simulate(rng);
      staked += bet;
      returned += win;
      const r = win / bet;
      sum += r;
      squares += r * r;
    }
    const mean = sum / ROUNDS;
    const se = Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS);
    const simulated = `${pct(returned / staked)} ±${(se * 100).toFixed(2)}`;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const flag = shownRtp !== undefined && Math.abs(shownRtp - game.rtp) >= 0.0001 ? '  (catalogue differs from declared)' : '';
    console.log([game.slug.padEnd(20), simulated.padStart(16), pct(game.rtp).padStart(10), shownText.padStart(9), `${seconds.padStart(5)}s${flag}`].join(' '));
  }
}
