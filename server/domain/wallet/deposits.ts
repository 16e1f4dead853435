// Deposits: the channels a player may pay on (with the SPEC section 5 minimum), orders, and the credit when a channel
// says an order is paid. A notification is applied once however often it arrives (ledger key `deposit:<orderId>`).
import { randomBytes, randomUUID } from 'node:crypto';
import type { RechargeType } from '../../../contract/index.ts';
import { DEFAULT_MIN_DEPOSIT, DEFAULT_SECOND_MIN_DEPOSIT } from '../../../contract/index.ts';
import { formatMoney } from '../../../contract/money.ts';
import { DEPOSIT_PAY_WINDOW_MS } from '../../../contract/wallet-constants.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badInput, notFound, refused } from '../errors.ts';
import { PLAYER_MAIN, transfer } from '../ledger.ts';
import type { DepositNotification, PaymentChannels } from '../payments/channel.ts';
import { hashToken } from '../sessions.ts';
import { assertPlay, checkPlay } from '../play-limits.ts';
import { totalRecharge } from '../users.ts';
import { HOUSE_BONUS, HOUSE_PAYMENTS, house, lockMain, REASON } from './accounts.ts';
import { readWalletConfig, type WalletConfig } from './config.ts';
import { addTurnover } from './turnover.ts';
import { applyDeposit } from '../rewards/engine.ts';
import { creditCouponBonus, releaseCoupon, reserveCoupon } from '../rewards/coupons.ts';

/**
 * SPEC section 5: minAmount; minAmount2 (default 10000) once the player has deposited before and the
 * minimum-recharge status is on; 100 when none is set.
 */
export function minimumDeposit(type: { min_amount: number; min_amount2: number }, depositedBefore: boolean, minRechargeStatus: boolean): number {
  if (depositedBefore && minRechargeStatus) return type.min_amount2 > 0 ? type.min_amount2 : DEFAULT_SECOND_MIN_DEPOSIT;
  return type.min_amount > 0 ? type.min_amount : DEFAULT_MIN_DEPOSIT;
}

export async function rechargeTypes(db: Database, userId: number, channels: PaymentChannels): Promise<{ list: RechargeType[]; lastUsedId: number | null }> {
  const { minRechargeStatus } = await readWalletConfig(db);
  const depositedBefore = (await totalRecharge(db, userId)) > 0;
  const types = await db.selectFrom('recharge_types').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
  const items = await db.selectFrom('recharge_items').select(['id', 'recharge_type_id', 'price']).orderBy('price').execute();
  const last = await db
    .selectFrom('deposit_orders')
    .select('recharge_type_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const offered = types.flatMap((type) => {
    const channel = channels(type.channel, type.id);
    return channel ? [{ type, channel }] : [];
  });
  const list = offered.map(({ type, channel }) => {
    const minimum = minimumDeposit(type, depositedBefore, minRechargeStatus);
    return {
      id: type.id,
      name: type.name,
      kind: type.kind,
      sort: type.sort,
      minAmount: type.min_amount,
      minAmount2: type.min_amount2,
      isDefault: type.is_default,
      minimum,
      sandbox: channel.isSandbox,
      // SPEC section 5: only items priced at least the minimum are offered.
      items: items.filter((item) => item.recharge_type_id === type.id && item.price >= minimum).map(({ id, price }) => ({ id, price })),
    };
  });
  return { list, lastUsedId: last?.recharge_type_id ?? null };
}

/** Activities a deposit can be made from; 'bank' attaches the bank activity bonus when the deposit is credited. */
export type DepositActivity = 'bank';

/** The bank activity bonus of a deposit: its rate (basis points) of the amount, floored, capped at the max. */
export function bankBonusOf(amount: number, config: Pick<WalletConfig, 'bankBonusRate' | 'bankBonusMax'>): number {
  return Math.max(0, Math.min(Math.floor((amount * config.bankBonusRate) / 10_000), config.bankBonusMax));
}

export interface Orderer {
  userId: number;
  /** The app session ordering: the sandbox pay page decides only while it is live. */
  sessionId: number;
  channels: PaymentChannels;
}

