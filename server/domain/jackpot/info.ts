// What the jackpot screens read: the pools with their display bands, the player's chances and what the next one
// needs, the prizes, recent winners (masked), the player's own draw log and the winners' rank.
import { sql } from 'kysely';
import {
  DRAW_TYPE,
  JACKPOT_TIER_PROPS,
  isJackpotProp,
  type JackpotDrawInfo,
  type JackpotRow,
  type RankRow,
  type Section,
} from '../../../contract/calls/jackpot.ts';
import { maskNickname } from '../../../contract/nickname.ts';
import { describeProp } from '../../../contract/props.ts';
import type { Database } from '../../db/database.ts';
import { chanceState } from './chances.ts';
import { jackpotOpen, readJackpotConfig, readPrizes, readTiers } from './config.ts';
import { poolAmounts } from './pools.ts';

const WINNER_LIST_SIZE = 20;

/** The band a shown figure may move in: from `spreadBp` below the pool up to the pool itself, never above it. */
export function sectionOf(pool: number, spreadBp: number): Section {
  return { min: pool - Math.floor((pool * spreadBp) / 10_000), max: pool };
}

/** What is still needed for the next chance from a carry, 0 when that way earns none. */
const need = (per: number, carry: number) => (per > 0 ? per - carry : 0);

interface DrawRowSource {
  id: number;
  prop_id: number;
  count: number;
  created_at: number;
  nickname: string;
  avatar: string;
}

function toRow(row: DrawRowSource, nickname: string): JackpotRow {
  const jackpot = isJackpotProp(row.prop_id);
  return {
    id: row.id,
    nickname,
    avatar: row.avatar,
    propId: row.prop_id,
    type: jackpot ? DRAW_TYPE.jackpot : DRAW_TYPE.prize,
    amountSection: jackpot ? (describeProp(row.prop_id).tier ?? '') : '',
    count: row.count,
    createTime: row.created_at,
  };
}

const drawsWithPlayer = (db: Database) =>
  db
    .selectFrom('jackpot_draws as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.id', 'd.prop_id', 'd.count', 'd.created_at', 'u.nickname', 'u.avatar']);

export async function jackpotDrawInfo(db: Database, userId: number): Promise<JackpotDrawInfo> {
  const [config, tiers, prizes, open, chances] = [
    await readJackpotConfig(db),
    await readTiers(db),
    await readPrizes(db),
    await jackpotOpen(db),
    await chanceState(db, userId),
  ];
  const pools = await poolAmounts(db, tiers);
  const [mega, major, minor, mini] = JACKPOT_TIER_PROPS.map((p) => pools.get(p) ?? 0) as [number, number, number, number];
  const sections = [mega, major, minor, mini].map((p) => sectionOf(p, config.displaySpreadBp));
  const winners = await drawsWithPlayer(db)
    .where('d.prop_id', '>=', JACKPOT_TIER_PROPS[0])
    .where('d.prop_id', '<=', JACKPOT_TIER_PROPS[3])
    .orderBy('d.id', 'desc')
    .limit(WINNER_LIST_SIZE)
    .execute();
  return {
    open,
    total: mega + major + minor + mini,
    megaJackpot: mega,
    majorJackpot: major,
    minorJackpot: minor,
    miniJackpot: mini,
    totalSection: { min: sections.reduce((s, x) => s + x.min, 0), max: sections.reduce((s, x) => s + x.max, 0) },
    megaJackpotSection: sections[0]!,
    majorJackpotSection: sections[1]!,
    minorJackpotSection: sections[2]!,
    miniJackpotSection: sections[3]!,
    canReceiveDrawChance: open && chances.chances > 0,
    chanceSize: chances.chances,
    needDeposit: need(config.depositPerChance, chances.depositCarry),
    needTyping: need(config.betPerChance, chances.betCarry),
    depositPerChance: config.depositPerChance,
    betPerChance: config.betPerChance,
    tierShares: tiers.map((t) => t.shareBp),
    prizes,
    jackpotWinnerList: winners.map((w) => toRow(w, maskNickname(w.nickname))),
  };
}

const pagesOf = (total: number, size: number) => Math.ceil(total / size);

/** The player's own draws, newest first: only rows of `userId`, whatever is asked. */
export async function personDrawLog(db: Database, userId: number, pageNum: number, pageSize: number) {
  const rows = await drawsWithPlayer(db)
    .where('d.user_id', '=', userId)
    .orderBy('d.id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom('jackpot_draws')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  return { list: rows.map((r) => toRow(r, r.nickname)), total, pages: pagesOf(total, pageSize) };
}

interface RankSource {
  user_id: number;
  nickname: string;
  avatar: string;
  amount: string | number;
  wins: string | number;
  rank: string | number;
}

/** Players by jackpot amounts won (all time), ties by who won first; the caller's own row unmasked. */
export async function jackpotRank(
  db: Database,
  userId: number,
  pageNum: number,
  pageSize: number,
): Promise<{ allRank: RankRow[]; pages: number; personRank: RankRow | null }> {
  const ranked = sql<RankSource>`SELECT r.*, u.nickname, u.avatar FROM (
      SELECT user_id, sum(count) AS amount, count(*) AS wins,
        row_number() OVER (ORDER BY sum(count) DESC, min(id)) AS rank
      FROM jackpot_draws WHERE prop_id BETWEEN ${JACKPOT_TIER_PROPS[0]} AND ${JACKPOT_TIER_PROPS[3]}
      GROUP BY user_id) r JOIN users u ON u.id = r.user_id`;
  const toRank = (r: RankSource): RankRow => ({
    rank: Number(r.rank),
    nickname: Number(r.user_id) === userId ? r.nickname : maskNickname(r.nickname),
    avatar: r.avatar,
    amount: Number(r.amount),
    wins: Number(r.wins),
  });
  const page = await sql<RankSource>`SELECT * FROM (${ranked}) x ORDER BY rank LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`.execute(db);
  const mine = await sql<RankSource>`SELECT * FROM (${ranked}) x WHERE user_id = ${userId}`.execute(db);
  const total = await sql<{
    n: string | number;
  }>`SELECT count(DISTINCT user_id) AS n FROM jackpot_draws WHERE prop_id BETWEEN ${JACKPOT_TIER_PROPS[0]} AND ${JACKPOT_TIER_PROPS[3]}`.execute(db);
  const mineRow = mine.rows[0];
  return { allRank: page.rows.map(toRank), pages: pagesOf(Number(total.rows[0]?.n ?? 0), pageSize), personRank: mineRow ? toRank(mineRow) : null };
}
