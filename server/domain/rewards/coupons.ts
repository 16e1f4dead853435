// Coupons a player holds (player_coupons): granted as awards, listed with their state, reserved by a deposit order,
// used when the deposit is credited (the bonus through the ledger with its turnover lock) or released when it fails;
// give coupons are claimed directly. Every state change is a conditional update, so a coupon is used once however
// many requests race for it.
import { formatMoney } from '../../../contract/money.ts';
import type { Selectable, Transaction } from 'kysely';
import { couponBonus, describeProp, PROP, type Award, type Coupon, type CouponKind } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB, PlayerCouponsTable } from '../../db/schema.ts';
import { badInput, notFound, refused } from '../errors.ts';
import { transfer } from '../ledger.ts';
import { checkPlay } from '../play-limits.ts';
import { HOUSE_BONUS, house, lockMain, REASON } from '../wallet/accounts.ts';
import { addTurnover } from '../wallet/turnover.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An order left unpaid this long no longer holds its coupon: another order may reserve it. */
export const RESERVATION_MS = 30 * 60 * 1000;
export const COUPON_SOURCE = 'coupon';

type Db = Database | Transaction<DB>;
type CouponRow = Selectable<PlayerCouponsTable>;

export function couponKindOf(propId: number): CouponKind | null {
  const kind = describeProp(propId).kind;
  return kind === 'percentCoupon' ? 'percent' : kind === 'fixedCoupon' ? 'fixed' : kind === 'giveCoupon' ? 'give' : null;
}

interface Terms {
  kind: CouponKind;
  rate: number;
  amount: number;
  min_deposit: number;
  max_bonus: number;
  turnover_multiple: number;
  validity_days: number;
}

/**
 * The terms of a coupon prop id: its coupon_types row, else terms read from the id so an operator's new id still
 * grants a working coupon: percent 10NN is NN% (cap ₱1,000.00, minimum ₱100.00, 3x); fixed 12NN is NN x ₱10.00 on a
 * deposit of ten times that (3x); give 13NN is NN x ₱1.00 of free credit (1x). Valid 7 days.
 */
async function termsOf(trx: Transaction<DB>, propId: number, kind: CouponKind): Promise<Terms> {
  const row = await trx.selectFrom('coupon_types').selectAll().where('prop_id', '=', propId).executeTakeFirst();
  if (row && row.kind === kind) return row;
  const n = describeProp(propId).index;
  if (kind === 'percent') return { kind, rate: n * 100, amount: 0, min_deposit: 10_000, max_bonus: 100_000, turnover_multiple: 3, validity_days: 7 };
  if (kind === 'fixed') return { kind, rate: 0, amount: n * 1_000, min_deposit: n * 10_000, max_bonus: 0, turnover_multiple: 3, validity_days: 7 };
  return { kind, rate: 0, amount: n * 100, min_deposit: 0, max_bonus: 0, turnover_multiple: 1, validity_days: 7 };
}

/** Adds `count` coupons of one prop id to the player, each valid from now for its type's validity. */
export async function grantCoupons(
  trx: Transaction<DB>,
  userId: number,
  propId: number,
  count: number,
  origin: { source: string; reference: string; now: number },
) {
  const kind = couponKindOf(propId);
  if (!kind || count <= 0) return;
  const terms = await termsOf(trx, propId, kind);
  const row = {
    user_id: userId,
    prop_id: propId,
    kind,
    rate: terms.rate,
    amount: terms.amount,
    min_deposit: terms.min_deposit,
    max_bonus: terms.max_bonus,
    turnover_multiple: terms.turnover_multiple,
    source: origin.source,
    reference: origin.reference,
    created_at: origin.now,
    expires_at: origin.now + terms.validity_days * DAY_MS,
  };
  // Awards are small counts; cap what one grant can create so a typo cannot write millions of rows.
  await trx
    .insertInto('player_coupons')
    .values(Array.from({ length: Math.min(count, 1_000) }, () => row))
    .execute();
}

function stateOf(row: CouponRow, now: number): Coupon['state'] {
  if (row.state === 'used') return 'used';
  if (row.state === 'reserved' && row.reserved_at !== null && row.reserved_at > now - RESERVATION_MS) return 'reserved';
  return row.expires_at <= now ? 'expired' : 'usable';
}

function couponAnswer(row: CouponRow, now: number): Coupon {
  return {
    id: row.id,
    propId: row.prop_id,
    kind: row.kind,
    rate: row.rate,
    amount: row.amount,
    minDeposit: row.min_deposit,
    maxBonus: row.max_bonus,
    turnoverMultiple: row.turnover_multiple,
    createTime: row.created_at,
    expireTime: row.expires_at,
    state: stateOf(row, now),
    usedTime: row.used_at,
    bonus: row.bonus,
  };
}

const ORDER: Record<Coupon['state'], number> = { usable: 0, reserved: 1, used: 2, expired: 3 };

/** Usable and reserved first (soonest to expire first), then used and expired (newest first); at most 200. */
export async function listCoupons(db: Db, userId: number, now: number): Promise<Coupon[]> {
  const rows = await db.selectFrom('player_coupons').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
  return rows
    .map((row) => couponAnswer(row, now))
    .sort((a, b) => ORDER[a.state] - ORDER[b.state] || (ORDER[a.state] < 2 ? a.expireTime - b.expireTime : b.id - a.id));
}

export async function usableCouponCount(db: Db, userId: number, now: number): Promise<number> {
  return (await listCoupons(db, userId, now)).filter((c) => c.state === 'usable').length;
}

