// VIP claims: the daily award (once per Manila day), the sign-in ladder (one step a day), a level-up bonus (once per
// level reached) and a VIP task (once per Manila week). Each writes its claim row and grants in one transaction; the
// claim row's primary key makes racing claims pay once (the losers wait on the key, then see it taken).
import type { Transaction } from 'kysely';
import type { Award } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { drainBets } from '../rewards/engine.ts';
import { coinOf, parseAwards, playerLevel, today, weekPeriod, yesterday } from './common.ts';
import { nextSignInStep } from './rules.ts';

const NEEDS_VIP = 'VIP rewards start at VIP 1. Play to raise your level.';

async function pay(trx: Transaction<DB>, userId: number, awards: Award[], source: string, reference: string, now: number): Promise<number> {
  await assertPlay(trx, userId, 'claim', coinOf(awards), now);
  return grantAwards(trx, userId, awards, { source, reference, now });
}

export async function claimDaily(db: Database, userId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const { vip } = await playerLevel(trx, userId);
    const level = await trx.selectFrom('vip_levels').select('daily_award').where('level', '=', vip).executeTakeFirst();
    const awards = level?.daily_award ?? [];
    if (vip < 1 || awards.length === 0) throw refused(NEEDS_VIP);
    const day = today(now);
    const claimed = await trx
      .insertInto('vip_daily_claims')
      .values({ user_id: userId, day, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) throw refused("You have claimed today's VIP award. Come back after midnight (Manila time).");
    const balance = await pay(trx, userId, awards, 'vip-daily', `${userId}:${day}`, now);
    return { awards, balance };
  });
}

export async function claimSignIn(db: Database, userId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const { vip } = await playerLevel(trx, userId);
    if (vip < 1) throw refused(NEEDS_VIP);
    const day = today(now);
    // A placeholder row to lock: racing sign-ins queue here and the second sees today's day.
    await trx
      .insertInto('vip_signin_state')
      .values({ user_id: userId, last_day: '', step: 0 })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const state = await trx.selectFrom('vip_signin_state').select(['last_day', 'step']).where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const step = nextSignInStep(state.last_day ? { lastDay: state.last_day, step: state.step } : undefined, day, yesterday(now));
    if (step === null) throw refused('You have signed in today. Come back tomorrow for the next step.');
    const ladder = await trx.selectFrom('vip_signin_ladder').select('awards').where('level', '=', vip).where('step', '=', step).executeTakeFirst();
    const awards = parseAwards(ladder?.awards ?? '[]');
    await trx.updateTable('vip_signin_state').set({ last_day: day, step }).where('user_id', '=', userId).execute();
    const balance = await pay(trx, userId, awards, 'vip-signin', `${userId}:${day}`, now);
    return { step, awards, balance };
  });
}

export async function claimLevelUp(db: Database, userId: number, level: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const bonus = await trx.selectFrom('vip_levelup_bonus').select('awards').where('level', '=', level).executeTakeFirst();
    if (!bonus) throw notFound(`VIP ${level} has no level-up bonus`);
    const { vip } = await playerLevel(trx, userId);
    if (level > vip) throw refused(`Reach VIP ${level} to claim its level-up bonus`);
    const claimed = await trx
      .insertInto('vip_levelup_claims')
      .values({ user_id: userId, level, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'level']).doNothing())
      .returning('level')
      .executeTakeFirst();
    if (!claimed) throw refused(`You have claimed the VIP ${level} level-up bonus`);
    const awards = parseAwards(bonus.awards);
    const balance = await pay(trx, userId, awards, 'vip-levelup', `${userId}:${level}`, now);
    return { level, awards, balance };
  });
}

export async function claimTask(db: Database, userId: number, taskId: number, now: number) {
  await drainBets(db, userId);
  return db.transaction().execute(async (trx) => {
    const task = await trx.selectFrom('vip_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
    if (!task) throw notFound('This VIP task does not exist');
    const { vip } = await playerLevel(trx, userId);
    if (task.level !== vip) throw refused(`This task is for VIP ${task.level} players`);
    const week = weekPeriod(now);
    const stats = await trx
      .selectFrom('vip_period_stats')
      .select(['bet', 'deposit'])
      .where('user_id', '=', userId)
      .where('period', '=', week)
      .executeTakeFirst();
    const progress = task.kind === 'bet' ? (stats?.bet ?? 0) : (stats?.deposit ?? 0);
    if (progress < task.target) throw refused('Complete this task before claiming it');
    const claimed = await trx
      .insertInto('vip_task_claims')
      .values({ user_id: userId, task_id: taskId, week, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'task_id', 'week']).doNothing())
      .returning('task_id')
      .executeTakeFirst();
    if (!claimed) throw refused('You have claimed this task this week');
    const awards = parseAwards(task.awards);
    const balance = await pay(trx, userId, awards, 'vip-task', `${userId}:${week}:${taskId}`, now);
    return { id: taskId, awards, balance };
  });
}
