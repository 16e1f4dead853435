// The player's deposit orders as the app shows them: newest first, with an unpaid order past its pay window read as
// expired (the pay page refuses it then, see takePayToken), so a waiting screen and the records can end.
import type { DepositOrder } from '../../../contract/index.ts';
import { DEPOSIT_PAY_WINDOW_MS } from '../../../contract/wallet-constants.ts';
import type { Database } from '../../db/database.ts';

const LIST_LIMIT = 50;

export function depositOrderState(state: string, createdAt: number, now: number): DepositOrder['state'] {
  if (state === 'paid' || state === 'failed') return state;
  return createdAt + DEPOSIT_PAY_WINDOW_MS <= now ? 'expired' : 'pending';
}

export async function depositOrders(db: Database, userId: number, now: number, orderId?: string): Promise<{ list: DepositOrder[] }> {
  let query = db
    .selectFrom('deposit_orders as o')
    .innerJoin('recharge_types as t', 't.id', 'o.recharge_type_id')
    .select(['o.id', 'o.amount', 'o.state', 'o.created_at', 'o.updated_at', 't.name'])
    .where('o.user_id', '=', userId);
  if (orderId !== undefined) query = query.where('o.id', '=', orderId);
  const rows = await query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(LIST_LIMIT).execute();
  return {
    list: rows.map((row) => {
      const state = depositOrderState(row.state, row.created_at, now);
      return {
        orderId: row.id,
        amount: row.amount,
        channelName: row.name,
        state,
        createTime: row.created_at,
        // An expired order changed when its window closed, not when the row was last written.
        updateTime: state === 'expired' ? row.created_at + DEPOSIT_PAY_WINDOW_MS : row.updated_at,
      };
    }),
  };
}
