// Checks the ledger's invariants: each balance equals the sum of its entries, the last balance_after matches the
// balance, and every transaction (so the whole ledger) sums to zero. Used by tests and available to operators.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface LedgerAudit {
  ok: boolean;
  problems: string[];
  /** Sum of every entry ever written: zero in a healthy ledger. */
  total: number;
}

export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const problems: string[] = [];
  const accounts = await sql<{ id: number; balance: number; total: string | number; last_after: number | null }>`
    SELECT a.id, a.balance, COALESCE(SUM(e.amount), 0)::bigint AS total,
      (SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1) AS last_after
    FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id, a.balance`.execute(db);
  for (const row of accounts.rows) {
    const total = Number(row.total);
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
  return { ok: problems.length === 0, problems, total };
}
