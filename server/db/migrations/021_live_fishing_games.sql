-- Live tables and fishing games. A live table runs shared rounds on the server's clock; each round's result comes
-- from a hash chain committed before the chain is used (seed[i] = sha256(seed[i+1]); the chain's last hash is
-- published first and round k reveals the seed that hashes to round k-1's), so every revealed seed checks against
-- the one before it.

-- One hash chain of a table: `terminal_seed` is the secret the chain is hashed down from; `commitment` is
-- published before the first round uses the chain; `used` counts the seeds rounds have taken.
CREATE TABLE live_chains (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_slug text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  terminal_seed text NOT NULL,
  commitment text NOT NULL,
  used integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
CREATE INDEX live_chains_table ON live_chains (table_slug, id);

-- A table's round: betting until closes_at, then drawn (seed revealed, result known) and settled; the next round
-- opens at ends_at. `prev_hash` is what the revealed seed must hash to.
CREATE TABLE live_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_slug text NOT NULL,
  round_no integer NOT NULL,
  chain_id bigint NOT NULL REFERENCES live_chains (id),
  chain_index integer NOT NULL,
  prev_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('betting', 'drawn', 'settled')),
  opens_at bigint NOT NULL,
  closes_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  seed text,
  result jsonb,
  UNIQUE (table_slug, round_no)
);

-- A player's bet on a live round: stakes by option; `game_round_id` is its round in game_rounds (records, wallet
-- journal, outbox). Settled once: the 'open' -> 'settled' step is guarded in SQL.
CREATE TABLE live_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  live_round_id bigint NOT NULL REFERENCES live_rounds (id),
  game_round_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  launch_hash text NOT NULL,
  try_it boolean NOT NULL,
  stakes jsonb NOT NULL,
  total bigint NOT NULL CHECK (total > 0),
  win bigint NOT NULL DEFAULT 0,
  state text NOT NULL CHECK (state IN ('open', 'settled')),
  created_at bigint NOT NULL,
  UNIQUE (live_round_id, launch_hash)
);
CREATE INDEX live_bets_open ON live_bets (live_round_id) WHERE state = 'open';

INSERT INTO games (id, slug, name, provider, type_id, tags, status, sort, rtp_bp, art_seed) VALUES
  (130, 'live-color-game', 'Live Color Game', 'builtin', 5, 'hot,new', 'on', 130, 9213, 13001),
  (131, 'punto-banco-live', 'Punto Banco Live', 'builtin', 5, 'new', 'on', 131, 9885, 13102),
  (132, 'golden-reef', 'Golden Reef', 'builtin', 2, 'hot,new', 'on', 132, 9600, 13203),
  (133, 'dragon-deep', 'Dragon Deep', 'builtin', 2, 'new', 'on', 133, 9700, 13304);

-- The apps refresh their cached catalogue when this moves. Only an existing row: on a new database the first-start
-- seed writes the whole config (and it seeds only when there is none).
UPDATE app_config SET value = '"m021"' WHERE key = 'gameListVersion';
