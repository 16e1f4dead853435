-- Everyone's daily sign-in (loginBonus3, apart from the VIP sign-in ladder) and the first-deposit bonus.

-- The 7-day sign-in calendar: day 1..7 of a streak pays `awards` (JSON text of [{id, count}]). Operators edit rows.
CREATE TABLE signin_calendar (
  day integer PRIMARY KEY CHECK (day BETWEEN 1 AND 7),
  awards text NOT NULL
);
INSERT INTO signin_calendar (day, awards) VALUES
  (1, '[{"id":2001,"count":200}]'),
  (2, '[{"id":2002,"count":500}]'),
  (3, '[{"id":2001,"count":300}]'),
  (4, '[{"id":1005,"count":1}]'),
  (5, '[{"id":2001,"count":500}]'),
  (6, '[{"id":2002,"count":1000}]'),
  (7, '[{"id":2001,"count":1000},{"id":1201,"count":1}]');

-- One row per player and Manila day signed: the primary key makes racing claims of one day pay once.
-- `streak_day` is the calendar day (1..7) the claim paid.
CREATE TABLE signin_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  day text NOT NULL,
  streak_day integer NOT NULL CHECK (streak_day BETWEEN 1 AND 7),
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- First-deposit bonus tiers: a first deposit of at least `min_amount` (hundredths) earns `bonus` (hundredths). The
-- highest tier reached applies. Cap and turnover multiple are app_config keys (firstDepositBonusMax,
-- firstDepositTurnoverMultiple).
CREATE TABLE first_deposit_tiers (
  min_amount bigint PRIMARY KEY CHECK (min_amount > 0),
  bonus bigint NOT NULL CHECK (bonus >= 0)
);
INSERT INTO first_deposit_tiers (min_amount, bonus) VALUES (10000, 2000), (50000, 12000), (100000, 30000);

-- The one first-deposit bonus of a player: user_id as primary key makes it once per player, even when the deposit
-- notification arrives twice or in parallel.
CREATE TABLE first_deposit_bonuses (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  order_id text NOT NULL,
  deposit bigint NOT NULL,
  bonus bigint NOT NULL,
  turnover bigint NOT NULL,
  note text NOT NULL DEFAULT '',
  credited_at bigint NOT NULL
);

-- Players who joined the first-deposit offer before depositing: the bonus carries wagering that locks the deposit too,
-- so it is never forced on a player who did not ask for it.
CREATE TABLE first_deposit_optins (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  joined_at bigint NOT NULL
);
