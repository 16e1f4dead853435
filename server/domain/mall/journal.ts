// The player's diamonds: prop 60001 in player_props, every change journaled with the count held after it. Spending
// locks the player_props row, so racing exchanges of one player queue there and each sees what the last one left.
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { PROP } from '../../../contract/props.ts';
import { DIAMOND_CODE } from '../../../contract/calls/diamonds.ts';
import type { DB } from '../../db/schema.ts';
import { CodedRefusal } from '../errors.ts';

export type DiamondKind = 'earned' | 'coupon' | 'coin' | 'goods' | 'scratch';

export async function journal(
  trx: Transaction<DB>,
  row: { userId: number; change: number; balanceAfter: number; kind: DiamondKind; reference: string; now: number; coin?: number },
): Promise<number> {
  const inserted = await trx
    .insertInto('diamond_journal')
    .values({
      user_id: row.userId,
      change: row.change,
      balance_after: row.balanceAfter,
      kind: row.kind,
      reference: row.reference,
      coin: row.coin ?? 0,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Adds diamonds (an award or a coupon) and journals them; returns the count held afterwards. */
export async function addDiamonds(trx: Transaction<DB>, userId: number, count: number, kind: DiamondKind, reference: string, now: number): Promise<number> {
  const row = await trx
    .insertInto('player_props')
    .values({ user_id: userId, prop_id: PROP.diamond, count })
    .onConflict((oc) => oc.columns(['user_id', 'prop_id']).doUpdateSet({ count: sql`player_props.count + ${count}` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  await journal(trx, { userId, change: count, balanceAfter: row.count, kind, reference, now });
  return row.count;
}

/** The diamonds held, with the row locked until the transaction ends (call after lockMain: the wallet's lock order). */
export async function lockDiamonds(trx: Transaction<DB>, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('player_props')
    .select('count')
    .where('user_id', '=', userId)
    .where('prop_id', '=', PROP.diamond)
    .forUpdate()
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Takes `count` diamonds held under lockDiamonds; refuses (never below zero) when short. Returns the count left. */
export async function spendDiamonds(trx: Transaction<DB>, userId: number, held: number, count: number): Promise<number> {
  if (held < count) throw new CodedRefusal(DIAMOND_CODE.notEnough, `You need ${count} diamonds for this and have ${held}.`);
  const left = held - count;
  await trx.updateTable('player_props').set({ count: left }).where('user_id', '=', userId).where('prop_id', '=', PROP.diamond).execute();
  return left;
}