export async function createDepositOrder(
  db: Database,
  orderer: Orderer,
  rechargeTypeId: number,
  amount: number,
  now: number,
  activity?: DepositActivity,
  couponId?: number,
) {
  const { userId } = orderer;
  const type = await db.selectFrom('recharge_types').selectAll().where('id', '=', rechargeTypeId).where('enabled', '=', true).executeTakeFirst();
  if (!type) throw notFound('This deposit channel is not available');
  const channel = orderer.channels(type.channel, type.id);
  if (!channel) throw notFound('This deposit channel is not available');
  const { minRechargeStatus } = await readWalletConfig(db);
  const minimum = minimumDeposit(type, (await totalRecharge(db, userId)) > 0, minRechargeStatus);
  if (amount < minimum) throw badInput(`The minimum deposit on ${type.name} is ${formatMoney(minimum)}`);
  await assertPlay(db, userId, 'deposit', amount, now);
  if (couponId !== undefined && activity !== undefined) throw badInput('A coupon cannot be combined with an activity bonus');
  const orderId = randomUUID();
  // Only the ordering player gets the pay URL; the order id alone (in records, logs, callbacks) must not open it.
  const payToken = randomBytes(24).toString('base64url');
  // The order and its coupon reservation commit together: a coupon another order holds refuses this order whole.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('deposit_orders')
      .values({
        id: orderId,
        user_id: userId,
        recharge_type_id: type.id,
        channel: channel.name,
        amount,
        state: 'pending',
        created_at: now,
        updated_at: now,
        activity: activity ?? '',
        coupon_id: couponId ?? null,
        pay_token_hash: hashToken(payToken),
        pay_session_id: orderer.sessionId,
      })
      .execute();
    if (couponId !== undefined) await reserveCoupon(trx, userId, couponId, orderId, amount, now);
  });
  return { orderId, amount, payUrl: channel.payUrl(orderId, payToken) };
}

export type NotificationOutcome = 'credited' | 'already-applied' | 'failed' | 'refused';

/**
 * Applies a verified notification. The order row is locked, so parallel deliveries apply one after the other and all
 * but the first find the order settled. A paid order whose credit would break a responsible-play limit is not
 * credited (it is marked failed with the reason; the channel refunds the payer).
 */
export async function applyDepositNotification(db: Database, n: DepositNotification, now: number): Promise<NotificationOutcome> {
  const order = await db.selectFrom('deposit_orders').select(['user_id']).where('id', '=', n.orderId).executeTakeFirst();
  if (!order) throw notFound('Unknown order');
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, order.user_id);
    const locked = await trx.selectFrom('deposit_orders').selectAll().where('id', '=', n.orderId).forUpdate().executeTakeFirstOrThrow();
    if (locked.state !== 'pending') return 'already-applied';
    if (locked.amount !== n.amount) throw badInput('The amount does not match the order');
    if (n.status === 'failed') {
      await trx
        .updateTable('deposit_orders')
        .set({ state: 'failed', fail_reason: 'The payment failed', updated_at: now })
        .where('id', '=', locked.id)
        .execute();
      await releaseCoupon(trx, locked.id);
      return 'failed';
    }
    const verdict = await checkPlay(trx, locked.user_id, 'deposit', locked.amount, now);
    if (!verdict.allowed) {
      await trx.updateTable('deposit_orders').set({ state: 'failed', fail_reason: verdict.reason, updated_at: now }).where('id', '=', locked.id).execute();
      await releaseCoupon(trx, locked.id);
      return 'refused';
    }
    const main = await trx.selectFrom('accounts').select('id').where('user_id', '=', locked.user_id).where('kind', '=', PLAYER_MAIN).executeTakeFirstOrThrow();
    await transfer(trx, {
      fromAccountId: await house(trx, HOUSE_PAYMENTS, now),
      toAccountId: main.id,
      amount: locked.amount,
      reason: REASON.deposit,
      reference: `order:${locked.id}`,
      idempotencyKey: `deposit:${locked.id}`,
      at: now,
    });
    const bonus =
      locked.activity === 'bank'
        ? await creditBankBonus(trx, locked, main.id, now)
        : locked.coupon_id !== null
          ? await creditCouponBonus(trx, { ...locked, coupon_id: locked.coupon_id }, main.id, now)
          : { bonus_amount: 0, bonus_note: '' };
    await trx
      .updateTable('deposit_orders')
      .set({ state: 'paid', updated_at: now, ...bonus })
      .where('id', '=', locked.id)
      .execute();
    await applyDeposit(trx, { userId: locked.user_id, orderId: locked.id, amount: locked.amount, at: now });
    return 'credited';
  });
}

