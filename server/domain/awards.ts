// Grants awards ({id, count} props of SPEC section 3) to a player: coin goes through the ledger from the house
// rewards account, as free bonus money with a turnover lock; coupon props (percent, fixed, give) become player_coupons
// instances with their terms and expiry; every other prop is counted in player_props. Each grant is logged in
// award_log once per (source, reference, prop), so a repeated grant of the same thing changes nothing.
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { PROP, type Award } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { houseAccount, PLAYER_MAIN, transfer } from './ledger.ts';
import { readRewardsConfig } from './rewards/config.ts';
import { couponKindOf, grantCoupons } from './rewards/coupons.ts';
import { addDiamonds } from './mall/journal.ts';
import { lockMain } from './wallet/accounts.ts';
import { addTurnover } from './wallet/turnover.ts';

export const HOUSE_REWARDS = 'house_rewards';
export const REWARD_REASON = 'reward';

export interface GrantContext {
  /** What the award is for, e.g. 'mail'. */
  source: string;
  /** The source's record, e.g. the mail id. */
  reference: string;
  now: number;
  /**
   * Wagering of the coin granted before it is withdrawable, x the coin (0: none). Defaults to the config's
   * freeBonusTurnoverMultiple: coin from rewards is free bonus money.
   */
  turnoverMultiple?: number;
}

/** Grants inside the caller's transaction; returns the player's main balance afterwards. */
export async function grantAwards(trx: Transaction<DB>, userId: number, awards: readonly Award[], context: GrantContext): Promise<number> {
  // Player row first, then house (the wallet's lock order).
  const main = await lockMain(trx, userId);
  let balance = main.balance;
  for (const { id, count } of awards) {
    if (count <= 0) continue;
    const logged = await trx
      .insertInto('award_log')
      .values({ user_id: userId, prop_id: id, count, source: context.source, reference: context.reference, created_at: context.now })
      .onConflict((oc) => oc.columns(['source', 'reference', 'prop_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!logged) continue;
    if (id === PROP.coin) {
      const result = await transfer(trx, {
        fromAccountId: await houseAccount(trx, HOUSE_REWARDS, context.now),
        toAccountId: main.id,
        amount: count,
        reason: REWARD_REASON,
        reference: `${context.source}:${context.reference}`,
        idempotencyKey: `award:${context.source}:${context.reference}:${id}`,
        at: context.now,
      });
      balance = result.toBalanceAfter!;
      const multiple = context.turnoverMultiple ?? (await readRewardsConfig(trx)).freeBonusTurnoverMultiple;
      const turnover = Math.floor(count * Math.max(0, multiple));
      if (turnover > 0) await addTurnover(trx, userId, turnover, `Free bonus (${context.source})`, `${context.source}:${context.reference}`, context.now);
    } else if (couponKindOf(id) !== null) {
      await grantCoupons(trx, userId, id, count, context);
    } else if (id === PROP.diamond) {
      // Diamonds are journaled, so the player's diamond log shows where each came from.
      await addDiamonds(trx, userId, count, 'earned', `${context.source}:${context.reference}`, context.now);
    } else {
      await trx
        .insertInto('player_props')
        .values({ user_id: userId, prop_id: id, count })
        .onConflict((oc) => oc.columns(['user_id', 'prop_id']).doUpdateSet({ count: sql`player_props.count + ${count}` }))
        .execute();
    }
  }
  return balance;
}

/** Whether the player ever received free bonus coin (a reward credit); SPEC section 5 gates its winnings on a top-up. */
export async function hasFreeBonus(db: Database | Transaction<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select('e.id')
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', PLAYER_MAIN)
    .where('e.reason', '=', REWARD_REASON)
    .where('e.amount', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
