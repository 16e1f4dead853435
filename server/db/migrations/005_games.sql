-- Games: catalogue, provably-fair seeds, launches, rounds, the seamless-wallet journal, the bet outbox,
-- favourites.

CREATE TABLE game_types (
  id integer PRIMARY KEY,
  name text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  sort integer NOT NULL
);

-- `slug` names the built-in game's page folder. `status`: on, maintenance or off (off games are not listed). `rtp_bp` in basis points. `art_seed` draws the thumbnail.
CREATE TABLE games (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  provider text NOT NULL,
  type_id integer NOT NULL REFERENCES game_types (id),
  tags text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'on' CHECK (status IN ('on', 'maintenance', 'off')),
  sort integer NOT NULL,
  rtp_bp integer NOT NULL,
  art_seed integer NOT NULL
);

-- One active seed pair per player (revealed_at null); rotation reveals it and starts another.
CREATE TABLE game_seeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  revealed_at bigint
);
CREATE UNIQUE INDEX game_seeds_active ON game_seeds (user_id) WHERE revealed_at IS NULL;

-- A launch: the single-use token in the game URL (stored hashed) opens one game session for one player and game.
CREATE TABLE game_launches (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES games (id),
  try_it boolean NOT NULL,
  activity_id integer,
  demo_balance bigint NOT NULL DEFAULT 0,
  session_hash text UNIQUE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  opened_at bigint,
  ended_at bigint
);
CREATE INDEX game_launches_user ON game_launches (user_id, created_at);

-- A round: open (Mines before cash-out), settled or rolled_back. Try-it rounds are kept apart from records.
CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES games (id),
  type_id integer NOT NULL,
  provider text NOT NULL,
  launch_hash text NOT NULL,
  activity_id integer,
  try_it boolean NOT NULL,
  bet bigint NOT NULL CHECK (bet > 0),
  win bigint NOT NULL DEFAULT 0,
  state text NOT NULL CHECK (state IN ('open', 'settled', 'rolled_back')),
  detail jsonb NOT NULL,
  seed_id bigint REFERENCES game_seeds (id),
  nonce integer NOT NULL,
  created_at bigint NOT NULL,
  settled_at bigint
);
CREATE INDEX game_rounds_user ON game_rounds (user_id, try_it, created_at);

-- The seamless wallet's journal: each provider transaction id applies once (debit, credit or rollback).
CREATE TABLE game_wallet_txns (
  provider text NOT NULL,
  txn_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  user_id bigint NOT NULL REFERENCES users (id),
  round_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  ref_txn_id text,
  balance_after bigint NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (provider, txn_id)
);

-- Valid bets for later engines (VIP, rebates, tasks, bankruptcy gift), written in the bet's own transaction.
CREATE TABLE bet_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  round_id text NOT NULL UNIQUE,
  game_id integer NOT NULL,
  type_id integer NOT NULL,
  valid_bet bigint NOT NULL,
  win bigint NOT NULL,
  activity_id integer,
  created_at bigint NOT NULL,
  consumed_at bigint
);
CREATE INDEX bet_outbox_pending ON bet_outbox (id) WHERE consumed_at IS NULL;

CREATE TABLE game_favourites (
  user_id bigint NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES games (id),
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, game_id)
);

INSERT INTO game_types (id, name, status, sort) VALUES (1, 'Slots', true, 1), (2, 'Fishing', true, 2), (3, 'Table', true, 3), (4, 'Arcade', true, 4), (5, 'Live', true, 5);

