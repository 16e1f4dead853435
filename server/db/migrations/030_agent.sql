-- The agent (invite commission) program. One row per invite (the invitee's binding to an inviter), made valid once
-- the invitee's first deposit is credited (and their KYC approved, where the operator requires it).
CREATE TABLE agent_invites (
  invitee_id bigint PRIMARY KEY REFERENCES users (id),
  inviter_id bigint NOT NULL REFERENCES users (id),
  bound_at bigint NOT NULL,
  valid_at bigint,
  -- The per-valid-invite reward, claimable once.
  reward_claimed_at bigint
);
CREATE INDEX agent_invites_inviter ON agent_invites (inviter_id, bound_at DESC);

-- Commission accrues per (invitee, Manila day): only that invitee's bets update the row, so no row is hot.
-- units are hundredths x 10000 (valid bet x rate in basis points), so fractions of a centavo carry over.
CREATE TABLE agent_commission_days (
  inviter_id bigint NOT NULL REFERENCES users (id),
  invitee_id bigint NOT NULL REFERENCES users (id),
  day text NOT NULL,
  valid_bet bigint NOT NULL DEFAULT 0,
  units bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (inviter_id, invitee_id, day)
);
CREATE INDEX agent_commission_days_day ON agent_commission_days (inviter_id, day);

-- What an inviter has claimed so far (hundredths): the claim locks this row, so racing claims pay once.
CREATE TABLE agent_accounts (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  claimed bigint NOT NULL DEFAULT 0
);

CREATE TABLE agent_commission_claims (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX agent_commission_claims_user ON agent_commission_claims (user_id, id DESC);

-- Invitation goals (N valid invites) claimed, once each.
CREATE TABLE agent_goal_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  goal integer NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, goal)
);

-- Taps on Share / Copy per player and Manila day (a per-player row, never a global counter).
CREATE TABLE agent_invite_clicks (
  user_id bigint NOT NULL REFERENCES users (id),
  day text NOT NULL,
  channel text NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day, channel)
);

-- Players who bound an inviter before this program existed keep their binding.
INSERT INTO agent_invites (invitee_id, inviter_id, bound_at, valid_at)
SELECT u.id, u.pid, COALESCE(u.pid_bound_at, u.created_at), u.invite_counted_at
FROM users u
WHERE u.pid > 0 AND u.pid <> u.id AND EXISTS (SELECT 1 FROM users i WHERE i.id = u.pid)
ON CONFLICT (invitee_id) DO NOTHING;
