-- The invite spin wheel (activity 103, /activity/spin): the operator's settings, the eight sectors with their awards
-- and weights, each player's spin chances, the grants that gave them (one per reason and reference, so a deposit or an
-- invite grants once however often it is reported) and every spin. Amounts are hundredths of a peso.

-- One row: how deposits earn chances, the daily cap on them, and what one valid invite gives.
CREATE TABLE spin_config (
  id integer PRIMARY KEY CHECK (id = 1),
  -- A credited deposit earns one chance per this much (0 turns deposit chances off); the rest is not carried.
  deposit_per_chance bigint NOT NULL CHECK (deposit_per_chance >= 0),
  -- At most this many chances from deposits per Manila day.
  daily_deposit_cap integer NOT NULL CHECK (daily_deposit_cap >= 0),
  -- Chances a valid invite gives its inviter (the agent program calls grantSpinChances with it).
  invite_chances integer NOT NULL CHECK (invite_chances >= 0)
);
INSERT INTO spin_config (id, deposit_per_chance, daily_deposit_cap, invite_chances) VALUES (1, 10000, 10, 1);

-- The wheel, sector 1 at the top and the rest anticlockwise (so a clockwise turn passes them in order). awards is a
-- list of {id, count} props (contract/props.ts).
CREATE TABLE spin_sectors (
  sector integer PRIMARY KEY CHECK (sector BETWEEN 1 AND 8),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 16),
  awards jsonb NOT NULL,
  weight integer NOT NULL CHECK (weight >= 0)
);
-- Weights out of 10,000: one spin pays ₱2.34 coin, 6 points and 0.175 diamonds on average.
INSERT INTO spin_sectors (sector, label, awards, weight) VALUES
  (1, '₱1', '[{"id":2001,"count":100}]', 3000),
  (2, '10 pts', '[{"id":2002,"count":10}]', 2000),
  (3, '₱2', '[{"id":2001,"count":200}]', 2000),
  (4, '₱5', '[{"id":2001,"count":500}]', 1200),
  (5, '50 pts', '[{"id":2002,"count":50}]', 800),
  (6, '₱10', '[{"id":2001,"count":1000}]', 600),
  (7, '5 ♦', '[{"id":60001,"count":5}]', 350),
  (8, '₱88', '[{"id":2001,"count":8800}]', 50);

-- A player's unspent chances: one row per player, locked by a spin, never a row many players share.
CREATE TABLE spin_chances (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  chances integer NOT NULL DEFAULT 0 CHECK (chances >= 0)
);

-- Every grant of chances. (reason, ref) is unique: a deposit order or an invite grants once.
CREATE TABLE spin_chance_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  count integer NOT NULL CHECK (count > 0),
  reason text NOT NULL CHECK (reason IN ('deposit', 'invite', 'operator')),
  ref text NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (reason, ref)
);
CREATE INDEX spin_chance_grants_user ON spin_chance_grants (user_id, reason, created_at);

-- Every spin: the sector it landed on and the awards it paid (copied, so a later change of the sector keeps history).
CREATE TABLE spin_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  sector integer NOT NULL,
  awards jsonb NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX spin_draws_user ON spin_draws (user_id, id);