-- The catalogue: three built-in games and rows of outside providers (not playable in this build).
INSERT INTO games (id, slug, name, provider, type_id, tags, status, sort, rtp_bp, art_seed) VALUES
  (1, 'lucky-sampaguita', 'Lucky Sampaguita', 'builtin', 1, 'hot,new', 'on', 1, 9659, 98278),
  (2, 'color-game', 'Color Game', 'builtin', 3, 'hot', 'on', 2, 9213, 46878),
  (3, 'mines', 'Mines', 'builtin', 4, 'hot,new', 'on', 3, 9700, 52992),
  (4, 'golden-carabao', 'Golden Carabao', 'Bulkan Studios', 1, 'hot,new', 'on', 4, 9650, 2369),
  (5, 'jeepney-jackpot', 'Jeepney Jackpot', 'Perlas Gaming', 1, 'hot', 'on', 5, 9800, 71968),
  (6, 'mango-madness', 'Mango Madness', 'Bulkan Studios', 1, 'hot,new', 'on', 6, 9500, 54897),
  (7, 'fiesta-fortune', 'Fiesta Fortune', 'Perlas Gaming', 1, 'new', 'on', 7, 9600, 47997),
  (8, 'boracay-gold', 'Boracay Gold', 'Bulkan Studios', 1, '', 'on', 8, 9600, 49331),
  (9, 'dragon-pearl', 'Dragon Pearl', 'Perlas Gaming', 1, '', 'on', 9, 9650, 75828),
  (10, 'lucky-bamboo', 'Lucky Bamboo', 'Bulkan Studios', 1, 'new', 'on', 10, 9600, 1190),
  (11, 'coconut-crush', 'Coconut Crush', 'Perlas Gaming', 1, 'new', 'on', 11, 9720, 59353),
  (12, 'treasure-isle', 'Treasure Isle', 'Bulkan Studios', 1, '', 'on', 12, 9720, 6125),
  (13, 'volcano-riches', 'Volcano Riches', 'Perlas Gaming', 1, '', 'on', 13, 9500, 92768),
  (14, 'sari-sari-spins', 'Sari-Sari Spins', 'Bulkan Studios', 1, '', 'on', 14, 9700, 23714),
  (15, 'ocean-king', 'Ocean King', 'Perlas Gaming', 2, 'hot', 'on', 15, 9600, 81752),
  (16, 'mega-fishing', 'Mega Fishing', 'Habagat Games', 2, 'new', 'on', 16, 9600, 25759),
  (17, 'dragon-fishing', 'Dragon Fishing', 'Perlas Gaming', 2, '', 'on', 17, 9600, 15601),
  (18, 'golden-shark', 'Golden Shark', 'Habagat Games', 2, 'hot,new', 'on', 18, 9720, 99056),
  (19, 'reef-hunter', 'Reef Hunter', 'Perlas Gaming', 2, 'new', 'on', 19, 9600, 32256),
  (20, 'deep-sea-bounty', 'Deep Sea Bounty', 'Habagat Games', 2, '', 'on', 20, 9500, 60583),
  (21, 'tuna-rush', 'Tuna Rush', 'Perlas Gaming', 2, '', 'on', 21, 9600, 45139),
  (22, 'pearl-diver', 'Pearl Diver', 'Habagat Games', 2, '', 'on', 22, 9600, 67174),
  (23, 'baccarat-classic', 'Baccarat Classic', 'Habagat Games', 3, '', 'on', 23, 9650, 46504),
  (24, 'blackjack-pro', 'Blackjack Pro', 'Bulkan Studios', 3, 'hot', 'on', 24, 9600, 68774),
  (25, 'sic-bo', 'Sic Bo', 'Habagat Games', 3, 'hot,new', 'on', 25, 9800, 32886),
  (26, 'pusoy-dos', 'Pusoy Dos', 'Bulkan Studios', 3, '', 'on', 26, 9600, 60667),
  (27, 'tongits-table', 'Tongits Table', 'Habagat Games', 3, '', 'maintenance', 27, 9700, 14163),
  (28, 'pai-gow', 'Pai Gow', 'Bulkan Studios', 3, 'hot', 'on', 28, 9500, 77302),
  (29, 'dragon-tiger', 'Dragon Tiger', 'Habagat Games', 3, 'hot', 'on', 29, 9700, 98095),
  (30, 'plinko', 'Plinko', 'Habagat Games', 4, '', 'on', 30, 9600, 48143),
  (31, 'crash-rocket', 'Crash Rocket', 'Perlas Gaming', 4, 'hot', 'on', 31, 9500, 38780),
  (32, 'keno-quick', 'Keno Quick', 'Habagat Games', 4, 'hot', 'on', 32, 9650, 4802),
  (33, 'limbo', 'Limbo', 'Perlas Gaming', 4, 'hot,new', 'on', 33, 9720, 56752),
  (34, 'scratch-card', 'Scratch Card', 'Habagat Games', 4, '', 'on', 34, 9720, 11952),
  (35, 'wheel-of-luck', 'Wheel of Luck', 'Perlas Gaming', 4, 'hot', 'on', 35, 9500, 27327),
  (36, 'live-baccarat', 'Live Baccarat', 'Tala Live', 5, 'hot', 'on', 36, 9650, 44662),
  (37, 'live-roulette', 'Live Roulette', 'Tala Live', 5, 'hot', 'on', 37, 9700, 67225),
  (38, 'live-sabong-stream', 'Live Sabong Stream', 'Tala Live', 5, 'hot', 'on', 38, 9600, 80063),
  (39, 'live-blackjack', 'Live Blackjack', 'Tala Live', 5, 'new', 'on', 39, 9700, 47531),
  (40, 'live-dragon-tiger', 'Live Dragon Tiger', 'Tala Live', 5, '', 'on', 40, 9500, 19425),
  (41, 'live-sic-bo', 'Live Sic Bo', 'Tala Live', 5, 'hot', 'on', 41, 9500, 44560);
