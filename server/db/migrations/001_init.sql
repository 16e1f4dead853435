-- First schema: config, content, players, sessions, ledger, rate limits, idempotency, client events.
-- Times are bigint epoch milliseconds: the server's clock is injectable (tests move it) and the contract speaks ms.
-- Money is bigint hundredths of a peso.

CREATE TABLE app_config (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE themes (
  id text PRIMARY KEY,
  theme_name text NOT NULL,
  theme_domian text NOT NULL DEFAULT '',
  theme_json_data text NOT NULL,
  is_default boolean NOT NULL DEFAULT false
);
-- At most one default theme.
CREATE UNIQUE INDEX themes_one_default ON themes (is_default) WHERE is_default;

CREATE TABLE activities (
  id integer PRIMARY KEY,
  name text NOT NULL,
  type integer NOT NULL,
  sort integer NOT NULL,
  unlogin_show_status integer NOT NULL DEFAULT 0,
  click_type integer NOT NULL,
  click_action text NOT NULL,
  theme_url text NOT NULL DEFAULT '',
  home_float_show_status integer NOT NULL DEFAULT 0,
  img_url4 text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE vip_levels (
  level integer PRIMARY KEY,
  experience bigint NOT NULL,
  bet_limit bigint NOT NULL,
  daily_award jsonb NOT NULL,
  show_type integer NOT NULL CHECK (show_type BETWEEN 1 AND 6)
);

CREATE TABLE customer_services (
  id integer PRIMARY KEY,
  name text NOT NULL,
  item_type integer NOT NULL,
  param1 text NOT NULL DEFAULT '',
  param2 text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  sort integer NOT NULL
);

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  account text NOT NULL,
  password_hash text NOT NULL,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  account_type integer NOT NULL DEFAULT 1,
  vip integer NOT NULL DEFAULT 0,
  vip_exp bigint NOT NULL DEFAULT 0,
  user_level integer NOT NULL DEFAULT 0,
  lottery integer NOT NULL DEFAULT 0,
  pid bigint NOT NULL DEFAULT 0,
  invite_code text NOT NULL UNIQUE,
  current_game_id integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
-- Account names are unique whatever their case.
CREATE UNIQUE INDEX users_account_lower ON users (lower(account));

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint,
  last_seen_at bigint NOT NULL,
  ip text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  kind text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  -- Belt and braces for the ledger's own check: a player's money never goes below zero.
  CONSTRAINT accounts_player_not_negative CHECK (kind NOT LIKE 'player\_%' OR balance >= 0)
);
CREATE UNIQUE INDEX accounts_user_kind ON accounts (user_id, kind) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_house_kind ON accounts (kind) WHERE user_id IS NULL;

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  reason text NOT NULL,
  reference text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  reason text NOT NULL,
  reference text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- One row per counted attempt; a sliding window counts the rows younger than the window.
CREATE TABLE rate_limit_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX rate_limit_hits_bucket_at ON rate_limit_hits (bucket, at);

CREATE TABLE idempotency_keys (
  key text NOT NULL,
  scope text NOT NULL,
  call text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'done')),
  status_code integer,
  answer jsonb,
  created_at bigint NOT NULL,
  PRIMARY KEY (key, scope, call)
);

CREATE TABLE client_events (
  id text PRIMARY KEY,
  name text NOT NULL,
  time bigint NOT NULL,
  page text NOT NULL DEFAULT '',
  params jsonb NOT NULL,
  user_id bigint,
  received_at bigint NOT NULL
);
CREATE INDEX client_events_name ON client_events (name);
