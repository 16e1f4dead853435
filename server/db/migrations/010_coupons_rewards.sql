-- Coupons and reward records: the terms of each coupon prop id, the coupons players hold, the
-- coupon an order reserves, and the award log read by player.

-- Terms of a coupon prop id (percent 1001-1099, fixed 1201-1299, give 1301-1399). A coupon granted copies the terms
-- of its type at that moment, so later changes here never alter a coupon a player already holds.
-- rate: basis points of the deposit (percent coupons); amount: the fixed bonus or the give coupon's free credit;
-- min_deposit: the smallest deposit it applies to; max_bonus: the cap of a percent coupon (0 = no cap);
-- turnover_multiple: wagering of (deposit + bonus) for deposit coupons, of the credit for give coupons.
CREATE TABLE coupon_types (
  prop_id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed', 'give')),
  rate integer NOT NULL DEFAULT 0 CHECK (rate >= 0),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  min_deposit bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  max_bonus bigint NOT NULL DEFAULT 0 CHECK (max_bonus >= 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple >= 0),
  validity_days integer NOT NULL DEFAULT 7 CHECK (validity_days > 0)
);

INSERT INTO coupon_types (prop_id, kind, rate, amount, min_deposit, max_bonus, turnover_multiple, validity_days) VALUES
  (1005, 'percent', 500, 0, 10000, 20000, 3, 7),
  (1010, 'percent', 1000, 0, 10000, 50000, 3, 7),
  (1020, 'percent', 2000, 0, 50000, 100000, 5, 7),
  (1201, 'fixed', 0, 5000, 50000, 0, 3, 7),
  (1202, 'fixed', 0, 10000, 100000, 0, 3, 7),
  (1301, 'give', 0, 1000, 0, 0, 1, 7),
  (1302, 'give', 0, 2000, 0, 0, 1, 7);

-- One row per coupon a player holds. state: usable, reserved (by order_id since reserved_at), used.
-- Expired is not a state: a usable coupon whose expires_at has passed is expired.
CREATE TABLE player_coupons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  prop_id integer NOT NULL,
  kind text NOT NULL,
  rate integer NOT NULL,
  amount bigint NOT NULL,
  min_deposit bigint NOT NULL,
  max_bonus bigint NOT NULL,
  turnover_multiple integer NOT NULL,
  source text NOT NULL,
  reference text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  state text NOT NULL DEFAULT 'usable' CHECK (state IN ('usable', 'reserved', 'used')),
  order_id text,
  reserved_at bigint,
  used_at bigint,
  bonus bigint NOT NULL DEFAULT 0
);
CREATE INDEX player_coupons_user ON player_coupons (user_id, id);
CREATE INDEX player_coupons_order ON player_coupons (order_id) WHERE order_id IS NOT NULL;

-- The coupon a deposit order reserved; its bonus is paid when the deposit is credited.
ALTER TABLE deposit_orders ADD COLUMN coupon_id bigint;

-- activityAwardGetLog reads a player's awards newest first.
CREATE INDEX award_log_user ON award_log (user_id, id);
