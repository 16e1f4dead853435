// Checks the ledger's invariants: each player balance equals the sum of its entries and its last balance_after, house
// accounts keep no running balance (their balance is the sum of their entries, listed here), and every transaction
// (so the whole ledger) sums to zero. Used by tests and by `npm run admin -- audit ledger`.
import { sql } from 'kysely';
import { formatMoney } from '../../contract/money.ts';
import type { Database } from '../db/database.ts';

export interface LedgerAudit {
  ok: boolean;
  problems: string[];
  /** Sum of every entry ever written: zero in a healthy ledger. */
  total: number;
  /** Each house account's balance (the sum of its entries), by kind. */
  houses: Record<string, number>;
}

export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const problems: string[] = [];
  const houses: Record<string, number> = {};
  const accounts = await sql<{ id: number; kind: string; balance: number; total: string | number; last_after: number | null }>`
    SELECT a.id, a.kind, a.balance, COALESCE(SUM(e.amount), 0)::bigint AS total,
      (SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1) AS last_after
    FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id, a.kind, a.balance
    ORDER BY a.id`.execute(db);
  for (const row of accounts.rows) {
    const total = Number(row.total);
    if (row.kind.startsWith('house_')) {
      houses[row.kind] = total;
      if (row.balance !== 0) problems.push(`house account ${row.id}: keeps a running balance ${row.balance}`);
      continue;
    }
    if (total !== row.balance) problems.push(`account ${row.id}: balance ${row.balance} but entries sum to ${total}`);
    if (row.last_after !== null && row.last_after !== row.balance)
      problems.push(`account ${row.id}: balance ${row.balance} but last balance_after is ${row.last_after}`);
  }
  const unbalanced = await sql<{ transaction_id: number }>`
    SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0`.execute(db);
  for (const row of unbalanced.rows) problems.push(`transaction ${row.transaction_id} does not sum to zero`);
  const sum = await sql<{ total: number }>`SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM ledger_entries`.execute(db);
  const total = Number(sum.rows[0]?.total ?? 0);
  if (total !== 0) problems.push(`all entries sum to ${total}, not 0`);
  return { ok: problems.length === 0, problems, total, houses };
}

/** The audit as an operator reads it: one line per house balance, then OK or one line per problem. */
export function formatLedgerAudit(audit: LedgerAudit): string {
  const lines = Object.entries(audit.houses).map(([kind, balance]) => `${kind}: ${formatMoney(balance)}`);
  lines.push(audit.ok ? 'ledger OK: player balances match their entries, every transaction sums to zero' : `ledger PROBLEMS (${audit.problems.length}):`);
  lines.push(...audit.problems);
  return lines.join('\n');
}
