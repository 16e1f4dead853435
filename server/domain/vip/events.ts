// The rewards engine's VIP handlers: a valid bet accrues rebate at the player's level before the bet, adds to the
// week's and month's wagering, and raises experience (and the level, possibly by several), in one statement; a deposit
// adds to the week's deposits and raises experience at half weight. Indexed statements, no throws for ordinary input.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Write } from '../../db/writes.ts';
import type { BetRows } from '../rewards/bets.ts';
import type { DepositEvent } from '../rewards/events.ts';
import { monthPeriod, weekPeriod } from './common.ts';
import { expForBet, expForDeposit } from './rules.ts';

/**
 * Adds experience and lifts the level to the highest one reached; a level is never lowered here. `gains` is a FROM
 * item `g (user_id, exp)`, one row per player.
 */
const experienceUpdate = (gains: RawBuilder<unknown>) =>
  sql`UPDATE users SET vip_exp = users.vip_exp + g.exp,
      vip = GREATEST(users.vip, COALESCE((SELECT max(level) FROM vip_levels WHERE experience <= users.vip_exp + g.exp), 0))
    FROM ${gains} WHERE users.id = g.user_id AND g.exp > 0`;

async function addExperience(trx: Transaction<DB>, userId: number, exp: number): Promise<void> {
  if (exp <= 0) return;
  await experienceUpdate(sql`(VALUES (${userId}::bigint, ${exp}::bigint)) AS g (user_id, exp)`).execute(trx);
}

async function addStats(trx: Transaction<DB>, userId: number, at: number, bet: number, deposit: number): Promise<void> {
  await trx
    .insertInto('vip_period_stats')
    .values([
      { user_id: userId, period: weekPeriod(at), bet, deposit },
      { user_id: userId, period: monthPeriod(at), bet, deposit },
    ])
    .onConflict((oc) =>
      oc.columns(['user_id', 'period']).doUpdateSet({
        bet: sql`vip_period_stats.bet + excluded.bet`,
        deposit: sql`vip_period_stats.deposit + excluded.deposit`,
      }),
    )
    .execute();
}

/**
 * Three writes, sent with the bets' other writes as one statement: every part of it reads the state from before it, so
 * the rebate accrues at the level held when the bet was placed even though the same statement may lift the level.
 */
export function vipBetWrites(bets: BetRows): Write[] {
  const writes: Write[] = [
    sql`INSERT INTO rebate_accruals (user_id, type_id, valid_bet, units)
        SELECT u.id, r.type_id, b.valid_bet, b.valid_bet * r.rate_bp
        FROM ${bets.from} JOIN users u ON u.id = b.user_id JOIN vip_rebate_rates r ON r.level = u.vip AND r.type_id = b.type_id
      ON CONFLICT (user_id, type_id) DO UPDATE SET
        valid_bet = rebate_accruals.valid_bet + excluded.valid_bet,
        units = rebate_accruals.units + excluded.units`,
    sql`INSERT INTO vip_period_stats (user_id, period, bet, deposit)
        SELECT b.user_id, p.period, b.valid_bet, 0
        FROM ${bets.from} CROSS JOIN LATERAL (VALUES (${bets.value('text', (e) => weekPeriod(e.at))}), (${bets.value('text', (e) => monthPeriod(e.at))})) AS p (period)
      ON CONFLICT (user_id, period) DO UPDATE SET bet = vip_period_stats.bet + excluded.bet, deposit = vip_period_stats.deposit + excluded.deposit`,
  ];
  if (bets.some((e) => expForBet(e.validBet) > 0))
    writes.push(experienceUpdate(sql`(SELECT b.user_id, ${bets.value('bigint', (e) => expForBet(e.validBet))} AS exp FROM ${bets.from}) AS g`));
  return writes;
}

export async function vipOnDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  if (event.amount <= 0) return;
  await addStats(trx, event.userId, event.at, 0, event.amount);
  await addExperience(trx, event.userId, expForDeposit(event.amount));
}
