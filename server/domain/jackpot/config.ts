// The jackpot's stored settings (jackpot_config, jackpot_tiers, jackpot_prizes) and the ledger account of each tier's
// pool. Read without locks: a draw that races an operator's change sees one version or the other, both valid.
import type { Kysely, Transaction } from 'kysely';
import { JACKPOT_TIER_PROPS, type JackpotPrize } from '../../../contract/calls/jackpot.ts';
import type { DB } from '../../db/schema.ts';

export type Db = Kysely<DB> | Transaction<DB>;

/** The activity whose enabled flag opens and closes the draw (seeded as 'Jackpot draw'). */
export const JACKPOT_ACTIVITY_ID = 105;
/** The house account every pool is funded from and gives its excess back to. */
export const HOUSE_JACKPOT_FUNDING = 'house_jackpot_funding';
const TIER_NAMES: Record<number, string> = { 50001: 'mega', 50002: 'major', 50003: 'minor', 50004: 'mini' };
export const poolAccountKind = (propId: number): string => `house_jackpot_${TIER_NAMES[propId] ?? 'unknown'}`;

export interface JackpotConfig {
  depositPerChance: number;
  betPerChance: number;
  displaySpreadBp: number;
}

export interface JackpotTier {
  propId: number;
  seed: number;
  shareBp: number;
  fundPerDraw: number;
}

export async function readJackpotConfig(db: Db): Promise<JackpotConfig> {
  const row = await db.selectFrom('jackpot_config').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { depositPerChance: row.deposit_per_chance, betPerChance: row.bet_per_chance, displaySpreadBp: row.display_spread_bp };
}

/** The four tiers, Mega first. */
export async function readTiers(db: Db): Promise<JackpotTier[]> {
  const rows = await db.selectFrom('jackpot_tiers').selectAll().execute();
  return JACKPOT_TIER_PROPS.map((propId) => {
    const row = rows.find((r) => r.prop_id === propId);
    if (!row) throw new Error(`jackpot tier ${propId} is missing`);
    return { propId, seed: row.seed, shareBp: row.share_bp, fundPerDraw: row.fund_per_draw };
  });
}

export async function readPrizes(db: Db): Promise<JackpotPrize[]> {
  const rows = await db.selectFrom('jackpot_prizes').selectAll().orderBy('cell').execute();
  return rows.map((r) => ({ cell: r.cell, propId: r.prop_id, count: r.count, weight: r.weight }));
}

export async function jackpotOpen(db: Db): Promise<boolean> {
  const row = await db.selectFrom('activities').select('enabled').where('id', '=', JACKPOT_ACTIVITY_ID).executeTakeFirst();
  return row?.enabled === true;
}
