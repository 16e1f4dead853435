// Goods orders: the player's own list, and the operator moving one along ordered -> shipped -> delivered.
import type { Kysely, Selectable } from 'kysely';
import { addressLine } from '../../../contract/address.ts';
import { DIAMOND_PAGE_SIZE, type MallOrder } from '../../../contract/calls/diamonds.ts';
import type { DB, MallOrdersTable } from '../../db/schema.ts';
import { conflict, notFound } from '../errors.ts';

export function toOrder(row: Selectable<MallOrdersTable>): MallOrder {
  return {
    id: row.id,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    price: row.price,
    status: row.status,
    tracking: row.tracking ?? '',
    address: addressLine(row.address),
    createdAt: row.created_at,
    shippedAt: row.shipped_at,
    deliveredAt: row.delivered_at,
  };
}

export async function orderLog(db: Kysely<DB>, userId: number, page: number) {
  const rows = await db
    .selectFrom('mall_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(DIAMOND_PAGE_SIZE + 1)
    .offset((page - 1) * DIAMOND_PAGE_SIZE)
    .execute();
  const total = await db
    .selectFrom('mall_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { list: rows.slice(0, DIAMOND_PAGE_SIZE).map(toOrder), page, total: Number(total.n), hasMore: rows.length > DIAMOND_PAGE_SIZE };
}

/** Open orders (not yet delivered), oldest first: the operator's packing list. */
export async function openOrders(db: Kysely<DB>): Promise<Array<MallOrder & { userId: number }>> {
  const rows = await db.selectFrom('mall_orders').selectAll().where('status', '<>', 'delivered').orderBy('id').execute();
  return rows.map((row) => ({ ...toOrder(row), userId: row.user_id }));
}

/** Ships an ordered order (a tracking number is optional), or delivers a shipped one; any other step is refused. */
export async function advanceOrder(db: Kysely<DB>, id: number, to: 'shipped' | 'delivered', now: number, tracking?: string): Promise<MallOrder> {
  const from = to === 'shipped' ? 'ordered' : 'shipped';
  const row = await db
    .updateTable('mall_orders')
    .set(to === 'shipped' ? { status: to, shipped_at: now, tracking: tracking ?? null } : { status: to, delivered_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
  if (row) return toOrder(row);
  const found = await db.selectFrom('mall_orders').select('status').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(`No order ${id}`);
  throw conflict(`Order ${id} is ${found.status}; only an order that is ${from} can be marked ${to}`);
}
