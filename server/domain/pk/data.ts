// pkData: the running period with both camps' totals (summed from members' rows) and the caller's own row with the
// share they would get if it ended now, and the last settled period with the caller's payout.
import { pkCampWins, pkPayout, pkSharingBet, pkWinner } from '../../../contract/pk.ts';
import type { PkData } from '../../../contract/calls/pk.ts';
import type { Database } from '../../db/database.ts';
import { campTotals } from './members.ts';
import { ensureWeekPeriod, periodColumns, runningPeriod, type Db } from './periods.ts';

async function memberRow(db: Db, periodId: number, userId: number) {
  return db
    .selectFrom('pk_members')
    .select(['camp', 'joined_at', 'valid_bet', 'payout'])
    .where('period_id', '=', periodId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function pkData(db: Database, userId: number, now: number): Promise<PkData> {
  // The tick makes the week's period; a first read of the week need not wait for it.
  await ensureWeekPeriod(db, now);
  const [running, settled] = await Promise.all([
    runningPeriod(db, now),
    db.selectFrom('pk_periods').select(periodColumns).where('settled_at', 'is not', null).orderBy('ends_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  let current: PkData['current'] = null;
  if (running) {
    const [totals, mine] = await Promise.all([campTotals(db, running.id), memberRow(db, running.id, userId)]);
    const winner = pkWinner(totals.red.validBet, totals.blue.validBet);
    const sharing = pkSharingBet(winner, totals.red.validBet, totals.blue.validBet);
    current = {
      id: running.id,
      startsAt: running.starts_at,
      signupEndsAt: running.signup_ends_at,
      endsAt: running.ends_at,
      pool: running.pool,
      ...totals,
      signUpOpen: now < running.signup_ends_at,
      me: mine
        ? {
            camp: mine.camp,
            joinedAt: mine.joined_at,
            validBet: mine.valid_bet,
            estimate: pkCampWins(winner, mine.camp) ? pkPayout(running.pool, mine.valid_bet, sharing) : 0,
          }
        : null,
    };
  }
  let last: PkData['last'] = null;
  if (settled) {
    const [totals, mine] = await Promise.all([campTotals(db, settled.id), memberRow(db, settled.id, userId)]);
    last = {
      id: settled.id,
      startsAt: settled.starts_at,
      signupEndsAt: settled.signup_ends_at,
      endsAt: settled.ends_at,
      pool: settled.pool,
      ...totals,
      winner: settled.winner ?? 'none',
      settledAt: settled.settled_at ?? settled.ends_at,
      me: mine ? { camp: mine.camp, validBet: mine.valid_bet, payout: mine.payout ?? 0 } : null,
    };
  }
  return { current, last };
}
