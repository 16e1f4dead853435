// Plinko in the registry: one ball, the rows and risk chosen by the player are kept on the round to verify it.
import { z } from 'zod';
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { dropPath, PLINKO_RTP, PLINKO_TABLES, playPlinko, RISKS, type PlinkoRisk, type PlinkoRows } from './rules.ts';
import { plinkoFil } from './fil.ts';

const RISK_FIL: Record<PlinkoRisk, string> = { low: 'mababang risk', medium: 'katamtamang risk', high: 'mataas na risk' };

export const plinkoDrop: BuiltinGame = {
  slug: 'plinko-drop',
  dir: 'plinko',
  rtp: PLINKO_RTP,
  instant: instant({
    body: playBodies['plinko-drop'],
    stake: ({ bet }) => bet,
    play: (rng, { bet, rows, risk }) => playPlinko(rng, bet, rows, risk),
    params: ({ rows, risk }) => ({ rows, risk }),
  }),
  verifyParams: z.object({
    rows: z.union([z.literal(8), z.literal(12), z.literal(16)], { error: 'Say how many rows the round had (8, 12 or 16)' }),
    risk: z.enum(RISKS, { error: 'Say the round’s risk (low, medium or high)' }).default('medium'),
  }),
  verify: (rng, params) => {
    const rows = Number(params.rows) as PlinkoRows;
    const risk = String(params.risk) as PlinkoRisk;
    const path = dropPath(rng, rows);
    const slot = path.reduce((a, b) => a + b, 0);
    const multiplier = PLINKO_TABLES[rows][risk][slot]!;
    const bounces = path.map((b) => (b ? 'R' : 'L')).join('');
    return {
      outcome: { path, slot, multiplier },
      words: `The ball bounced ${bounces} and landed in slot ${slot + 1} of ${rows + 1}, counted from the left (${multiplier}x on ${rows} rows, ${risk} risk).`,
      wordsFil: `Tumalbog ang bola nang ${bounces} (L = kaliwa, R = kanan) at lumapag sa slot ${slot + 1} ng ${rows + 1}, bilang mula sa kaliwa (${multiplier}x sa ${rows} hilera, ${RISK_FIL[risk]}).`,
    };
  },
  simulate: (rng) => ({ bet: 100, win: playPlinko(rng, 100, 12, 'medium').win }),
  fil: plinkoFil,
};
