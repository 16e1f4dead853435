// Everyone's daily sign-in (loginBonus3): one claim per Manila day along a 7-day calendar (signin_calendar), each claim
// a signin_claims row. The player's wallet row is locked first, so racing claims queue; the claim row's primary key
// (user, Manila day) then makes a second claim of the day pay nothing. It opens after the first credited deposit, so
// throwaway accounts cannot farm its coin.
import { signInPosition, type Award, type SignInData } from '../../../contract/index.ts';
import { manilaDayKey, manilaMidnight, DAY_MS } from '../../../contract/manila.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { refused } from '../errors.ts';
import { readRewardsConfig } from '../rewards/config.ts';
import { assertPlay } from '../play-limits.ts';
import { totalRecharge } from '../users.ts';
import { lockMain } from '../wallet/accounts.ts';
import { coinOf, parseAwards } from '../vip/common.ts';

type Db = Database;

const dayKeys = (now: number) => ({ today: manilaDayKey(now), yesterday: manilaDayKey(manilaMidnight(now) - 1) });

export async function signInCalendar(db: Db): Promise<Award[][]> {
  const rows = await db.selectFrom('signin_calendar').select(['day', 'awards']).orderBy('day').execute();
  const days: Award[][] = Array.from({ length: 7 }, () => []);
  for (const row of rows) days[row.day - 1] = parseAwards(row.awards);
  return days;
}

async function lastClaim(db: Db, userId: number) {
  const row = await db
    .selectFrom('signin_claims')
    .select(['day', 'streak_day'])
    .where('user_id', '=', userId)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { day: row.day, streakDay: row.streak_day } : undefined;
}

export async function signInInfo(db: Db, userId: number, now: number): Promise<SignInData> {
  const { today, yesterday } = dayKeys(now);
  const position = signInPosition(await lastClaim(db, userId), today, yesterday);
  const hasDeposited = (await totalRecharge(db, userId)) > 0;
  return {
    days: await signInCalendar(db),
    ...position,
    hasDeposited,
    canReceive: hasDeposited && !position.claimedToday,
    coinTurnoverMultiple: (await readRewardsConfig(db)).freeBonusTurnoverMultiple,
    nextDayAt: manilaMidnight(now) + DAY_MS,
  };
}

/** signInFlag and loginBonus3CanReceive: today's sign-in is open to this player. */
export async function canReceiveSignIn(db: Db, userId: number, now: number): Promise<boolean> {
  const { today } = dayKeys(now);
  const last = await lastClaim(db, userId);
  if (last?.day === today) return false;
  return (await totalRecharge(db, userId)) > 0;
}

export async function claimSignIn(db: Db, userId: number, now: number): Promise<{ day: number; awards: Award[]; balance: number }> {
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    if ((await totalRecharge(trx, userId)) <= 0) throw refused('Daily sign-in opens after your first deposit.');
    const { today, yesterday } = dayKeys(now);
    const position = signInPosition(await lastClaim(trx, userId), today, yesterday);
    if (position.claimedToday) throw refused("You have signed in today. Come back after midnight (Manila time) for the next day's award.");
    const awards = (await signInCalendar(trx))[position.today - 1] ?? [];
    await assertPlay(trx, userId, 'claim', coinOf(awards), now);
    const claimed = await trx
      .insertInto('signin_claims')
      .values({ user_id: userId, day: today, streak_day: position.today, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) throw refused('You have signed in today.');
    const balance = await grantAwards(trx, userId, awards, { source: 'sign-in', reference: `${userId}:${today}`, now });
    return { day: position.today, awards, balance };
  });
}
