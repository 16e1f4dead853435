-- The coin pusher (activity 109, /activity/coin-pusher): a built-in game whose rounds are ordinary game rounds (bet
-- records, verify, rebates, VIP and tasks count them), played from its own screen in the app rather than a lobby tile.
-- `listed` false keeps a game out of the lobby's catalogue while it stays playable and reported like any other.
ALTER TABLE games ADD COLUMN listed boolean NOT NULL DEFAULT true;

INSERT INTO games (id, slug, name, provider, type_id, tags, status, sort, rtp_bp, art_seed, listed) VALUES
  (129, 'coin-pusher', 'Coin Pusher', 'builtin', 4, '', 'on', 129, 9600, 41029, false)
ON CONFLICT (id) DO NOTHING;

-- A player's drops are read newest first for the screen's last results.
CREATE INDEX game_rounds_user_game ON game_rounds (user_id, game_id, id DESC);
