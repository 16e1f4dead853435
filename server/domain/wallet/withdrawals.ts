// Withdrawals: the amount leaves the balance at once into a pending house account (so it cannot be spent twice), then
// is paid out, or refunded by ledger entries when rejected or failed. The fee is its own entry to the fees account.
import { formatMoney } from '../../../contract/money.ts';
import type { Transaction } from 'kysely';
import type { Withdrawal } from '../../../contract/index.ts';
import { withdrawFee } from '../../../contract/wallet-constants.ts';
import { withdrawBoundProblem, withdrawHeldProblem } from '../../../contract/withdraw-rules.ts';
import type { Database } from '../../db/database.ts';
import type { DB, WithdrawalsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { badInput, conflict, DomainError, notFound, refused } from '../errors.ts';
import { InsufficientFundsError, transfer } from '../ledger.ts';
import type { PaymentChannel } from '../payments/channel.ts';
import { sandboxChannel } from '../payments/sandbox.ts';
import { checkPlay } from '../play-limits.ts';
import { HOUSE_FEES, HOUSE_PAYOUTS, HOUSE_WITHDRAWALS_PENDING, house, lockMain, REASON } from './accounts.ts';
import { ownCard } from './bank-cards.ts';
import { readWalletConfig } from './config.ts';
import { hasKyc } from './info.ts';
import { kycAllowanceLeft } from './kyc-allowance.ts';
import { hasFreeBonus } from '../awards.ts';
import { totalRecharge } from '../users.ts';
import { openLocks, withdrawableOf } from './turnover.ts';

export const feeOf = withdrawFee;

export function withdrawalAnswer(row: Selectable<WithdrawalsTable>): Withdrawal {
  return {
    id: row.id,
    cardId: row.card_id,
    amount: row.amount,
    fee: row.fee,
    state: row.state,
    reason: row.reason,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export async function requestWithdrawal(db: Database, userId: number, cardId: number, amount: number, now: number): Promise<Withdrawal> {
  await ownCard(db, userId, cardId);
  const config = await readWalletConfig(db);
  const bounds = { min: config.withdrawMin, max: config.withdrawMax, feeRate: config.withdrawFeeRate };
  const outside = withdrawBoundProblem(amount, bounds);
  if (outside?.kind === 'below-min') throw badInput(`The minimum withdrawal is ${formatMoney(outside.min)}`);
  if (outside?.kind === 'above-max') throw badInput(`The maximum withdrawal is ${formatMoney(outside.max)}`);
  const verified = await hasKyc(db, userId);
  const verdict = await checkPlay(db, userId, 'withdraw', amount, now);
  if (!verdict.allowed) throw refused(verdict.reason);
  // SPEC section 5: winnings from free bonuses count only after a valid top-up.
  if ((await totalRecharge(db, userId)) === 0 && (await hasFreeBonus(db, userId)))
    throw refused('Make a deposit to unlock withdrawals: winnings from free bonuses need one valid top-up first');
  if (outside?.kind === 'fee-covers') throw badInput('The amount does not cover the fee');
  const fee = feeOf(amount, config.withdrawFeeRate);

  return db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, userId);
    const kycLeft = verified ? null : await kycAllowanceLeft(trx, userId, config, now);
    const { withdrawable } = withdrawableOf(main.balance, await openLocks(trx, userId));
    const held = withdrawHeldProblem(amount, { withdrawable, kycLeft });
    if (held?.kind === 'needs-kyc') throw refused(`Verify your identity (KYC) to withdraw more than ${formatMoney(config.kycAmount)} in total`);
    if (amount > main.balance) throw new InsufficientFundsError(main.id);
    if (held) throw refused(`Only ${formatMoney(withdrawable)} is withdrawable now; the rest is locked until its turnover is wagered`);
    const row = await trx
      .insertInto('withdrawals')
      .values({ user_id: userId, card_id: cardId, amount, fee, state: 'pending', created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      fromAccountId: main.id,
      toAccountId: await house(trx, HOUSE_WITHDRAWALS_PENDING, now),
      amount: amount - fee,
      reason: REASON.withdraw,
      reference: `withdrawal:${row.id}`,
      idempotencyKey: `withdraw:${row.id}`,
      at: now,
    });
    if (fee > 0) {
      await transfer(trx, {
        fromAccountId: main.id,
        toAccountId: await house(trx, HOUSE_FEES, now),
        amount: fee,
        reason: REASON.withdrawFee,
        reference: `withdrawal:${row.id}`,
        idempotencyKey: `withdraw-fee:${row.id}`,
        at: now,
      });
    }
    return withdrawalAnswer(row);
  });
}

