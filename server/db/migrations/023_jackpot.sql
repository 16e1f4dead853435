-- The jackpot draw (activity 105): the operator's settings, the ten prizes of the grid with their weights, the four
-- jackpot tiers, each player's draw chances, and every draw. Amounts are hundredths of a peso. The pools themselves
-- are ledger accounts (house_jackpot_<tier>), so what a tier shows and pays is always a real balance.

-- One row: how chances are earned and how the house funds the pools.
CREATE TABLE jackpot_config (
  id integer PRIMARY KEY CHECK (id = 1),
  -- A credited deposit earns one chance per this much (0 turns deposit chances off).
  deposit_per_chance bigint NOT NULL CHECK (deposit_per_chance >= 0),
  -- Valid bet earns one chance per this much (0 turns bet chances off).
  bet_per_chance bigint NOT NULL CHECK (bet_per_chance >= 0),
  -- How far below its pool a shown figure may go, basis points of the pool (the display never shows more than the pool).
  display_spread_bp integer NOT NULL CHECK (display_spread_bp BETWEEN 0 AND 5000)
);
INSERT INTO jackpot_config (id, deposit_per_chance, bet_per_chance, display_spread_bp) VALUES (1, 50000, 500000, 200);

-- The four tiers (props 50001 Mega .. 50004 Mini): a win pays share_bp of the pool, then the pool is reset to its
-- seed; each draw adds fund_per_draw to the pool from the house.
CREATE TABLE jackpot_tiers (
  prop_id integer PRIMARY KEY CHECK (prop_id BETWEEN 50001 AND 50004),
  seed bigint NOT NULL CHECK (seed > 0),
  share_bp integer NOT NULL CHECK (share_bp BETWEEN 1 AND 10000),
  fund_per_draw bigint NOT NULL CHECK (fund_per_draw >= 0)
);
INSERT INTO jackpot_tiers (prop_id, seed, share_bp, fund_per_draw) VALUES
  (50001, 5000000, 10000, 500),
  (50002, 1000000, 10000, 200),
  (50003, 200000, 10000, 100),
  (50004, 50000, 10000, 50);

-- The grid: cell 1..10 in the clockwise walk order. A jackpot cell (prop 50001-50004) has count 0: it pays its pool.
CREATE TABLE jackpot_prizes (
  cell integer PRIMARY KEY CHECK (cell BETWEEN 1 AND 10),
  prop_id integer NOT NULL,
  count bigint NOT NULL CHECK (count >= 0),
  weight integer NOT NULL CHECK (weight >= 0)
);
INSERT INTO jackpot_prizes (cell, prop_id, count, weight) VALUES
  (1, 2001, 100, 3000),
  (2, 2002, 20, 2200),
  (3, 50004, 0, 60),
  (4, 2001, 500, 1800),
  (5, 1201, 1, 900),
  (6, 50002, 0, 5),
  (7, 2001, 2000, 400),
  (8, 2002, 100, 1614),
  (9, 50003, 0, 20),
  (10, 50001, 0, 1);

-- A player's unspent chances and the deposit and bet not yet worth a chance.
CREATE TABLE jackpot_chances (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  chances integer NOT NULL DEFAULT 0 CHECK (chances >= 0),
  deposit_carry bigint NOT NULL DEFAULT 0,
  bet_carry bigint NOT NULL DEFAULT 0
);

-- Every draw: the prize it landed on and what it paid (for a jackpot cell, the pool's payout).
CREATE TABLE jackpot_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  cell integer NOT NULL,
  prop_id integer NOT NULL,
  count bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX jackpot_draws_user ON jackpot_draws (user_id, id);
CREATE INDEX jackpot_draws_jackpot ON jackpot_draws (id) WHERE prop_id BETWEEN 50001 AND 50004;
