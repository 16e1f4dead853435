-- Scratch cards bought with diamonds (prop 60001). A card's prize is drawn by the server and paid when the card is
-- made (bought or given), so scratching only reveals it. Kinds and prize tables are filled here with the defaults,
-- so an operator edits rows instead of shipping code.

-- A kind on sale. `price` is in diamonds; `on_sale` off hides it from the shop but keeps its cards readable.
CREATE TABLE scratch_kinds (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  on_sale boolean NOT NULL DEFAULT true
);

-- One prize line of a kind: `weight` out of the kind's total weight is its probability. A count of 0 is "no win".
CREATE TABLE scratch_prizes (
  kind_id integer NOT NULL REFERENCES scratch_kinds (id),
  line smallint NOT NULL CHECK (line BETWEEN 1 AND 20),
  prop_id integer NOT NULL,
  count bigint NOT NULL CHECK (count >= 0),
  weight integer NOT NULL CHECK (weight >= 0),
  PRIMARY KEY (kind_id, line)
);

-- One card. `diamonds` is what it cost (0 for a card the operator gave): the diamond journal joins on these rows.
-- `buy_key` + `buy_index` make a retried purchase make its cards once.
CREATE TABLE scratch_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind_id integer NOT NULL REFERENCES scratch_kinds (id),
  diamonds integer NOT NULL CHECK (diamonds >= 0),
  prize_prop_id integer NOT NULL,
  prize_count bigint NOT NULL CHECK (prize_count >= 0),
  source text NOT NULL CHECK (source IN ('buy', 'gift')),
  buy_key text NOT NULL,
  buy_index smallint NOT NULL,
  bought_at bigint NOT NULL,
  scratched_at bigint,
  UNIQUE (user_id, buy_key, buy_index)
);
CREATE INDEX scratch_cards_user ON scratch_cards (user_id, id DESC);

-- Lucky 7: 10 diamonds (₱10.00 at the default diamond value). Expected prize ₱9.00: RTP 90%.
-- Gold Rush: 50 diamonds (₱50.00). Expected prize ₱46.00: RTP 92%. Weights are out of 10,000.
INSERT INTO scratch_kinds (id, code, name, price) VALUES (1, 'lucky7', 'Lucky 7', 10), (2, 'goldrush', 'Gold Rush', 50);
INSERT INTO scratch_prizes (kind_id, line, prop_id, count, weight) VALUES
  (1, 1, 2001, 0, 5285),
  (1, 2, 2001, 500, 2500),
  (1, 3, 2001, 1000, 1365),
  (1, 4, 2001, 2000, 500),
  (1, 5, 2001, 5000, 300),
  (1, 6, 2001, 77700, 50),
  (2, 1, 2001, 0, 6140),
  (2, 2, 2001, 2500, 2000),
  (2, 3, 2001, 5000, 1200),
  (2, 4, 2001, 10000, 400),
  (2, 5, 2001, 50000, 220),
  (2, 6, 2001, 500000, 40);
