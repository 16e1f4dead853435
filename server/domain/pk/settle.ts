// Settlement: once a period has ended, the winning camp (or both, on a tie) shares its pool by valid bet. The
// conditional update of settled_at is the guard: two settlements at once (two ticks, a tick and the operator) queue on
// the period's row and the second finds it settled, so the pool is paid once. Payouts are free bonus coin through
// grantAwards (with its wagering), each also logged under (pk, period:<id>:<player>) so a repeat could not pay again.
import { PROP } from '../../../contract/props.ts';
import { formatMoney } from '../../../contract/money.ts';
import { PK_CAMPS, pkCampWins, pkPayout, pkSharingBet, pkWinner, type PkWinner } from '../../../contract/pk.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { conflict, notFound } from '../errors.ts';
import { sendMail } from '../mail.ts';
import { campTotals } from './members.ts';

export const PK_SOURCE = 'pk';

export interface Settlement {
  periodId: number;
  /** False when it was settled already (nothing paid now). */
  settledNow: boolean;
  winner: PkWinner;
  paid: number;
  winners: number;
}

export async function settlePeriod(db: Database, periodId: number, now: number): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('pk_periods')
      .set({ settled_at: now })
      .where('id', '=', periodId)
      .where('settled_at', 'is', null)
      .where('ends_at', '<=', now)
      .returning(['id', 'pool'])
      .executeTakeFirst();
    if (!claimed) {
      const period = await trx.selectFrom('pk_periods').select(['settled_at', 'winner']).where('id', '=', periodId).executeTakeFirst();
      if (!period) throw notFound(`No red versus blue period ${periodId}`);
      if (period.settled_at === null) throw conflict(`Period ${periodId} has not ended yet (end it first: pk end ${periodId})`);
      return { periodId, settledNow: false, winner: period.winner ?? 'none', paid: 0, winners: 0 };
    }
    const totals = await campTotals(trx, periodId);
    const winner = pkWinner(totals.red.validBet, totals.blue.validBet);
    const sharing = pkSharingBet(winner, totals.red.validBet, totals.blue.validBet);
    await trx.updateTable('pk_periods').set({ winner, red_total: totals.red.validBet, blue_total: totals.blue.validBet }).where('id', '=', periodId).execute();
    const winningCamps = PK_CAMPS.filter((camp) => pkCampWins(winner, camp));
    const members =
      winningCamps.length === 0
        ? []
        : await trx
            .selectFrom('pk_members')
            .select(['user_id', 'valid_bet'])
            .where('period_id', '=', periodId)
            .where('camp', 'in', winningCamps)
            .where('valid_bet', '>', 0)
            .orderBy('user_id')
            .execute();
    let paid = 0;
    let winners = 0;
    for (const member of members) {
      const payout = pkPayout(claimed.pool, member.valid_bet, sharing);
      if (payout <= 0) continue;
      // The player's wallet before their member row, the order a bet takes them in, so the two never deadlock.
      await grantAwards(trx, member.user_id, [{ id: PROP.coin, count: payout }], { source: PK_SOURCE, reference: `period:${periodId}:${member.user_id}`, now });
      await sendMail(trx, {
        userIds: [member.user_id],
        title: 'Red vs Blue: your camp won',
        body: `<p>Your camp won this round of Red vs Blue. Your share of the pool, ${formatMoney(payout)}, is in your wallet.</p>`,
        awards: [],
        now,
      });
      await trx.updateTable('pk_members').set({ payout }).where('period_id', '=', periodId).where('user_id', '=', member.user_id).execute();
      paid += payout;
      winners += 1;
    }
    await trx.updateTable('pk_members').set({ payout: 0 }).where('period_id', '=', periodId).where('payout', 'is', null).execute();
    return { periodId, settledNow: true, winner, paid, winners };
  });
}

/** The tick's part: settles every period that has ended. */
export async function settleDuePeriods(db: Database, now: number): Promise<Settlement[]> {
  const due = await db.selectFrom('pk_periods').select('id').where('settled_at', 'is', null).where('ends_at', '<=', now).orderBy('ends_at').execute();
  const done: Settlement[] = [];
  for (const { id } of due) done.push(await settlePeriod(db, id, now));
  return done;
}
