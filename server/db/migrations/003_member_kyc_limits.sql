-- Member area, KYC and responsible play.

-- Other profile details a player may give (appUserOther). One row per player, created on first save.
CREATE TABLE user_details (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  real_name text NOT NULL DEFAULT '',
  birth_date text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  updated_at bigint NOT NULL
);

-- Safebox password (argon2id hash) and the inviter binding live beside the user row.
ALTER TABLE users ADD COLUMN safebox_hash text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN pid_bound_at bigint;

-- KYC: one submission per player; status 0 not submitted, 1 pending, 2 approved, 3 rejected.
CREATE TABLE kyc_submissions (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  status integer NOT NULL DEFAULT 0,
  full_name text NOT NULL DEFAULT '',
  birth_date text NOT NULL DEFAULT '',
  id_type text NOT NULL DEFAULT '',
  id_number text NOT NULL DEFAULT '',
  reject_reason text NOT NULL DEFAULT '',
  submitted_at bigint,
  reviewed_at bigint,
  updated_at bigint NOT NULL
);
CREATE INDEX kyc_submissions_status ON kyc_submissions (status, reviewed_at);

-- KYC images after metadata stripping, kept in the database (never under the web root).
CREATE TABLE kyc_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  created_at bigint NOT NULL
);
CREATE UNIQUE INDEX kyc_files_user_kind ON kyc_files (user_id, kind);

-- Deposit and loss limits: one row per player and kind; a raise or removal waits in pending_* until pending_from.
CREATE TABLE play_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  amount bigint,
  pending boolean NOT NULL DEFAULT false,
  pending_amount bigint,
  pending_from bigint,
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- Time-out, self-exclusion and the reality-check interval: one row per player.
CREATE TABLE play_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  reality_check_minutes integer NOT NULL DEFAULT 0,
  timeout_until bigint,
  exclusion_started_at bigint,
  exclusion_until bigint,
  updated_at bigint NOT NULL
);
