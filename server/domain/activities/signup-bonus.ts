// The sign-up bonus: awards (app config `signUpBonus`, default ₱10 coin) set aside for a new player in the transaction
// that creates them, then claimed once. The row's primary key grants it once; the claim locks the row, so racing
// claims pay once (the losers wait on the lock, then see it claimed).
import type { Transaction } from 'kysely';
import { award, PROP, type Award } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { writeConfigValue } from '../app-config.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';

export const SIGNUP_BONUS_KEY = 'signUpBonus';
export const SIGNUP_BONUS_SOURCE = 'signup-bonus';
/** ₱10.00 in coin: enough for a first few small bets, small enough that new accounts are not worth farming. */
export const DEFAULT_SIGNUP_BONUS: Award[] = [{ id: PROP.coin, count: 1_000 }];

const awardList = award.array();

export async function readSignUpBonus(db: Database | Transaction<DB>): Promise<Award[]> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', SIGNUP_BONUS_KEY).executeTakeFirst();
  const parsed = awardList.safeParse(row?.value);
  return parsed.success ? parsed.data.filter((a) => a.count > 0) : DEFAULT_SIGNUP_BONUS;
}

/** An empty list turns the bonus off for players who register from now on. */
export async function writeSignUpBonus(db: Database, awards: Award[]): Promise<void> {
  await writeConfigValue(db, SIGNUP_BONUS_KEY, awards);
}

/** Sets the bonus aside for a new player (nothing when the operator turned it off). */
export async function grantSignUpBonus(trx: Transaction<DB>, userId: number, now: number): Promise<void> {
  const awards = await readSignUpBonus(trx);
  if (awards.length === 0) return;
  await trx
    .insertInto('signup_bonuses')
    .values({ user_id: userId, awards: JSON.stringify(awards), granted_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export interface SignUpBonusState {
  awards: Award[];
  claimed: boolean;
}

/** The caller's own bonus; null when they have none (registered before it existed, or while it was off). */
export async function signUpBonus(db: Database, userId: number): Promise<SignUpBonusState | null> {
  const row = await db.selectFrom('signup_bonuses').select(['awards', 'claimed_at']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { awards: row.awards, claimed: row.claimed_at !== null } : null;
}

export async function hasUnclaimedSignUpBonus(db: Database, userId: number): Promise<boolean> {
  const row = await db.selectFrom('signup_bonuses').select('user_id').where('user_id', '=', userId).where('claimed_at', 'is', null).executeTakeFirst();
  return row !== undefined;
}

export async function claimSignUpBonus(db: Database, userId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('signup_bonuses').select(['awards', 'claimed_at']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!row) throw notFound('You have no sign-up bonus');
    if (row.claimed_at !== null) throw refused('You have claimed your sign-up bonus');
    const awards = row.awards;
    await assertPlay(
      trx,
      userId,
      'claim',
      awards.filter((a) => a.id === PROP.coin).reduce((sum, a) => sum + a.count, 0),
      now,
    );
    await trx.updateTable('signup_bonuses').set({ claimed_at: now }).where('user_id', '=', userId).execute();
    const balance = await grantAwards(trx, userId, awards, { source: SIGNUP_BONUS_SOURCE, reference: String(userId), now });
    return { awards, balance };
  });
}
