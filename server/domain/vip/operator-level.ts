// The operator's VIP level override: sets a player's level and keeps experience consistent with it, so the next bet
// neither undoes the change nor jumps levels (raising lifts experience to the level's threshold at least; lowering
// sets it to that threshold).
import type { Database } from '../../db/database.ts';
import { notFound } from '../errors.ts';

export async function setVipLevel(db: Database, userId: number, level: number): Promise<{ vip: number; vipExp: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('vip_levels').select('experience').where('level', '=', level).executeTakeFirst();
    if (!row) throw notFound(`There is no VIP level ${level}`);
    const user = await trx.selectFrom('users').select(['vip', 'vip_exp']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const vipExp = level >= user.vip ? Math.max(user.vip_exp, row.experience) : row.experience;
    await trx.updateTable('users').set({ vip: level, vip_exp: vipExp }).where('id', '=', userId).execute();
    return { vip: level, vipExp };
  });
}
