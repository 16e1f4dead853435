// Reads a player's row and balances into the contract's UserInfo. Never selects the password hash.
import type { UserInfo } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { PLAYER_MAIN } from './ledger.ts';

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
    .select(['id', 'uuid', 'account', 'account_type', 'nickname', 'avatar', 'mobile', 'vip', 'vip_exp', 'user_level', 'lottery', 'pid'])
    .select(['invite_code', 'created_at', 'current_game_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const main = await db
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', PLAYER_MAIN)
    .executeTakeFirst();
  const recharged = await totalRecharge(db, userId);
  const info: UserInfo = {
    id: user.id,
    uuid: user.uuid,
    account: user.account,
    accountType: user.account_type,
    nickname: user.nickname,
    avatar: user.avatar,
    avatarOther: '',
    mobile: user.mobile,
    facebookAccount: '',
    googleAccount: '',
    lineAccount: '',
    facebookName: '',
    googleName: '',
    lineName: '',
    hasPassword: true,
    hasSafeboxPassword: false,
    hasKyc: false,
    hasUserOther: false,
    coin: main?.balance ?? 0,
    safebox: 0,
    totalRecharge: recharged,
    bet: 0,
    exchange: 0,
    lottery: user.lottery,
    vip: user.vip,
    vipExp: user.vip_exp,
    userLevel: user.user_level,
    // Whole days since sign-up.
    regPeriod: Math.max(0, Math.floor((now - user.created_at) / DAY_MS)),
    pid: user.pid,
  };
  return { info, inviteCode: user.invite_code, registerTime: user.created_at, currentGameId: user.current_game_id };
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