/**
 * The bank activity bonus, inside the deposit's transaction: from the house bonus account through the ledger (key
 * `bank-bonus:<orderId>`, so it is paid once), with a turnover lock of (deposit + bonus) x the multiple. A player the
 * responsible-play centre refuses a claim gets the deposit without the bonus; the order records why.
 */
async function creditBankBonus(trx: Transaction<DB>, order: { id: string; user_id: number; amount: number }, mainId: number, now: number) {
  const config = await readWalletConfig(trx);
  const bonus = bankBonusOf(order.amount, config);
  if (bonus === 0) return { bonus_amount: 0, bonus_note: 'No bonus for this amount' };
  const verdict = await checkPlay(trx, order.user_id, 'claim', bonus, now);
  if (!verdict.allowed) return { bonus_amount: 0, bonus_note: verdict.reason };
  await transfer(trx, {
    fromAccountId: await house(trx, HOUSE_BONUS, now),
    toAccountId: mainId,
    amount: bonus,
    reason: REASON.bonus,
    reference: `order:${order.id}`,
    idempotencyKey: `bank-bonus:${order.id}`,
    at: now,
  });
  const turnover = (order.amount + bonus) * Math.max(0, config.bankBonusTurnoverMultiple);
  if (turnover > 0) await addTurnover(trx, order.user_id, turnover, 'Bank activity bonus', `order:${order.id}`, now);
  return { bonus_amount: bonus, bonus_note: '' };
}

/** The pending order a pay page shows: only with the pay token the ordering player got (404 for anyone else). */
export async function depositOrderForPayPage(db: Database, orderId: string, payToken: string) {
  const order = await db
    .selectFrom('deposit_orders as o')
    .innerJoin('recharge_types as t', 't.id', 'o.recharge_type_id')
    .select(['o.id', 'o.amount', 'o.state', 'o.channel', 'o.fail_reason', 't.name'])
    .where('o.id', '=', orderId)
    .where('o.pay_token_hash', '!=', '')
    .where('o.pay_token_hash', '=', hashToken(payToken))
    .executeTakeFirst();
  if (!order) throw notFound('Unknown order');
  return order;
}

/**
 * Uses up an order's pay token for a decision: cleared in one update, so of parallel decisions one gets the order.
 * 404 without the right token (or once used); 403 when the app session that ordered has ended (logged out, revoked,
 * expired), since a leaked pay URL must not outlive the player's session.
 */
export async function takePayToken(db: Database, orderId: string, payToken: string, now: number): Promise<{ id: string; amount: number }> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('deposit_orders')
      .set({ pay_token_hash: '' })
      .where('id', '=', orderId)
      .where('state', '=', 'pending')
      // Past its pay window the app shows the order as expired; paying it now would credit one it gave up on.
      .where('created_at', '>', now - DEPOSIT_PAY_WINDOW_MS)
      .where('pay_token_hash', '!=', '')
      .where('pay_token_hash', '=', hashToken(payToken))
      .returning(['id', 'amount', 'pay_session_id'])
      .executeTakeFirst();
    if (!order) throw notFound('Unknown order');
    const session =
      order.pay_session_id === null
        ? undefined
        : await trx
            .selectFrom('sessions')
            .select('id')
            .where('id', '=', order.pay_session_id)
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst();
    // Thrown inside the transaction: the token stays unused, but a dead session cannot come back to use it.
    if (!session) throw refused('The session that made this order has ended. Log in and order again.');
    return { id: order.id, amount: order.amount };
  });
}
