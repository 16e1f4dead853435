// Mall exchanges, each one transaction: the wallet row is locked first (grantAwards' lock order), then the player's
// diamonds, then (for goods) the good's row, so racing exchanges queue and can never take more diamonds than held or
// more goods than stock. Coin is paid by grantAwards as free bonus coin with the rewards' turnover.
import type { Kysely } from 'kysely';
import { DIAMOND_CODE, DIAMOND_COUPON_FACE, type MallOrder } from '../../../contract/calls/diamonds.ts';
import { diamondMallDot } from '../../../contract/red-dots.ts';
import { PROP, type Award } from '../../../contract/index.ts';
import type { DB } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { CodedRefusal } from '../errors.ts';
import { checkPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { addupLadder, readCoinRate } from './config.ts';
import { addDiamonds, journal, lockDiamonds, spendDiamonds } from './journal.ts';
import { toOrder } from './orders.ts';

export const MALL_COIN_SOURCE = 'diamond-coin';
export const MALL_ADDUP_SOURCE = 'diamond-addup';

const refuse = (code: number, message: string) => new CodedRefusal(code, message);

export async function exchangeCoin(db: Kysely<DB>, userId: number, diamonds: number, now: number) {
  const rate = await readCoinRate(db);
  if (diamonds < rate.min || diamonds > rate.max) throw refuse(DIAMOND_CODE.outOfBounds, `Exchange between ${rate.min} and ${rate.max} diamonds at a time.`);
  const coin = diamonds * rate.diamondValue;
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const held = await lockDiamonds(trx, userId);
    const verdict = await checkPlay(trx, userId, 'claim', coin, now);
    if (!verdict.allowed) throw refuse(DIAMOND_CODE.paused, verdict.reason);
    const left = await spendDiamonds(trx, userId, held, diamonds);
    const id = await journal(trx, { userId, change: -diamonds, balanceAfter: left, kind: 'coin', reference: 'coin', now, coin });
    const awards: Award[] = [{ id: PROP.coin, count: coin }];
    const balance = await grantAwards(trx, userId, awards, { source: MALL_COIN_SOURCE, reference: String(id), now });
    return { diamonds: left, coin, balance, awards };
  });
}

export async function exchangeGoods(db: Kysely<DB>, userId: number, goodsId: number, now: number): Promise<{ order: MallOrder; diamonds: number }> {
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const held = await lockDiamonds(trx, userId);
    const address = await trx.selectFrom('player_addresses').select('address').where('user_id', '=', userId).executeTakeFirst();
    if (!address) throw refuse(DIAMOND_CODE.noAddress, 'Save your delivery address before ordering a prize.');
    const goods = await trx
      .selectFrom('mall_goods')
      .select(['id', 'name', 'price', 'stock', 'enabled'])
      .where('id', '=', goodsId)
      .forUpdate()
      .executeTakeFirst();
    if (!goods || !goods.enabled || goods.stock < 1) throw refuse(DIAMOND_CODE.soldOut, 'This prize is sold out.');
    const left = await spendDiamonds(trx, userId, held, goods.price);
    await trx
      .updateTable('mall_goods')
      .set({ stock: goods.stock - 1 })
      .where('id', '=', goods.id)
      .execute();
    const order = await trx
      .insertInto('mall_orders')
      .values({ user_id: userId, goods_id: goods.id, goods_name: goods.name, price: goods.price, address: JSON.stringify(address.address), created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await journal(trx, { userId, change: -goods.price, balanceAfter: left, kind: 'goods', reference: `order:${order.id}`, now });
    return { order: toOrder(order), diamonds: left };
  });
}

/** Uses one held diamond coupon: it becomes its face value in diamonds. */
export async function useCoupon(db: Kysely<DB>, userId: number, propId: number, now: number) {
  const face = DIAMOND_COUPON_FACE[propId];
  if (!face) throw refuse(DIAMOND_CODE.alreadyClaimed, 'This is not a diamond coupon.');
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const taken = await trx
      .updateTable('player_props')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('user_id', '=', userId)
      .where('prop_id', '=', propId)
      .where('count', '>=', 1)
      .returning('count')
      .executeTakeFirst();
    if (!taken) throw refuse(DIAMOND_CODE.alreadyClaimed, 'You have no coupon of this kind left.');
    const diamonds = await addDiamonds(trx, userId, face, 'coupon', `coupon:${propId}`, now);
    return { propId, added: face, diamonds };
  });
}

export async function claimAddup(db: Kysely<DB>, userId: number, id: number, now: number) {
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const { rungs } = await addupLadder(trx, userId);
    const rung = rungs.find((r) => r.id === id);
    if (!rung) throw refuse(DIAMOND_CODE.notReached, 'There is no such award.');
    if (!rung.reached) throw refuse(DIAMOND_CODE.notReached, `Spend ${rung.threshold} diamonds in the mall to unlock this award.`);
    const verdict = await checkPlay(trx, userId, 'claim', 0, now);
    if (!verdict.allowed) throw refuse(DIAMOND_CODE.paused, verdict.reason);
    // The key (player, rung) makes a racing second claim insert nothing: it pays once.
    const claimed = await trx
      .insertInto('mall_addup_claims')
      .values({ user_id: userId, addup_id: id, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'addup_id']).doNothing())
      .returning('addup_id')
      .executeTakeFirst();
    if (!claimed) throw refuse(DIAMOND_CODE.alreadyClaimed, 'You already claimed this award.');
    const balance = await grantAwards(trx, userId, rung.awards, { source: MALL_ADDUP_SOURCE, reference: `${userId}:${id}`, now });
    return { id, awards: rung.awards, balance };
  });
}

export async function mallDot(db: Kysely<DB>, userId: number): Promise<boolean> {
  return diamondMallDot((await addupLadder(db, userId)).rungs);
}
