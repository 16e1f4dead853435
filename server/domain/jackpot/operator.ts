// The operator's jackpot settings (npm run admin -- jackpot ...): show everything, change how chances are earned, a
// tier's seed, pay share and per-draw funding, a grid cell's prize and weight, and give a player chances.
import { formatMoney } from '../../../contract/money.ts';
import { JACKPOT_TIER_PROPS } from '../../../contract/calls/jackpot.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../errors.ts';
import { findUserIdByAccount } from '../users.ts';
import { readJackpotConfig, readPrizes, readTiers } from './config.ts';
import { poolAmounts } from './pools.ts';

export const TIER_WORDS = { mega: 50001, major: 50002, minor: 50003, mini: 50004 } as const;
export const CONFIG_WORDS = { 'deposit-per-chance': 'deposit_per_chance', 'bet-per-chance': 'bet_per_chance', spread: 'display_spread_bp' } as const;
export const TIER_FIELDS = { seed: 'seed', share: 'share_bp', fund: 'fund_per_draw' } as const;

export async function describeJackpot(db: Database): Promise<string> {
  const config = await readJackpotConfig(db);
  const tiers = await readTiers(db);
  const pools = await poolAmounts(db, tiers);
  const prizes = await readPrizes(db);
  const totalWeight = prizes.reduce((s, p) => s + p.weight, 0);
  const names = Object.entries(TIER_WORDS);
  return [
    `chances: 1 per ${formatMoney(config.depositPerChance, { grouping: false })} deposit, 1 per ${formatMoney(config.betPerChance, { grouping: false })} valid bet (0 = off); display spread ${config.displaySpreadBp} bp`,
    ...tiers.map((t) => {
      const name = names.find(([, id]) => id === t.propId)?.[0] ?? String(t.propId);
      return `${name}: pool ${formatMoney(pools.get(t.propId) ?? 0, { grouping: false })}, seed ${formatMoney(t.seed, { grouping: false })}, pays ${t.shareBp} bp, +${formatMoney(t.fundPerDraw, { grouping: false })} per draw`;
    }),
    ...prizes.map(
      (p) => `cell ${p.cell}: prop ${p.propId} x${p.count}, weight ${p.weight} (${totalWeight > 0 ? ((p.weight / totalWeight) * 100).toFixed(4) : '0'}%)`,
    ),
  ].join('\n');
}

export async function setJackpotConfig(db: Database, field: (typeof CONFIG_WORDS)[keyof typeof CONFIG_WORDS], value: number): Promise<void> {
  await db
    .updateTable('jackpot_config')
    .set({ [field]: value })
    .where('id', '=', 1)
    .execute();
}

export async function setJackpotTier(db: Database, propId: number, field: (typeof TIER_FIELDS)[keyof typeof TIER_FIELDS], value: number): Promise<void> {
  if (!JACKPOT_TIER_PROPS.some((p) => p === propId)) throw notFound(`No jackpot tier ${propId}`);
  await db
    .updateTable('jackpot_tiers')
    .set({ [field]: value })
    .where('prop_id', '=', propId)
    .execute();
}

export async function setJackpotPrize(db: Database, cell: number, propId: number, count: number, weight: number): Promise<void> {
  await db
    .insertInto('jackpot_prizes')
    .values({ cell, prop_id: propId, count, weight })
    .onConflict((oc) => oc.column('cell').doUpdateSet({ prop_id: propId, count, weight }))
    .execute();
}

/** All ten cells' weights at once (cell 1 first), in one transaction so no draw sees half a change. */
export async function setJackpotWeights(db: Database, weights: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, weight] of weights.entries())
      await trx
        .updateTable('jackpot_prizes')
        .set({ weight })
        .where('cell', '=', i + 1)
        .execute();
  });
}

export async function giveChances(db: Database, account: string, count: number): Promise<number> {
  const userId = await findUserIdByAccount(db, account);
  if (userId === undefined || userId === null) throw notFound(`No player ${account}`);
  const row = await db
    .insertInto('jackpot_chances')
    .values({ user_id: userId, chances: count })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ chances: eb('jackpot_chances.chances', '+', count) })))
    .returning('chances')
    .executeTakeFirstOrThrow();
  return row.chances;
}
