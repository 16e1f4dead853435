// Reads a player's row and balances into the contract's UserInfo. Never selects the password hash.
import { sql } from 'kysely';
import type { UserInfo } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { PLAYER_MAIN } from './ledger.ts';
import { memberFlags } from './member.ts';
import { userLevelOf } from '../../contract/member-constants.ts';
import { TICKET_PROPS } from '../../contract/lottery.ts';

/** Ledger reason of a confirmed deposit: totalRecharge is their sum. */
export const DEPOSIT_REASON = 'deposit';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlayerSnapshot {
  info: UserInfo;
  inviteCode: string;
  registerTime: number;
  currentGameId: number;
}

export async function loadPlayer(db: Database, userId: number, now: number): Promise<PlayerSnapshot> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'account', 'account_type', 'nickname', 'avatar', 'mobile', 'vip', 'vip_exp', 'pid'])
    .select(['invite_code', 'created_at', 'current_game_id'])
    // Whether a password is set, without reading the hash ('' means none: mobile or social sign-up).
    .select(sql<boolean>`password_hash <> ''`.as('has_password'))
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const social = await socialLinks(db, userId);
  const main = await db.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', PLAYER_MAIN).executeTakeFirst();
  // The wallet's safebox account, opened on first use.
  const safebox = await db.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'player_safebox').executeTakeFirst();
  const recharged = await totalRecharge(db, userId);
  const flags = await memberFlags(db, userId);
  // The lottery ticket balance: the ticket props 80001-80003 held, all tiers together (users.lottery is unused).
  const tickets = await db
    .selectFrom('player_props')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .where('prop_id', 'in', [...TICKET_PROPS])
    .executeTakeFirst();
  const info: UserInfo = {
    id: user.id,
    uuid: user.uuid,
    account: user.account,
    accountType: user.account_type,
    nickname: user.nickname,
    avatar: user.avatar,
    avatarOther: '',
    mobile: user.mobile,
    ...social,
    hasPassword: user.has_password,
    ...flags,
    coin: main?.balance ?? 0,
    safebox: safebox?.balance ?? 0,
    totalRecharge: recharged,
    bet: 0,
    exchange: 0,
    lottery: Number(tickets?.n ?? 0),
    vip: user.vip,
    vipExp: user.vip_exp,
    // From what this snapshot already read (user-level.ts readGates is the same rule for claims).
    userLevel: userLevelOf({ hasMobile: user.mobile !== '', kycApproved: flags.hasKyc }),
    // Whole days since sign-up.
    regPeriod: Math.max(0, Math.floor((now - user.created_at) / DAY_MS)),
    pid: user.pid,
  };
  return { info, inviteCode: user.invite_code, registerTime: user.created_at, currentGameId: user.current_game_id };
}

/** The bound social providers as UserInfo's fields: the account is the email the provider gave (or its user id), and the name. */
async function socialLinks(db: Database, userId: number) {
  const rows = await db.selectFrom('user_social_links').select(['provider', 'subject', 'name', 'email']).where('user_id', '=', userId).execute();
  const of = (provider: string) => rows.find((row) => row.provider === provider);
  const account = (provider: string) => {
    const row = of(provider);
    return row ? row.email || row.subject : '';
  };
  return {
    facebookAccount: account('facebook'),
    googleAccount: account('google'),
    lineAccount: account('line'),
    facebookName: of('facebook')?.name ?? '',
    googleName: of('google')?.name ?? '',
    lineName: of('line')?.name ?? '',
  };
}

/** Sum of the player's confirmed deposits, in hundredths. */
export async function totalRecharge(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('e.amount'), eb.lit(0)).as('total'))
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', PLAYER_MAIN)
    .where('e.reason', '=', DEPOSIT_REASON)
    .where('e.amount', '>', 0)
    .executeTakeFirst();
  // SUM of int8 is numeric, which arrives as a string.
  return Number(row?.total ?? 0);
}

export async function findUserIdByAccount(db: Database, account: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

export async function setCurrentGame(db: Database, userId: number, gameId: number): Promise<void> {
  await db.updateTable('users').set({ current_game_id: gameId }).where('id', '=', userId).execute();
}
