-- Game session integrity: a game session ends with the app session that started it, and a launch has one open round.

-- The app session a launch was started from. Launches from before this column have none and count as ended for
-- play; a pruned app session clears it the same way.
ALTER TABLE game_launches ADD COLUMN app_session_id bigint REFERENCES sessions (id) ON DELETE SET NULL;
-- Logout ends a session's launches, and pruning a session clears the column: both look launches up by it.
CREATE INDEX game_launches_app_session ON game_launches (app_session_id);

-- A round belongs to its launch: at most one open round (Mines) per launch, so racing starts cannot open several.
CREATE UNIQUE INDEX game_rounds_one_open ON game_rounds (launch_hash) WHERE state = 'open';

-- A seed is revealed only when no open round was drawn from it.
CREATE INDEX game_rounds_open_seed ON game_rounds (seed_id) WHERE state = 'open';

-- A credit looks up its round's debit.
CREATE INDEX game_wallet_txns_round ON game_wallet_txns (provider, round_id);
