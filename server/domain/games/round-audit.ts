// The operator's audit of past rounds the game API should never have allowed: try-it play (or no bet at all) paid
// in real money, rounds whose server seed was public before they settled (the player could know the outcome), and
// rows of the game logs that name a player, game or seed pair that does not exist (the logs keep no foreign keys:
// migration 043).
import { sql } from 'kysely';
import { formatMoney } from '../../../contract/money.ts';
import type { Database } from '../../db/database.ts';

interface SuspiciousRound {
  round_id: string;
  account: string | null;
  game: string | null;
  bet: number | string | null;
  win: number | string | null;
  settled_at: number | string | null;
  problem: string;
}

const money = (hundredths: number | string | null) => (hundredths === null ? '-' : formatMoney(Number(hundredths), { grouping: false, symbol: false }));

/** One line per suspicious round and problem, oldest first; "No suspicious rounds" when there are none. */
export async function auditRounds(db: Database): Promise<string> {
  const { rows } = await sql<SuspiciousRound>`
    SELECT c.round_id, u.account, g.slug AS game, r.bet, c.amount AS win, c.created_at AS settled_at,
      CASE WHEN r.try_it OR l.try_it THEN 'try-it round paid real money' ELSE 'credit without its bet' END AS problem
    FROM game_wallet_txns c
    JOIN users u ON u.id = c.user_id
    LEFT JOIN game_rounds r ON r.round_id = c.round_id AND r.provider = c.provider
    LEFT JOIN game_launches l ON l.token_hash = r.launch_hash
    LEFT JOIN games g ON g.id = r.game_id
    WHERE c.kind = 'credit' AND (
      r.try_it OR l.try_it OR NOT EXISTS (
        SELECT 1 FROM game_wallet_txns d
        WHERE d.provider = c.provider AND d.user_id = c.user_id AND d.round_id = c.round_id AND d.kind = 'debit'
          AND NOT EXISTS (SELECT 1 FROM game_wallet_txns b WHERE b.provider = d.provider AND b.ref_txn_id = d.txn_id)))
    UNION ALL
    SELECT r.round_id, u.account, g.slug AS game, r.bet, r.win, r.settled_at,
      CASE WHEN r.state = 'open' THEN 'open with its seed revealed' ELSE 'seed revealed before it settled' END AS problem
    FROM game_rounds r
    JOIN game_seeds s ON s.id = r.seed_id
    JOIN users u ON u.id = r.user_id
    JOIN games g ON g.id = r.game_id
    WHERE s.revealed_at IS NOT NULL AND ((r.state = 'open') OR (r.settled_at IS NOT NULL AND s.revealed_at < r.settled_at))
    UNION ALL
    SELECT r.round_id, u.account, g.slug AS game, r.bet, r.win, r.settled_at,
      concat_ws(', ', CASE WHEN u.id IS NULL THEN 'names no player ' || r.user_id END, CASE WHEN g.id IS NULL THEN 'names no game ' || r.game_id END,
        CASE WHEN r.seed_id IS NOT NULL AND s.id IS NULL THEN 'names no seed pair ' || r.seed_id END) AS problem
    FROM game_rounds r
    LEFT JOIN users u ON u.id = r.user_id
    LEFT JOIN games g ON g.id = r.game_id
    LEFT JOIN game_seeds s ON s.id = r.seed_id
    WHERE u.id IS NULL OR g.id IS NULL OR (r.seed_id IS NOT NULL AND s.id IS NULL)
    UNION ALL
    SELECT j.round_id, NULL, NULL, NULL, j.amount, j.created_at, 'journal ' || j.kind || ' ' || j.txn_id || ' names no player ' || j.user_id
    FROM game_wallet_txns j WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = j.user_id)
    UNION ALL
    SELECT o.round_id, NULL, NULL, o.valid_bet, o.win, o.created_at, 'outbox bet names no player ' || o.user_id
    FROM bet_outbox o WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)
    ORDER BY settled_at NULLS LAST, round_id`.execute(db);
  if (rows.length === 0) return 'No suspicious rounds';
  return rows
    .map((r) => {
      const settled = r.settled_at === null ? 'still open' : `settled ${new Date(Number(r.settled_at)).toISOString()}`;
      return `${r.round_id} ${r.account || '-'} ${r.game ?? '-'} bet ${money(r.bet)} win ${money(r.win)} ${settled}: ${r.problem}`;
    })
    .join('\n');
}
