// Row shapes shared by the lottery's reads: a stored line ("3,7,11,...") and the player's lines as the contract's tickets.
import type { Transaction } from 'kysely';
import type { LotteryTicket } from '../../../contract/calls/lottery.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export type Db = Database | Transaction<DB>;

export const parseLine = (text: string): number[] => (text ? text.split(',').map(Number) : []);

/** The player's lines, newest first, with their draw and any product order. */
export function ticketQuery(db: Db, userId: number) {
  return db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
    .leftJoin('lottery_products as p', 'p.id', 't.prize_product_id')
    .leftJoin('lottery_orders as o', 'o.ticket_id', 't.id')
    .where('t.user_id', '=', userId);
}

export async function ticketsOf(query: ReturnType<typeof ticketQuery>): Promise<LotteryTicket[]> {
  const rows = await query
    .select(['t.id', 't.draw_id', 'd.draw_at', 't.numbers', 't.tier', 't.paid_with', 't.paid', 't.matched', 't.prize', 't.settled_at', 't.created_at'])
    .select(['d.numbers as draw_numbers', 'p.name as product_name', 'o.id as order_id'])
    .orderBy('t.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    drawId: r.draw_id,
    drawAt: r.draw_at,
    numbers: parseLine(r.numbers),
    tier: r.tier,
    paidWith: r.paid_with as LotteryTicket['paidWith'],
    paid: r.paid,
    status: r.settled_at === null ? 'pending' : r.prize > 0 || r.product_name !== null ? 'won' : 'lost',
    matched: r.matched,
    drawNumbers: r.settled_at === null ? [] : parseLine(r.draw_numbers),
    prize: r.prize,
    productName: r.product_name,
    orderId: r.order_id,
    createdAt: r.created_at,
  }));
}
