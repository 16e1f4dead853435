-- Inbox and awards: mails with attached awards, the award log and the player's prop counts.

-- One row per recipient. `awards` is a JSON list of {id, count}; `has_awards` says whether it is non-empty.
CREATE TABLE mails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  title text NOT NULL,
  body text NOT NULL,
  awards text NOT NULL DEFAULT '[]',
  has_awards boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  read_at bigint,
  claimed_at bigint,
  deleted_at bigint
);
CREATE INDEX mails_user_id ON mails (user_id, id);

-- Every award granted, by source (e.g. 'mail') and reference (e.g. the mail id); granted once per prop.
CREATE TABLE award_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  prop_id integer NOT NULL,
  count bigint NOT NULL,
  source text NOT NULL,
  reference text NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (source, reference, prop_id)
);

-- Non-money props a player holds (coupons, points, diamonds, ...), as counts.
CREATE TABLE player_props (
  user_id bigint NOT NULL REFERENCES users (id),
  prop_id integer NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, prop_id)
);
