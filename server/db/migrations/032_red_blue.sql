-- Red versus blue (activity 108 and its start modal 119): a weekly period with a sign-up window; a player joins one
-- camp per period, once (the primary key). Each member's valid bet since joining is kept on their own row, and the
-- camps' totals are summed when read, so no row is written by every player's bets. Amounts are hundredths of a peso.
CREATE TABLE pk_periods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Monday 00:00 Manila for the server's weekly periods; the moment an operator opened one otherwise.
  starts_at bigint NOT NULL UNIQUE,
  signup_ends_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  -- What the winning camp shares; the operator may change it until the period is settled.
  pool bigint NOT NULL CHECK (pool >= 0),
  -- Set once, by the settlement that pays the pool (its conditional update is the guard against paying twice).
  settled_at bigint,
  winner text CHECK (winner IN ('red', 'blue', 'both', 'none')),
  red_total bigint,
  blue_total bigint,
  created_at bigint NOT NULL,
  CHECK (starts_at <= signup_ends_at AND signup_ends_at <= ends_at)
);

CREATE TABLE pk_members (
  period_id bigint NOT NULL REFERENCES pk_periods (id),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  camp text NOT NULL CHECK (camp IN ('red', 'blue')),
  joined_at bigint NOT NULL,
  -- Valid bet of real-money rounds settled from joined_at to the period's end.
  valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  -- What the settlement paid (0 for a losing camp or no valid bet); NULL until settled.
  payout bigint,
  PRIMARY KEY (period_id, user_id)
);
CREATE INDEX pk_members_user ON pk_members (user_id, period_id);
CREATE INDEX pk_members_camp ON pk_members (period_id, camp);

-- The page's tile gets a clear name; the start modal joins the others (after the sign-in modal, which suppresses it).
UPDATE activities SET name = 'Red vs Blue' WHERE id = 108 AND name = 'Blue red packet';
INSERT INTO activities (id, name, type, sort, unlogin_show_status, click_type, click_action, rules)
VALUES (119, 'Red vs Blue', 1, 19, 0, 2, 'red-versus-blue', '')
ON CONFLICT (id) DO NOTHING;
