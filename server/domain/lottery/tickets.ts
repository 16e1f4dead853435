// Buying lines and the player's own lottery reads. A purchase is one transaction: the draw row (shared lock, so the
// draw waits for it or it sees the draw closed), then the player's wallet row, then what pays: ticket props, a coupon
// and/or coin through the ledger into the house's lottery account.
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { COUPON_PROPS, couponDiscount, linePrice, manilaTime, TICKET_PROP, TICKET_PROPS, type LotteryTier } from '../../../contract/lottery.ts';
import { LOTTERY_CODE, type LotteryInfo, type LotteryTicket } from '../../../contract/calls/lottery.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badInput, CodedRefusal } from '../errors.ts';
import { houseAccount, transfer } from '../ledger.ts';
import { checkPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { lastDrawn, salesDraw, toDraw } from './draws.ts';
import { ticketQuery, ticketsOf, type Db } from './rows.ts';

export const HOUSE_LOTTERY = 'house_lottery';

export interface BuyRequest {
  drawId: number;
  tier: LotteryTier;
  lines: number[][];
  pay: 'coin' | 'ticket' | 'coupon';
  couponId?: number | undefined;
}

async function propCounts(db: Db, userId: number, propIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('player_props')
    .select(['prop_id', 'count'])
    .where('user_id', '=', userId)
    .where('prop_id', 'in', [...propIds])
    .execute();
  return new Map(rows.map((r) => [r.prop_id, r.count]));
}

/** Lottery ticket props held, tier 1..3: the player's ticket balance (refreshData.lottery is their sum). */
export async function ticketBalance(db: Db, userId: number): Promise<number[]> {
  const counts = await propCounts(db, userId, TICKET_PROPS);
  return TICKET_PROPS.map((id) => counts.get(id) ?? 0);
}

/** Takes `count` of a prop the player holds; false (nothing taken) when they hold fewer. */
async function spendProp(trx: Transaction<DB>, userId: number, propId: number, count: number): Promise<boolean> {
  const taken = await trx
    .updateTable('player_props')
    .set({ count: sql`count - ${count}` })
    .where('user_id', '=', userId)
    .where('prop_id', '=', propId)
    .where('count', '>=', count)
    .returning('count')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function buyLines(db: Database, userId: number, request: BuyRequest, now: number) {
  if (request.pay === 'coupon' && request.couponId === undefined) throw badInput('Choose the coupon to use');
  return db.transaction().execute(async (trx) => {
    const draw = await trx
      .selectFrom('lottery_draws')
      .select(['id', 'status', 'closes_at', 'draw_at'])
      .where('id', '=', request.drawId)
      .forShare()
      .executeTakeFirst();
    if (!draw || draw.status !== 'open' || now >= draw.closes_at) {
      const drawTime = manilaTime(draw?.draw_at ?? now);
      throw new CodedRefusal(LOTTERY_CODE.salesClosed, `Sales for this draw are closed. Lines for the next draw go on sale after ${drawTime} Manila time.`);
    }
    const main = await lockMain(trx, userId);
    const price = linePrice(request.tier);
    const count = request.lines.length;
    let discount = 0;
    if (request.pay === 'ticket') {
      if (!(await spendProp(trx, userId, TICKET_PROP[request.tier], count)))
        throw new CodedRefusal(LOTTERY_CODE.noTickets, `You need ${count} tier ${request.tier} lottery ticket${count > 1 ? 's' : ''} for this.`);
    } else if (request.pay === 'coupon') {
      const coupon = request.couponId!;
      if (!COUPON_PROPS.includes(coupon) || !(await spendProp(trx, userId, coupon, 1)))
        throw new CodedRefusal(LOTTERY_CODE.noCoupon, 'You do not have that lottery coupon.');
      discount = couponDiscount(coupon, request.tier);
    }
    const total = request.pay === 'ticket' ? 0 : price * count - discount;
    if (total > main.balance) throw new CodedRefusal(LOTTERY_CODE.notEnoughCoin, 'Not enough coin in your wallet for these lines.');
    const verdict = await checkPlay(trx, userId, 'bet', total, now);
    if (!verdict.allowed) throw new CodedRefusal(LOTTERY_CODE.paused, verdict.reason);

    const purchase = randomUUID();
    let balance = main.balance;
    if (total > 0) {
      const paid = await transfer(trx, {
        fromAccountId: main.id,
        toAccountId: await houseAccount(trx, HOUSE_LOTTERY, now),
        amount: total,
        reason: 'lottery',
        reference: `lottery:${purchase}`,
        idempotencyKey: `lottery-buy:${purchase}`,
        at: now,
      });
      balance = paid.fromBalanceAfter!;
    }
    const inserted = await trx
      .insertInto('lottery_tickets')
      .values(
        request.lines.map((line, i) => ({
          draw_id: draw.id,
          user_id: userId,
          purchase,
          numbers: [...line].sort((a, b) => a - b).join(','),
          tier: request.tier,
          // The coupon's discount goes on the first line.
          paid_with: request.pay === 'ticket' ? 'ticket' : request.pay === 'coupon' && i === 0 ? 'coupon' : 'coin',
          paid: request.pay === 'ticket' ? 0 : i === 0 ? price - discount : price,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    const lines = await ticketsOf(
      ticketQuery(trx, userId).where(
        't.id',
        'in',
        inserted.map((r) => r.id),
      ),
    );
    return { lines: lines.reverse(), balance, tickets: await ticketBalance(trx, userId) };
  });
}

export async function lotteryInfo(db: Database, userId: number, now: number): Promise<LotteryInfo> {
  const draw = await salesDraw(db, now);
  const last = await lastDrawn(db);
  const coupons = await propCounts(db, userId, COUPON_PROPS);
  const unclaimed = await unclaimedProducts(db, userId);
  return {
    draw: await toDraw(db, draw),
    lastDraw: last ? await toDraw(db, last) : null,
    tickets: await ticketBalance(db, userId),
    coupons: COUPON_PROPS.map((propId) => ({ propId, count: coupons.get(propId) ?? 0 })).filter((c) => c.count > 0),
    myLines: await ticketsOf(ticketQuery(db, userId).where('t.draw_id', '=', draw.id)),
    unclaimedProducts: unclaimed.length,
    serverTime: now,
  };
}

export async function unclaimedProducts(db: Db, userId: number): Promise<LotteryTicket[]> {
  return ticketsOf(ticketQuery(db, userId).where('t.prize_product_id', 'is not', null).where('o.id', 'is', null));
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export async function lotteryRecord(db: Database, userId: number, pageNum: number, pageSize: number) {
  const counted = await db
    .selectFrom('lottery_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const list = await ticketsOf(
    ticketQuery(db, userId)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
  );
  return { list, total, pages: pages(total, pageSize) };
}

export async function lotteryHistory(db: Database, pageNum: number, pageSize: number) {
  const counted = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'drawn')
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const rows = await db
    .selectFrom('lottery_draws')
    .select(['id', 'draw_at', 'closes_at', 'seed', 'seed_hash', 'numbers', 'status', 'product_id'])
    .where('status', '=', 'drawn')
    .orderBy('draw_at', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  const list = [];
  for (const row of rows) list.push(await toDraw(db, row));
  return { list, total, pages: pages(total, pageSize) };
}

export async function lotteryProducts(db: Database) {
  const list = await db.selectFrom('lottery_products').select(['id', 'name', 'description', 'value']).where('active', '=', true).orderBy('id').execute();
  return { list };
}
