// Reads what the bankruptcy rules need about one player: balances, pending withdrawals, deposits, the gifts of
// their VIP level, today's claims and the valid bet since gift 1.
import { sql } from 'kysely';
import { manilaDayKey, nextManilaMidnight } from '../../../contract/manila.ts';
import { PLAYER_MAIN } from '../ledger.ts';
import { totalRecharge } from '../users.ts';
import type { Db } from '../vip/common.ts';
import { readBankruptConfig } from './config.ts';
import { dayState, isBankrupt, type DayState } from './rules.ts';

export interface GiftRow {
  id: number;
  step: number;
  prop_id: number;
  count: number;
  valid_bet: number;
}

export interface PlayerGiftState extends DayState {
  day: string;
  vip: number;
  gifts: GiftRow[];
  gift1Claimed: boolean;
  gift2Claimed: boolean;
  bankrupt: boolean;
  balance: number;
  threshold: number;
  gift2WaitMs: number;
  currBet: number;
  validBet: number;
}

/** The gifts of the highest configured level at or under the player's VIP level (level 0 is everyone's). */
async function giftsFor(db: Db, vip: number): Promise<{ level: number; gifts: GiftRow[] }> {
  const top = await db
    .selectFrom('bankrupt_gifts')
    .select((eb) => eb.fn.max('level').as('level'))
    .where('level', '<=', vip)
    .executeTakeFirst();
  const level = top?.level ?? 0;
  const gifts = await db
    .selectFrom('bankrupt_gifts')
    .select(['id', 'step', 'prop_id', 'count', 'valid_bet'])
    .where('level', '=', level)
    .orderBy('step')
    .execute();
  return { level, gifts };
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('balance'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('kind', 'in', [PLAYER_MAIN, 'player_safebox'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function hasPendingWithdrawal(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', 'in', ['pending', 'approved'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Real-money valid bet since `from`: the bet outbox holds only settled real-money rounds, never try-it play. */
async function validBetSince(db: Db, userId: number, from: number): Promise<number> {
  const row = await db
    .selectFrom('bet_outbox')
    .select(sql<string | number>`coalesce(sum(valid_bet), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', from)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function playerGiftState(db: Db, userId: number, now: number): Promise<PlayerGiftState> {
  const config = await readBankruptConfig(db);
  const user = await db.selectFrom('users').select('vip').where('id', '=', userId).executeTakeFirstOrThrow();
  const { gifts } = await giftsFor(db, user.vip);
  const day = manilaDayKey(now);
  const claims = await db.selectFrom('bankrupt_gift_claims').select(['step', 'claimed_at']).where('user_id', '=', userId).where('day', '=', day).execute();
  const gift1At = claims.find((c) => c.step === 1)?.claimed_at ?? null;
  const gift2Claimed = claims.some((c) => c.step === 2);
  const balance = await balanceOf(db, userId);
  const bankrupt = isBankrupt({
    balance,
    threshold: config.bankruptThreshold,
    pendingWithdrawal: await hasPendingWithdrawal(db, userId),
    totalRecharge: await totalRecharge(db, userId),
  });
  const validBet = gifts.find((g) => g.step === 2)?.valid_bet ?? 0;
  const currBet = gift1At === null ? 0 : await validBetSince(db, userId, gift1At);
  const state = dayState({
    now,
    bankrupt,
    gift1At,
    gift2Claimed,
    gift2WaitMs: config.bankruptGift2WaitMs,
    currBet,
    validBet,
    nextDayAt: nextManilaMidnight(now),
  });
  return {
    ...state,
    day,
    vip: user.vip,
    gifts,
    gift1Claimed: gift1At !== null,
    gift2Claimed,
    bankrupt,
    balance,
    threshold: config.bankruptThreshold,
    gift2WaitMs: config.bankruptGift2WaitMs,
    currBet,
    validBet,
  };
}
