// Reads a player's row and balances into the contract's UserInfo. Never selects the password hash.
import { expressionBuilder, sql, type Expression } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/schema.ts';
import type { UserInfo } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { PLAYER_MAIN } from './ledger.ts';
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
  // One statement (the after-login info and every balance refresh read it): the row, its balances and flags as
  // subqueries, instead of a round trip each.
  const user = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.uuid', 'u.account', 'u.account_type', 'u.nickname', 'u.avatar', 'u.mobile', 'u.vip', 'u.vip_exp', 'u.pid'])
    .select(['u.invite_code', 'u.created_at', 'u.current_game_id'])
    // Whether a password is set, without reading the hash ('' means none: mobile or social sign-up).
    .select(sql<boolean>`u.password_hash <> ''`.as('has_password'))
    .select(sql<boolean>`u.safebox_hash <> ''`.as('has_safebox_password'))
    .select((eb) => [
      ...balancesOf(eb.ref('u.id')),
      eb.exists(eb.selectFrom('user_details').select('user_id').whereRef('user_id', '=', 'u.id')).as('has_user_other'),
      depositsOf(eb.ref('u.id')).as('total_recharge'),
      jsonArrayFrom(eb.selectFrom('user_social_links').select(['provider', 'subject', 'name', 'email']).whereRef('user_id', '=', 'u.id')).as('social'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  // UserInfo's member flags: a safebox password set, KYC approved, other details given.
  const flags = { hasSafeboxPassword: user.has_safebox_password, hasKyc: user.kyc_status === 2, hasUserOther: Boolean(user.has_user_other) };
  const info: UserInfo = {
    id: user.id,
    uuid: user.uuid,
    account: user.account,
    accountType: user.account_type,
    nickname: user.nickname,
    avatar: user.avatar,
    avatarOther: '',
    mobile: user.mobile,
    ...socialLinks(user.social),
    hasPassword: user.has_password,
    ...flags,
    coin: Number(user.main_balance ?? 0),
    safebox: Number(user.safebox_balance ?? 0),
    totalRecharge: Number(user.total_recharge ?? 0),
    bet: 0,
    exchange: 0,
    lottery: Number(user.tickets ?? 0),
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

/** What a balance refresh answers (refreshData), read alone: the balances, VIP and level, without the snapshot's deposit sum and links. */
export async function loadBalances(db: Database, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .select(['u.vip', 'u.vip_exp', 'u.mobile'])
    .select(sql<boolean>`u.password_hash <> ''`.as('has_password'))
    .select((eb) => balancesOf(eb.ref('u.id')))
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    coin: Number(row.main_balance ?? 0),
    safebox: Number(row.safebox_balance ?? 0),
    lottery: Number(row.tickets ?? 0),
    vip: row.vip,
    vipExp: row.vip_exp,
    userLevel: userLevelOf({ hasMobile: row.mobile !== '', kycApproved: row.kyc_status === 2 }),
    bet: 0,
    hasPassword: row.has_password,
  };
}

/** The bound social providers as UserInfo's fields: the account is the email the provider gave (or its user id), and the name. */
function socialLinks(rows: { provider: string; subject: string; name: string; email: string }[]) {
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

/**
 * A player's balances as subqueries on their id, which the after-login snapshot and a balance refresh both read: the
 * main and safebox accounts (the safebox is opened on first use), the KYC status, and the lottery tickets (the ticket
 * props 80001-80003 held, all tiers together; users.lottery is unused).
 */
function balancesOf(userId: Expression<number>) {
  const eb = expressionBuilder<DB, never>();
  const account = (kind: string) => eb.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', kind);
  return [
    account(PLAYER_MAIN).as('main_balance'),
    account('player_safebox').as('safebox_balance'),
    eb.selectFrom('kyc_submissions').select('status').where('user_id', '=', userId).as('kyc_status'),
    eb
      .selectFrom('player_props')
      .select((p) => p.fn.coalesce(p.fn.sum<number>('count'), p.lit(0)).as('n'))
      .where('user_id', '=', userId)
      .where('prop_id', 'in', [...TICKET_PROPS])
      .as('tickets'),
  ] as const;
}

/** The sum of a player's confirmed deposits as a subquery (numeric: SUM of int8 arrives as a string). */
function depositsOf(userId: Expression<number>) {
  return expressionBuilder<DB, never>()
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('e.amount'), eb.lit(0)).as('total'))
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', PLAYER_MAIN)
    .where('e.reason', '=', DEPOSIT_REASON)
    .where('e.amount', '>', 0);
}

/** Sum of the player's confirmed deposits, in hundredths. */
export async function totalRecharge(db: Database, userId: number): Promise<number> {
  const row = await db.selectNoFrom(depositsOf(sql.val(userId)).as('total')).executeTakeFirst();
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
