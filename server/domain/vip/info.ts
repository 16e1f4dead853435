// What a player sees of VIP: the level table, their claims' state, the week's tasks with progress, the keep-level
// audit and the red dots. Reads only; bets left in the outbox are applied first so the numbers are current.
import { vipDots } from '../../../contract/red-dots.ts';
import type { VipAudit, VipData, VipLevelInfo, VipTask } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { nextManilaMonthStart, nextManilaWeekStart } from '../../../contract/manila.ts';
import { drainBets } from '../rewards/engine.ts';
import { monthPeriod, parseAwards, playerLevel, today, weekPeriod, yesterday, type Db } from './common.ts';
import { nextSignInStep, SIGN_IN_STEPS } from './rules.ts';

async function levelTable(db: Db): Promise<Record<string, VipLevelInfo>> {
  const levels = await db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  const bonuses = new Map((await db.selectFrom('vip_levelup_bonus').selectAll().execute()).map((b) => [b.level, parseAwards(b.awards)]));
  const rates = await db.selectFrom('vip_rebate_rates').selectAll().orderBy('type_id').execute();
  return Object.fromEntries(
    levels.map((l) => [
      String(l.level),
      {
        experience: l.experience,
        betLimit: l.bet_limit,
        dailyAward: l.daily_award,
        showType: l.show_type,
        levelUpBonus: bonuses.get(l.level) ?? [],
        rebateRates: Object.fromEntries(rates.filter((r) => r.level === l.level).map((r) => [String(r.type_id), r.rate_bp])),
      },
    ]),
  );
}

async function weekTasks(db: Db, userId: number, vip: number, now: number): Promise<VipTask[]> {
  const week = weekPeriod(now);
  const tasks = await db.selectFrom('vip_tasks').selectAll().where('level', '=', vip).orderBy('id').execute();
  if (tasks.length === 0) return [];
  const stats = await db.selectFrom('vip_period_stats').select(['bet', 'deposit']).where('user_id', '=', userId).where('period', '=', week).executeTakeFirst();
  const claimed = new Set(
    (await db.selectFrom('vip_task_claims').select('task_id').where('user_id', '=', userId).where('week', '=', week).execute()).map((c) => c.task_id),
  );
  return tasks.map((task) => ({
    id: task.id,
    kind: task.kind,
    target: task.target,
    progress: Math.min(task.target, task.kind === 'bet' ? (stats?.bet ?? 0) : (stats?.deposit ?? 0)),
    awards: parseAwards(task.awards),
    claimed: claimed.has(task.id),
  }));
}

async function signIn(db: Db, userId: number, vip: number, now: number): Promise<VipData['signIn']> {
  if (vip < 1) return { signedToday: false, step: 0, ladder: [] };
  const rows = await db.selectFrom('vip_signin_ladder').select(['step', 'awards']).where('level', '=', vip).orderBy('step').execute();
  const ladder = Array.from({ length: SIGN_IN_STEPS }, (_, i) => parseAwards(rows.find((r) => r.step === i + 1)?.awards ?? '[]'));
  const state = await db.selectFrom('vip_signin_state').select(['last_day', 'step']).where('user_id', '=', userId).executeTakeFirst();
  const next = nextSignInStep(state && { lastDay: state.last_day, step: state.step }, today(now), yesterday(now));
  return next === null ? { signedToday: true, step: state!.step, ladder } : { signedToday: false, step: next, ladder };
}

export async function vipInfo(db: Database, userId: number, now: number): Promise<{ vipData: VipData }> {
  await drainBets(db, userId);
  const { vip, vipExp } = await playerLevel(db, userId);
  const appVipMap = await levelTable(db);
  const next = Object.entries(appVipMap)
    .map(([level, info]) => ({ level: Number(level), experience: info.experience }))
    .filter((l) => l.level > vip)
    .sort((a, b) => a.level - b.level)[0];
  const claimedToday =
    (await db.selectFrom('vip_daily_claims').select('day').where('user_id', '=', userId).where('day', '=', today(now)).executeTakeFirst()) !== undefined;
  const levelUpClaims = new Set((await db.selectFrom('vip_levelup_claims').select('level').where('user_id', '=', userId).execute()).map((c) => c.level));
  const levelUps = Object.entries(appVipMap)
    .map(([level, info]) => ({ level: Number(level), awards: info.levelUpBonus }))
    .filter((l) => l.awards.length > 0)
    .sort((a, b) => a.level - b.level)
    .map((l) => ({ ...l, reached: l.level <= vip, claimed: levelUpClaims.has(l.level) }));
  const dailyAward = appVipMap[String(vip)]?.dailyAward ?? [];
  return {
    vipData: {
      vip,
      vipExp,
      nextExp: next?.experience ?? null,
      appVipMap,
      daily: { claimable: dailyAward.length > 0 && !claimedToday, claimedToday },
      signIn: await signIn(db, userId, vip, now),
      levelUps,
      tasks: await weekTasks(db, userId, vip, now),
      weekEndsAt: nextManilaWeekStart(now),
    },
  };
}

/**
 * The keep-level audit. betLimit is read as the valid bet a player must wager within the current Manila month to keep
 * their level (level 0 has nothing to keep). It is shown as progress only: levels are never lowered automatically.
 */
export async function vipAudit(db: Database, userId: number, now: number): Promise<VipAudit> {
  await drainBets(db, userId);
  const { vip } = await playerLevel(db, userId);
  const level = await db.selectFrom('vip_levels').select('bet_limit').where('level', '=', vip).executeTakeFirst();
  const betLimit = vip > 0 ? (level?.bet_limit ?? 0) : 0;
  const stats = await db.selectFrom('vip_period_stats').select('bet').where('user_id', '=', userId).where('period', '=', monthPeriod(now)).executeTakeFirst();
  const wagered = stats?.bet ?? 0;
  return {
    vip,
    month: monthPeriod(now).slice(2),
    betLimit,
    wagered,
    remaining: Math.max(0, betLimit - wagered),
    kept: wagered >= betLimit,
    monthEndsAt: nextManilaMonthStart(now),
  };
}

/** The VIP red dots (contract/red-dots.ts) of the player's vipData. */
export async function vipFlags(db: Database, userId: number, now: number): Promise<{ vipAwardFlag: boolean; vipTaskFlag: boolean }> {
  return vipDots((await vipInfo(db, userId, now)).vipData);
}