/** Why a coupon cannot be used now (own coupons only: anyone else's is "does not exist"). */
async function refusal(db: Db, userId: number, id: number, now: number, deposit?: number): Promise<Error> {
  const row = await db.selectFrom('player_coupons').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return notFound('This coupon does not exist');
  const state = stateOf(row, now);
  if (state === 'used') return refused('This coupon has been used');
  if (state === 'reserved') return refused('This coupon is held by a deposit that is not paid yet');
  if (state === 'expired') return refused('This coupon has expired');
  if (deposit !== undefined && row.kind === 'give') return badInput('This coupon is free credit: claim it on the My rewards page');
  if (deposit === undefined && row.kind !== 'give') return badInput('This coupon applies to a deposit: choose it on the deposit screen');
  if (deposit !== undefined && deposit < row.min_deposit) return badInput(`This coupon needs a deposit of at least ${formatMoney(row.min_deposit)}`);
  return refused('This coupon cannot be used now');
}

/** Reserves the coupon for a new order inside the order's transaction; refuses (and so rolls the order back) otherwise. */
export async function reserveCoupon(trx: Transaction<DB>, userId: number, id: number, orderId: string, deposit: number, now: number): Promise<void> {
  const reserved = await trx
    .updateTable('player_coupons')
    .set({ state: 'reserved', order_id: orderId, reserved_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', 'in', ['percent', 'fixed'])
    .where('expires_at', '>', now)
    .where('min_deposit', '<=', deposit)
    .where((eb) => eb.or([eb('state', '=', 'usable'), eb.and([eb('state', '=', 'reserved'), eb('reserved_at', '<', now - RESERVATION_MS)])]))
    .returning('id')
    .executeTakeFirst();
  if (!reserved) throw await refusal(trx, userId, id, now, deposit);
}

/** A failed or refused order gives its coupon back. */
export async function releaseCoupon(trx: Transaction<DB>, orderId: string): Promise<void> {
  await trx
    .updateTable('player_coupons')
    .set({ state: 'usable', order_id: null, reserved_at: null })
    .where('order_id', '=', orderId)
    .where('state', '=', 'reserved')
    .execute();
}

/**
 * The coupon bonus of a credited deposit, inside the deposit's transaction (main account already locked): from the
 * house bonus account (key `coupon-bonus:<orderId>`, paid once), a turnover lock of (deposit + bonus) x the coupon's
 * multiple, the coupon used, and the award logged. A coupon another order took over, or a claim the responsible-play
 * centre refuses, pays nothing; the order records why.
 */
export async function creditCouponBonus(
  trx: Transaction<DB>,
  order: { id: string; user_id: number; amount: number; coupon_id: number },
  mainId: number,
  now: number,
) {
  const row = await trx
    .selectFrom('player_coupons')
    .selectAll()
    .where('id', '=', order.coupon_id)
    .where('order_id', '=', order.id)
    .where('state', '=', 'reserved')
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { bonus_amount: 0, bonus_note: 'The coupon was no longer held for this deposit' };
  const bonus = couponBonus({ kind: row.kind, rate: row.rate, amount: row.amount, minDeposit: row.min_deposit, maxBonus: row.max_bonus }, order.amount);
  const verdict = await checkPlay(trx, order.user_id, 'claim', bonus, now);
  if (!verdict.allowed) {
    await releaseCoupon(trx, order.id);
    return { bonus_amount: 0, bonus_note: verdict.reason };
  }
  if (bonus > 0) {
    await transfer(trx, {
      fromAccountId: await house(trx, HOUSE_BONUS, now),
      toAccountId: mainId,
      amount: bonus,
      reason: REASON.bonus,
      reference: `coupon:${row.id}`,
      idempotencyKey: `coupon-bonus:${order.id}`,
      at: now,
    });
    const turnover = (order.amount + bonus) * row.turnover_multiple;
    if (turnover > 0) await addTurnover(trx, order.user_id, turnover, 'Coupon bonus', `deposit-coupon:${row.id}`, now);
    await trx
      .insertInto('award_log')
      .values({ user_id: order.user_id, prop_id: PROP.coin, count: bonus, source: COUPON_SOURCE, reference: `deposit:${order.id}`, created_at: now })
      .onConflict((oc) => oc.columns(['source', 'reference', 'prop_id']).doNothing())
      .execute();
  }
  await trx.updateTable('player_coupons').set({ state: 'used', used_at: now, bonus }).where('id', '=', row.id).execute();
  return { bonus_amount: bonus, bonus_note: '' };
}

/**
 * Claims a give coupon's credit once: the player's wallet row is locked first (the wallet's lock order), then the
 * coupon is taken by a conditional update, so of any number of racing claims exactly one pays.
 */
export async function claimGiveCoupon(
  db: Database,
  userId: number,
  id: number,
  now: number,
  grant: (trx: Transaction<DB>, awards: Award[], turnoverMultiple: number) => Promise<number>,
): Promise<{ id: number; awards: Award[]; balance: number }> {
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const taken = await trx
      .updateTable('player_coupons')
      .set({ state: 'used', used_at: now, bonus: (eb) => eb.ref('amount') })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('kind', '=', 'give')
      .where('state', '=', 'usable')
      .where('expires_at', '>', now)
      .returning(['amount', 'turnover_multiple'])
      .executeTakeFirst();
    if (!taken) throw await refusal(trx, userId, id, now);
    const awards: Award[] = taken.amount > 0 ? [{ id: PROP.coin, count: taken.amount }] : [];
    const balance = await grant(trx, awards, taken.turnover_multiple);
    return { id, awards, balance };
  });
}
