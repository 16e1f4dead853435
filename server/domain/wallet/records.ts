// appUserCoinDetail: every ledger entry on the player's main and safebox accounts, newest first, paged.
import type { CoinRecord } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { PLAYER_MAIN } from '../ledger.ts';
import { PLAYER_SAFEBOX } from './accounts.ts';

export interface RecordQuery {
  type: string;
  startTime?: number;
  endTime?: number;
  pageNum: number;
  pageSize: number;
}

export async function coinRecords(db: Database, userId: number, q: RecordQuery) {
  let base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', userId)
    .where('a.kind', 'in', [PLAYER_MAIN, PLAYER_SAFEBOX]);
  if (q.type) base = base.where('e.reason', '=', q.type);
  if (q.startTime !== undefined) base = base.where('e.created_at', '>=', q.startTime);
  if (q.endTime !== undefined) base = base.where('e.created_at', '<', q.endTime);
  const rows = await base
    .select(['e.id', 'e.reason', 'a.kind', 'e.amount', 'e.balance_after', 'e.reference', 'e.created_at'])
    .orderBy('e.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  const games = await gameNames(
    db,
    userId,
    rows.map((r) => r.reference),
  );
  const count = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const list: CoinRecord[] = rows.map((r) => ({
    id: r.id,
    type: r.reason,
    account: r.kind === PLAYER_SAFEBOX ? 'safebox' : 'main',
    amount: r.amount,
    // Player entries always carry it; only house entries (never listed here) leave it null.
    balanceAfter: r.balance_after ?? 0,
    reference: r.reference,
    createTime: r.created_at,
    ...(games.has(r.reference) ? { gameName: games.get(r.reference) } : {}),
  }));
  return { list, total: Number(count.n), pageNum: q.pageNum, pageSize: q.pageSize };
}

const ROUND = 'round:';

/** Bets and wins reference their round ("round:<id>"); one query names the game of every round on the page. */
async function gameNames(db: Database, userId: number, references: string[]): Promise<Map<string, string>> {
  const roundIds = references.filter((r) => r.startsWith(ROUND)).map((r) => r.slice(ROUND.length));
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .where('r.user_id', '=', userId)
    .where('r.round_id', 'in', roundIds)
    .select(['r.round_id', 'g.name'])
    .execute();
  return new Map(rows.map((r) => [ROUND + r.round_id, r.name]));
}