type Settle = { to: 'approved' } | { to: 'paid' } | { to: 'rejected' | 'failed'; reason: string };

/** Moves a withdrawal on; paid moves the held money to payouts, rejected or failed gives it (and the fee) back. */
export async function settleWithdrawal(db: Database, id: number, settle: Settle, now: number): Promise<Withdrawal> {
  const found = await db.selectFrom('withdrawals').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(`No withdrawal ${id}`);
  return db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, found.user_id);
    const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    const open = w.state === 'pending' || w.state === 'approved';
    if (!open || (settle.to === 'approved' && w.state !== 'pending')) throw conflict(`Withdrawal ${id} is ${w.state}`);
    const pending = await house(trx, HOUSE_WITHDRAWALS_PENDING, now);
    const reference = `withdrawal:${id}`;
    if (settle.to === 'paid') {
      const to = await house(trx, HOUSE_PAYOUTS, now);
      await transfer(trx, {
        fromAccountId: pending,
        toAccountId: to,
        amount: w.amount - w.fee,
        reason: REASON.withdrawPaid,
        reference,
        idempotencyKey: `withdraw-paid:${id}`,
        at: now,
      });
    } else if (settle.to !== 'approved') {
      await refund(trx, w, main.id, pending, now);
    }
    const reason = settle.to === 'rejected' || settle.to === 'failed' ? settle.reason : w.reason;
    const row = await trx
      .updateTable('withdrawals')
      .set({ state: settle.to, reason, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return withdrawalAnswer(row);
  });
}

async function refund(trx: Transaction<DB>, w: Selectable<WithdrawalsTable>, mainId: number, pending: number, now: number) {
  const reference = `withdrawal:${w.id}`;
  await transfer(trx, {
    fromAccountId: pending,
    toAccountId: mainId,
    amount: w.amount - w.fee,
    reason: REASON.withdrawRefund,
    reference,
    idempotencyKey: `withdraw-refund:${w.id}`,
    at: now,
  });
  if (w.fee > 0) {
    const fees = await house(trx, HOUSE_FEES, now);
    await transfer(trx, {
      fromAccountId: fees,
      toAccountId: mainId,
      amount: w.fee,
      reason: REASON.withdrawRefund,
      reference,
      idempotencyKey: `withdraw-fee-refund:${w.id}`,
      at: now,
    });
  }
}

/** Pays a withdrawal through a channel that can pay out (the operator's `pay`, or automatic with SANDBOX_AUTO_PAYOUT=1). */
export async function payWithdrawal(db: Database, id: number, now: number, channel: PaymentChannel = sandboxChannel): Promise<Withdrawal> {
  const row = await db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_cards as c', 'c.id', 'w.card_id')
    .select(['w.id', 'w.amount', 'w.fee', 'w.state', 'c.account_no'])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`No withdrawal ${id}`);
  if (row.state !== 'pending' && row.state !== 'approved') throw conflict(`Withdrawal ${id} is ${row.state}`);
  const outcome = await channel.payout({ id, amount: row.amount - row.fee, accountNo: row.account_no });
  if (outcome === 'paid') return settleWithdrawal(db, id, { to: 'paid' }, now);
  if (outcome === 'failed') return settleWithdrawal(db, id, { to: 'failed', reason: 'The payout failed' }, now);
  throw new DomainError(409, `Withdrawal ${id} is still being paid`);
}

export async function listWithdrawals(db: Database, userId: number, pageNum: number, pageSize = 20) {
  const rows = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { list: rows.map(withdrawalAnswer), total: Number(count.n) };
}

/** Operator view: open withdrawals first, then the latest others. */
export async function operatorWithdrawals(db: Database, limit = 50) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.id', 'u.account', 'w.amount', 'w.fee', 'w.state', 'w.reason', 'w.created_at'])
    .orderBy((eb) => eb.case().when('w.state', 'in', ['pending', 'approved']).then(0).else(1).end())
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}
