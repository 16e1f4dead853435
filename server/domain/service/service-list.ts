// The service list a caller may see: everyone's rows, plus the dedicated VIP rows their level unlocks.
import type { Database } from '../../db/database.ts';
import { readCustomerServices } from '../app-config.ts';

export async function serviceList(db: Database, userId: number | null) {
  const user = userId === null ? undefined : await db.selectFrom('users').select('vip').where('id', '=', userId).executeTakeFirst();
  const vip = user?.vip ?? 0;
  const [services, lowest] = await Promise.all([
    readCustomerServices(db, vip),
    db
      .selectFrom('customer_services')
      .select((eb) => eb.fn.min('min_vip').as('from'))
      .where('min_vip', '>', 0)
      .executeTakeFirst(),
  ]);
  const from = lowest?.from;
  return { services, vip, vipServiceFrom: from === null || from === undefined ? null : Number(from) };
}
