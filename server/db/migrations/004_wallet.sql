-- Wallet: deposit channels and orders, receiving accounts, withdrawals, turnover locks.

-- Recharge types (deposit channels) of SPEC section 3; `channel` names the payment adapter that takes the money.
CREATE TABLE recharge_types (
  id integer PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('ewallet', 'bank')),
  channel text NOT NULL,
  sort integer NOT NULL,
  min_amount bigint NOT NULL DEFAULT 0,
  min_amount2 bigint NOT NULL DEFAULT 0,
  is_default boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true
);

-- Recharge items: the price list offered on a channel.
CREATE TABLE recharge_items (
  id integer PRIMARY KEY,
  recharge_type_id integer NOT NULL REFERENCES recharge_types (id),
  price bigint NOT NULL CHECK (price > 0)
);
CREATE INDEX recharge_items_type ON recharge_items (recharge_type_id, price);

-- A deposit order; state pending, paid or failed. Money moves only when the channel's callback says paid.
CREATE TABLE deposit_orders (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  recharge_type_id integer NOT NULL REFERENCES recharge_types (id),
  channel text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('pending', 'paid', 'failed')),
  fail_reason text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX deposit_orders_user ON deposit_orders (user_id, created_at);

-- Receiving accounts (appUserBank): e-wallet numbers or bank accounts. Deleted ones stay for old withdrawals.
CREATE TABLE bank_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  bank_id integer NOT NULL,
  account_name text NOT NULL,
  account_no text NOT NULL,
  created_at bigint NOT NULL,
  deleted_at bigint
);
CREATE INDEX bank_cards_user ON bank_cards (user_id) WHERE deleted_at IS NULL;

-- Withdrawals: pending (money already held), approved, then paid; rejected or failed refunds through the ledger.
CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  card_id bigint NOT NULL REFERENCES bank_cards (id),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL DEFAULT 0,
  state text NOT NULL CHECK (state IN ('pending', 'approved', 'paid', 'rejected', 'failed')),
  reason text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX withdrawals_user ON withdrawals (user_id, id);
CREATE INDEX withdrawals_state ON withdrawals (state, id);

-- Turnover requirements: `remaining` must be wagered before that much of the balance is withdrawable.
CREATE TABLE turnover_locks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  remaining bigint NOT NULL CHECK (remaining >= 0),
  reason text NOT NULL,
  reference text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX turnover_locks_open ON turnover_locks (user_id, id) WHERE remaining > 0;

INSERT INTO recharge_types (id, name, kind, channel, sort, min_amount, min_amount2, is_default) VALUES
  (1, 'GCash', 'ewallet', 'sandbox', 1, 10000, 10000, true),
  (2, 'Maya', 'ewallet', 'sandbox', 2, 10000, 20000, false),
  (3, 'Bank transfer', 'bank', 'sandbox', 3, 50000, 50000, false);

INSERT INTO recharge_items (id, recharge_type_id, price) VALUES
  (1, 1, 10000), (2, 1, 20000), (3, 1, 50000), (4, 1, 100000), (5, 1, 300000), (6, 1, 500000),
  (7, 2, 10000), (8, 2, 20000), (9, 2, 50000), (10, 2, 100000), (11, 2, 500000),
  (12, 3, 50000), (13, 3, 100000), (14, 3, 500000), (15, 3, 1000000);

