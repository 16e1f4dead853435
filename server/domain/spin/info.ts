// What the spin page reads: the wheel, the player's chances and today's deposit chances, recent spins of everyone
// (nicknames masked), and the player's own spins.
import type { SpinInfo, SpinRecordRow } from '../../../contract/calls/spin.ts';
import { maskNickname } from '../../../contract/nickname.ts';
import type { Database } from '../../db/database.ts';
import { chancesOf, depositChancesOn } from './chances.ts';
import { readSectors, readSpinConfig, spinOpen } from './config.ts';

const WINNER_LIST_SIZE = 20;

export async function spinInfo(db: Database, userId: number | null, now: number): Promise<SpinInfo> {
  const config = await readSpinConfig(db);
  const winners = await db
    .selectFrom('spin_draws as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.awards', 'd.created_at', 'u.nickname'])
    .orderBy('d.id', 'desc')
    .limit(WINNER_LIST_SIZE)
    .execute();
  return {
    open: await spinOpen(db, now),
    sectors: await readSectors(db),
    chances: userId === null ? 0 : await chancesOf(db, userId),
    depositPerChance: config.depositPerChance,
    dailyDepositCap: config.dailyDepositCap,
    depositChancesToday: userId === null ? 0 : await depositChancesOn(db, userId, now),
    inviteChances: config.inviteChances,
    winners: winners.map((w) => ({ id: w.id, nickname: maskNickname(w.nickname), awards: w.awards, createTime: w.created_at })),
  };
}

/** The player's own spins, newest first: only rows of `userId`, whatever is asked. */
export async function spinRecord(db: Database, userId: number, pageNum: number, pageSize: number) {
  const rows = await db
    .selectFrom('spin_draws')
    .select(['id', 'sector', 'awards', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom('spin_draws')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  const list: SpinRecordRow[] = rows.map((r) => ({ id: r.id, sector: r.sector, awards: r.awards, createTime: r.created_at }));
  return { list, total, pages: Math.ceil(total / pageSize) };
}
