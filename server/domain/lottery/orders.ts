// Product prizes: a 6-of-6 line becomes one order (unique per line) once the player gives a delivery address; the
// operator moves it from ordered to shipped to delivered.
import { deliveryAddress, type DeliveryAddress } from '../../../contract/address.ts';
import { LOTTERY_CODE, type LotteryOrder } from '../../../contract/calls/lottery.ts';
import type { Database } from '../../db/database.ts';
import { CodedRefusal, isUniqueViolation, notFound } from '../errors.ts';
import { unclaimedProducts } from './tickets.ts';
import type { Db } from './rows.ts';

export const ORDER_STATUSES = ['ordered', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

function orderQuery(db: Db) {
  return db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_products as p', 'p.id', 'o.product_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.ticket_id', 'o.status', 'o.address', 'o.created_at', 'o.updated_at', 'p.name', 'u.account']);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['execute']>>[number];

const toOrder = (r: OrderRow): LotteryOrder => ({
  id: r.id,
  ticketId: r.ticket_id,
  productName: r.name,
  status: r.status as OrderStatus,
  // Stored through the same schema; parsed again so a hand-edited row cannot reach a phone malformed.
  address: deliveryAddress.parse(typeof r.address === 'string' ? JSON.parse(r.address) : r.address),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function playerOrders(db: Database, userId: number) {
  const rows = await orderQuery(db).where('o.user_id', '=', userId).orderBy('o.id', 'desc').execute();
  return { list: rows.map(toOrder), unclaimed: await unclaimedProducts(db, userId) };
}

const noProduct = () => new CodedRefusal(LOTTERY_CODE.noProduct, 'This line has no product prize to order, or it was already ordered.');

export async function claimProduct(db: Database, userId: number, ticketId: number, address: DeliveryAddress, now: number): Promise<LotteryOrder> {
  try {
    const id = await db.transaction().execute(async (trx) => {
      // Another player's line reads exactly like a line without a prize: nothing tells them it exists.
      const line = await trx
        .selectFrom('lottery_tickets')
        .select(['id', 'prize_product_id'])
        .where('id', '=', ticketId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!line || line.prize_product_id === null) throw noProduct();
      const order = await trx
        .insertInto('lottery_orders')
        .values({ ticket_id: ticketId, user_id: userId, product_id: line.prize_product_id, address: JSON.stringify(address), created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('ticket_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!order) throw noProduct();
      return order.id;
    });
    return toOrder(await orderQuery(db).where('o.id', '=', id).executeTakeFirstOrThrow());
  } catch (error) {
    if (isUniqueViolation(error)) throw noProduct();
    throw error;
  }
}

export async function listOrders(db: Database, status?: OrderStatus): Promise<string> {
  let query = orderQuery(db).orderBy('o.id');
  if (status) query = query.where('o.status', '=', status);
  const rows = await query.execute();
  if (rows.length === 0) return 'No lottery orders';
  return rows
    .map((r) => {
      const o = toOrder(r);
      const a = o.address;
      return `#${o.id} ${o.status} ${r.account}: ${o.productName} to ${a.recipient} ${a.mobile}, ${a.street}, Brgy. ${a.barangay}, ${a.city}, ${a.region} ${a.postalCode}`;
    })
    .join('\n');
}

export async function setOrderStatus(db: Database, orderId: number, status: OrderStatus, now: number): Promise<void> {
  const updated = await db.updateTable('lottery_orders').set({ status, updated_at: now }).where('id', '=', orderId).returning('id').executeTakeFirst();
  if (!updated) throw notFound(`No lottery order ${orderId}`);
}
