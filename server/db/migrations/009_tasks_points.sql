-- Tasks, points and liveness: task definitions, each player's progress per Manila period, the Manila days
-- a player logged in on (log-in tasks count a day once), and points exchanged into coin.

-- `event` says what moves a task: login (a Manila day logged in), deposit_count, deposit_amount (hundredths),
-- bet_amount (valid bet, hundredths), play_rounds (settled real-money rounds), invite (a friend bound you as inviter),
-- client (the app reports it: finishTask). `type_id` / `game_id` narrow bet and round tasks to a game type or game.
-- `action` names where the app's Go button leads (games, deposit, invite, inbox, game:<id>), '' for none.
CREATE TABLE task_defs (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('daily', 'weekly')),
  event text NOT NULL CHECK (event IN ('login', 'deposit_count', 'deposit_amount', 'bet_amount', 'play_rounds', 'invite', 'client')),
  type_id integer,
  game_id integer,
  title text NOT NULL,
  goal bigint NOT NULL CHECK (goal > 0),
  awards text NOT NULL,
  action text NOT NULL DEFAULT '',
  sort integer NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX task_defs_event ON task_defs (event) WHERE active;

-- One row per (player, task, period): a new Manila day or week has no row yet, so it starts fresh without a job.
-- `progress` is capped at the goal; `completed_at` is set once when it reaches it; `claimed_at` once when paid.
CREATE TABLE task_progress (
  user_id bigint NOT NULL REFERENCES users (id),
  task_id integer NOT NULL REFERENCES task_defs (id),
  period_key text NOT NULL,
  progress bigint NOT NULL DEFAULT 0,
  completed_at bigint,
  claimed_at bigint,
  PRIMARY KEY (user_id, task_id, period_key)
);

CREATE TABLE task_login_days (
  user_id bigint NOT NULL REFERENCES users (id),
  day_key text NOT NULL,
  PRIMARY KEY (user_id, day_key)
);

-- Points spent: each exchange takes `points` from player_props (prop 2002) and credits `coin` through the ledger.
CREATE TABLE points_exchanges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  points bigint NOT NULL,
  coin bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX points_exchanges_user ON points_exchanges (user_id, created_at);
CREATE INDEX award_log_user_prop ON award_log (user_id, prop_id, created_at);

INSERT INTO task_defs (id, kind, event, type_id, game_id, title, goal, awards, action, sort) VALUES
  (1, 'daily', 'login', NULL, NULL, 'Log in today', 1, '[{"id":2002,"count":10},{"id":4001,"count":10}]', '', 1),
  (2, 'daily', 'bet_amount', NULL, NULL, 'Bet ₱100 today', 10000, '[{"id":2001,"count":500},{"id":2002,"count":20},{"id":4001,"count":20}]', 'games', 2),
  (3, 'daily', 'play_rounds', 1, NULL, 'Play 10 slot rounds', 10, '[{"id":2002,"count":30},{"id":4001,"count":20}]', 'games', 3),
  (4, 'daily', 'deposit_count', NULL, NULL, 'Deposit today', 1, '[{"id":2001,"count":1000},{"id":2002,"count":50},{"id":4001,"count":30}]', 'deposit', 4),
  (5, 'daily', 'client', NULL, NULL, 'Open your inbox', 1, '[{"id":2002,"count":10},{"id":4001,"count":10}]', 'inbox', 5),
  (11, 'weekly', 'login', NULL, NULL, 'Log in on 5 days this week', 5, '[{"id":2002,"count":100},{"id":4001,"count":50}]', '', 11),
  (12, 'weekly', 'bet_amount', NULL, NULL, 'Bet ₱2,000 this week', 200000, '[{"id":2001,"count":2000},{"id":2002,"count":200},{"id":4001,"count":50}]', 'games', 12),
  (13, 'weekly', 'play_rounds', NULL, 2, 'Play Color Game 30 times', 30, '[{"id":2002,"count":100},{"id":4001,"count":50}]', 'game:2', 13),
  (14, 'weekly', 'invite', NULL, NULL, 'Invite a friend', 1, '[{"id":2001,"count":2000},{"id":2002,"count":100},{"id":4001,"count":50}]', 'invite', 14),
  (15, 'weekly', 'deposit_amount', NULL, NULL, 'Deposit ₱500 this week', 50000, '[{"id":2001,"count":1500},{"id":2002,"count":100},{"id":4001,"count":30}]', 'deposit', 15);
