-- Bankruptcy gift (with its VIP version) and the monthly bonus. Amounts are hundredths of a peso. The gift and
-- tier tables are filled here with the defaults, so an operator edits rows instead of shipping code.

-- One row per gift: gift 1 and gift 2 of a VIP level (level 0 is every player below VIP 1). A player gets the row
-- of the highest level at or under their own. Gift 2 needs `valid_bet` of real-money valid bet since gift 1.
CREATE TABLE bankrupt_gifts (
  id integer PRIMARY KEY,
  level integer NOT NULL,
  step smallint NOT NULL CHECK (step IN (1, 2)),
  prop_id integer NOT NULL,
  count bigint NOT NULL CHECK (count > 0),
  valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  UNIQUE (level, step)
);
INSERT INTO bankrupt_gifts (id, level, step, prop_id, count, valid_bet) VALUES
  (1, 0, 1, 2001, 500, 0),
  (2, 0, 2, 2001, 1000, 5000),
  (11, 1, 1, 2001, 1000, 0),
  (12, 1, 2, 2001, 2000, 10000),
  (31, 3, 1, 2001, 2000, 0),
  (32, 3, 2, 2001, 5000, 20000),
  (51, 5, 1, 2001, 5000, 0),
  (52, 5, 2, 2001, 10000, 50000),
  (71, 7, 1, 2001, 10000, 0),
  (72, 7, 2, 2001, 20000, 100000),
  (91, 9, 1, 2001, 20000, 0),
  (92, 9, 2, 2001, 50000, 200000);

-- A claimed gift: the key (player, Manila day, step) makes racing claims of one gift pay once.
CREATE TABLE bankrupt_gift_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  day text NOT NULL,
  step smallint NOT NULL,
  gift_id integer NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, day, step)
);

-- Gift 2 sums a player's valid bets since gift 1.
CREATE INDEX bet_outbox_user_time ON bet_outbox (user_id, created_at);

-- Monthly bonus tiers: last Manila month's valid bet OR deposits reaching a tier's minimum pays its awards.
CREATE TABLE monthly_bonus_tiers (
  tier integer PRIMARY KEY CHECK (tier > 0),
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  min_deposit bigint NOT NULL CHECK (min_deposit > 0),
  awards text NOT NULL
);
INSERT INTO monthly_bonus_tiers (tier, min_bet, min_deposit, awards) VALUES
  (1, 500000, 100000, '[{"id":2001,"count":2000}]'),
  (2, 2000000, 500000, '[{"id":2001,"count":8800}]'),
  (3, 10000000, 2000000, '[{"id":2001,"count":38800}]'),
  (4, 50000000, 10000000, '[{"id":2001,"count":188800}]');

-- One claim per player and Manila month of the claim (the figures are of the month before it).
CREATE TABLE monthly_bonus_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  month text NOT NULL,
  tier integer NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, month)
);
