-- The lottery (activity 107): a daily 6/42 draw at 21:00 Manila. Each draw commits to a server seed by publishing its
-- SHA-256 hash when sales open (the row exists before any ticket can reference it) and reveals the seed once drawn.
-- Amounts are hundredths of a peso.

-- The product prizes on offer (the grand prize of a draw); an operator retires one with active = false.
CREATE TABLE lottery_products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- What the product is worth, for the rule page and the order list (hundredths).
  value bigint NOT NULL CHECK (value >= 0),
  active boolean NOT NULL DEFAULT true
);
INSERT INTO lottery_products (id, name, description, value) VALUES
  (1, 'Smartphone (128 GB)', 'A new Android smartphone, 128 GB storage, delivered to your door anywhere in the Philippines.', 1200000),
  (2, 'Rice, 25 kg sack', 'A 25 kg sack of well-milled rice, delivered to your door.', 150000);

CREATE TABLE lottery_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- When the numbers are drawn (epoch ms); one draw per time.
  draw_at bigint NOT NULL UNIQUE,
  -- Sales stop at this time (epoch ms), before draw_at.
  closes_at bigint NOT NULL,
  seed text NOT NULL,
  seed_hash text NOT NULL,
  -- The grand prize of this draw (6 of 6), fixed when sales open.
  product_id integer NOT NULL REFERENCES lottery_products (id),
  -- The six numbers, ascending, comma separated; '' until drawn.
  numbers text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'drawn')),
  drawn_at bigint,
  created_at bigint NOT NULL
);

-- One row per line (six numbers) a player bought. settled_at is set once, in the draw's transaction.
CREATE TABLE lottery_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  user_id bigint NOT NULL REFERENCES users (id),
  -- The purchase this line came with (one request, one id).
  purchase text NOT NULL,
  numbers text NOT NULL,
  -- 1, 2 or 3: coin prizes are multiplied by 1, 2 or 5.
  tier integer NOT NULL CHECK (tier BETWEEN 1 AND 3),
  -- 'coin', 'ticket' (a lottery ticket prop 80001-80003) or 'coupon' (coin with a lottery coupon 110001-110005).
  paid_with text NOT NULL CHECK (paid_with IN ('coin', 'ticket', 'coupon')),
  -- Coin paid for this line after any discount (hundredths).
  paid bigint NOT NULL CHECK (paid >= 0),
  matched integer,
  -- Coin won (hundredths), 0 for none or a product.
  prize bigint NOT NULL DEFAULT 0,
  prize_product_id integer REFERENCES lottery_products (id),
  settled_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX lottery_tickets_user ON lottery_tickets (user_id, id DESC);
CREATE INDEX lottery_tickets_draw ON lottery_tickets (draw_id) WHERE settled_at IS NULL;

-- A product won, shipped to the address the player gave; one order per winning ticket.
CREATE TABLE lottery_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL UNIQUE REFERENCES lottery_tickets (id),
  user_id bigint NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES lottery_products (id),
  address jsonb NOT NULL,
  status text NOT NULL DEFAULT 'ordered' CHECK (status IN ('ordered', 'shipped', 'delivered')),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX lottery_orders_user ON lottery_orders (user_id, id DESC);
