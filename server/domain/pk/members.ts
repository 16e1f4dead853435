// Camp membership: a player joins one camp of the running period, once (the primary key (period, player) makes a
// second join, racing or not, a conflict), and only while its sign-up is open. The rewards engine's bet handler adds
// each real-money round's valid bet to the player's own row of every period they joined before the round, up to the
// period's end; camp totals are summed from those rows when read.
import { sql } from 'kysely';
import { PK_REFUSAL, type PkCamp } from '../../../contract/pk.ts';
import type { Database } from '../../db/database.ts';
import type { Write } from '../../db/writes.ts';
import { CodedRefusal, isUniqueViolation } from '../errors.ts';
import type { BetRows } from '../rewards/bets.ts';
import { ensureWeekPeriod, runningPeriod, type Db } from './periods.ts';

export async function joinCamp(db: Database, userId: number, camp: PkCamp, now: number): Promise<void> {
  await ensureWeekPeriod(db, now);
  const period = await runningPeriod(db, now);
  if (!period) throw new CodedRefusal(PK_REFUSAL.noPeriod, 'No red versus blue round is running now.');
  if (now >= period.signup_ends_at) throw new CodedRefusal(PK_REFUSAL.signUpClosed, 'Sign-up for this round has closed. Join the next one from Monday.');
  try {
    await db.insertInto('pk_members').values({ period_id: period.id, user_id: userId, camp, joined_at: now }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CodedRefusal(PK_REFUSAL.alreadyJoined, 'You have already joined a camp this round. The choice is final.');
    throw error;
  }
}

/** One write, sent with the bets' other writes. */
export function pkBetWrites(bets: BetRows): Write[] {
  return [
    sql`UPDATE pk_members SET valid_bet = pk_members.valid_bet + b.valid_bet
      FROM ${bets.from}
      WHERE pk_members.user_id = b.user_id AND pk_members.joined_at <= b.at AND pk_members.payout IS NULL
        AND pk_members.period_id IN (SELECT id FROM pk_periods WHERE ends_at > b.at AND settled_at IS NULL)`,
  ];
}

export interface CampTotals {
  red: { validBet: number; members: number };
  blue: { validBet: number; members: number };
}

export async function campTotals(db: Db, periodId: number): Promise<CampTotals> {
  const rows = await db
    .selectFrom('pk_members')
    .select(['camp', (eb) => eb.fn.sum<string | number>('valid_bet').as('bet'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('period_id', '=', periodId)
    .groupBy('camp')
    .execute();
  const of = (camp: PkCamp) => {
    const row = rows.find((r) => r.camp === camp);
    return { validBet: Number(row?.bet ?? 0), members: Number(row?.n ?? 0) };
  };
  return { red: of('red'), blue: of('blue') };
}
