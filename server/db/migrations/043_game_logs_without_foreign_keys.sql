-- The game logs a spin appends to (its round, its journal rows, its outbox row) no longer check their player, game and
-- seed pair by foreign key. Each check was a row lock (FOR KEY SHARE) on the parent taken per inserted row, and every
-- spin of every player on one game took it on that game's one row. At 40 connections on PostgreSQL on a 2-core VM whose
-- speed swings by half from minute to minute, run alternately with the build before in six pairs: this one served more
-- spins in five (1,241 against 1,218 at the slow end, 1,912 against 1,666 at the fast), with 10-40% less database CPU
-- a spin (0.34-0.55 against 0.41-0.64 ms), and fewer in one (1,809 against 1,887). The rows are written only by
-- statements that read the player, the game and the seed pair they name; nothing deletes players, games or seed
-- pairs; and the operator's round audit (`npm run admin -- audit rounds`) lists any row that names one that does not
-- exist. The ledger keeps its foreign keys: its entries are the money.
ALTER TABLE game_rounds DROP CONSTRAINT IF EXISTS game_rounds_user_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT IF EXISTS game_rounds_game_id_fkey;
ALTER TABLE game_rounds DROP CONSTRAINT IF EXISTS game_rounds_seed_id_fkey;
ALTER TABLE game_wallet_txns DROP CONSTRAINT IF EXISTS game_wallet_txns_user_id_fkey;
ALTER TABLE bet_outbox DROP CONSTRAINT IF EXISTS bet_outbox_user_id_fkey;
