-- VIP rewards and bet rebates: level-up bonuses, the sign-in ladder, VIP tasks, rebate rates by level and
-- game type, and the per-player state of each. Reward tables are filled here so existing databases get them too.
-- Amounts are hundredths of a peso; awards are JSON lists of {id, count} (prop 2001 is coin).

-- The one-off bonus a player may claim once for each level reached.
CREATE TABLE vip_levelup_bonus (
  level integer PRIMARY KEY,
  awards text NOT NULL
);
INSERT INTO vip_levelup_bonus (level, awards) VALUES
  (1, '[{"id":2001,"count":1000}]'),
  (2, '[{"id":2001,"count":3000}]'),
  (3, '[{"id":2001,"count":8800}]'),
  (4, '[{"id":2001,"count":18800}]'),
  (5, '[{"id":2001,"count":38800}]'),
  (6, '[{"id":2001,"count":88800}]'),
  (7, '[{"id":2001,"count":188800}]'),
  (8, '[{"id":2001,"count":388800}]'),
  (9, '[{"id":2001,"count":888800}]'),
  (10, '[{"id":2001,"count":1888800}]');

-- VIP sign-in: seven steps per level, one a Manila day; day 7 pays ten times the daily step.
CREATE TABLE vip_signin_ladder (
  level integer NOT NULL,
  step integer NOT NULL,
  awards text NOT NULL,
  PRIMARY KEY (level, step)
);
INSERT INTO vip_signin_ladder (level, step, awards)
  SELECT l, s, '[{"id":2001,"count":' || (l * 100 * CASE WHEN s = 7 THEN 10 ELSE s END) || '}]'
  FROM generate_series(1, 10) AS l CROSS JOIN generate_series(1, 7) AS s;

-- Weekly VIP tasks of each level: wager (kind 'bet') or deposit (kind 'deposit') `target` in a Manila week.
CREATE TABLE vip_tasks (
  id integer PRIMARY KEY,
  level integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'deposit')),
  target bigint NOT NULL,
  awards text NOT NULL
);
INSERT INTO vip_tasks (id, level, kind, target, awards)
  SELECT l * 10 + 1, l, 'bet', l * 200000, '[{"id":2001,"count":' || (l * 1000) || '}]' FROM generate_series(1, 10) AS l;
INSERT INTO vip_tasks (id, level, kind, target, awards)
  SELECT l * 10 + 2, l, 'deposit', l * 50000, '[{"id":2001,"count":' || (l * 500) || '},{"id":2002,"count":' || (l * 10) || '}]' FROM generate_series(1, 10) AS l;

-- Rebate rate in basis points of valid bet (30 = 0.30%), by VIP level and game type.
CREATE TABLE vip_rebate_rates (
  level integer NOT NULL,
  type_id integer NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp >= 0),
  PRIMARY KEY (level, type_id)
);
INSERT INTO vip_rebate_rates (level, type_id, rate_bp)
  SELECT l, t.type_id, t.base + l * t.step
  FROM generate_series(0, 10) AS l CROSS JOIN (VALUES (1, 20, 5), (2, 20, 5), (3, 10, 3), (4, 20, 5), (5, 10, 2)) AS t (type_id, base, step);

-- Valid bet and deposits per player and Manila period ('W:2026-W47' weeks for tasks, 'M:2026-11' months for the audit).
CREATE TABLE vip_period_stats (
  user_id bigint NOT NULL REFERENCES users (id),
  period text NOT NULL,
  bet bigint NOT NULL DEFAULT 0,
  deposit bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, period)
);

CREATE TABLE vip_levelup_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  level integer NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, level)
);

-- One row per claimed Manila day (daily award) or week (a VIP task); the primary key makes a claim once-only.
CREATE TABLE vip_daily_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  day text NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE vip_task_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  task_id integer NOT NULL,
  week text NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, task_id, week)
);

-- The sign-in ladder position: the last signed Manila day and the step it paid.
CREATE TABLE vip_signin_state (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  last_day text NOT NULL,
  step integer NOT NULL
);

-- Unclaimed rebate per player and game type: `units` is valid bet x rate_bp (hundredths x 10,000), so fractions of a
-- centavo carry over; a claim pays floor(units / 10,000) and keeps the rest. `valid_bet` counts since the last claim.
CREATE TABLE rebate_accruals (
  user_id bigint NOT NULL REFERENCES users (id),
  type_id integer NOT NULL,
  valid_bet bigint NOT NULL DEFAULT 0,
  units bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, type_id)
);

CREATE TABLE rebate_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  type_id integer NOT NULL,
  valid_bet bigint NOT NULL,
  amount bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX rebate_claims_user ON rebate_claims (user_id, id);
