-- The diamond mall: a journal of every diamond movement, goods bought with diamonds and their orders, the players'
-- delivery addresses, and the cumulative ("addup") awards by total diamonds spent. Diamonds themselves stay counted
-- in player_props (prop 60001); peso amounts are hundredths.

-- Every change of a player's diamonds, with the count held after it: earned (an award), coupon (a diamond coupon
-- used), coin and goods (spent in the mall). `reference` names the source record (an award, an order).
CREATE TABLE diamond_journal (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  change bigint NOT NULL CHECK (change <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  kind text NOT NULL CHECK (kind IN ('earned', 'coupon', 'coin', 'goods', 'scratch')),
  reference text NOT NULL,
  -- Coin a coin exchange paid (hundredths), kept for the ticker; 0 for every other kind.
  coin bigint NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
CREATE INDEX diamond_journal_user ON diamond_journal (user_id, id DESC);
-- The ticker reads the latest exchanges of everyone.
CREATE INDEX diamond_journal_spent ON diamond_journal (id DESC) WHERE change < 0;

CREATE TABLE mall_goods (
  id serial PRIMARY KEY,
  name text NOT NULL,
  picture text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price > 0),
  -- What the prize is worth in pesos (hundredths), shown beside its diamond price.
  value bigint NOT NULL CHECK (value >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE player_addresses (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  address jsonb NOT NULL,
  updated_at bigint NOT NULL
);

-- An order keeps the name, price and address it was placed with, so later edits of the goods or address do not
-- change what was bought or where it goes.
CREATE TABLE mall_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  goods_id integer NOT NULL REFERENCES mall_goods (id),
  goods_name text NOT NULL,
  price integer NOT NULL,
  address jsonb NOT NULL,
  status text NOT NULL DEFAULT 'ordered' CHECK (status IN ('ordered', 'shipped', 'delivered')),
  tracking text,
  created_at bigint NOT NULL,
  shipped_at bigint,
  delivered_at bigint
);
CREATE INDEX mall_orders_user ON mall_orders (user_id, id DESC);
CREATE INDEX mall_orders_open ON mall_orders (status, id) WHERE status <> 'delivered';

-- The addup ladder: total diamonds spent in the mall reaching `threshold` makes its awards claimable once.
CREATE TABLE mall_addup (
  id integer PRIMARY KEY CHECK (id > 0),
  threshold integer NOT NULL UNIQUE CHECK (threshold > 0),
  awards text NOT NULL
);
INSERT INTO mall_addup (id, threshold, awards) VALUES
  (1, 100, '[{"id":2001,"count":500}]'),
  (2, 500, '[{"id":2001,"count":3000}]'),
  (3, 2000, '[{"id":2001,"count":15000}]'),
  (4, 10000, '[{"id":2001,"count":88800}]');

-- The key makes racing claims of one rung pay once.
CREATE TABLE mall_addup_claims (
  user_id bigint NOT NULL REFERENCES users (id),
  addup_id integer NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, addup_id)
);
