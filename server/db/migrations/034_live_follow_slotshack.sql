-- Live, follow, slotshack: the operator's live stream, the follow-us rewards and the slot tournament.

-- The one live stream (id 1). url is an embed address on an allowed host (contract/live.ts), null while none is on;
-- next_at is the next scheduled stream (ms), shown on the empty state.
CREATE TABLE live_stream (
  id integer PRIMARY KEY CHECK (id = 1),
  url text,
  title text NOT NULL DEFAULT '',
  next_at bigint,
  next_title text NOT NULL DEFAULT '',
  updated_at bigint NOT NULL
);
INSERT INTO live_stream (id, url, title, next_at, updated_at) VALUES (1, NULL, '', NULL, 0) ON CONFLICT (id) DO NOTHING;

-- The operator's social pages. awards: JSON text of [{id, count}], paid once per player per page.
CREATE TABLE social_pages (
  id serial PRIMARY KEY,
  platform text NOT NULL CHECK (platform IN ('facebook', 'instagram', 'tiktok', 'youtube', 'telegram')),
  name text NOT NULL,
  url text NOT NULL,
  awards text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
-- The server-recorded tap on "Follow": a claim needs one first. The primary keys make a claim pay once per page.
CREATE TABLE social_page_clicks (
  user_id integer NOT NULL REFERENCES users(id),
  page_id integer NOT NULL REFERENCES social_pages(id),
  clicked_at bigint NOT NULL,
  PRIMARY KEY (user_id, page_id)
);
CREATE TABLE social_page_claims (
  user_id integer NOT NULL REFERENCES users(id),
  page_id integer NOT NULL REFERENCES social_pages(id),
  awards text NOT NULL,
  claimed_at bigint NOT NULL,
  PRIMARY KEY (user_id, page_id)
);
INSERT INTO social_pages (platform, name, url, awards, sort) VALUES
  ('facebook', 'PisoWin Official', 'https://www.facebook.com/pisowin.official', '[{"id":2001,"count":200}]', 1),
  ('telegram', 'PisoWin Announcements', 'https://t.me/pisowin_official', '[{"id":2001,"count":200}]', 2);

-- Slot tournaments. prizes: JSON text of hundredths by rank ([50000, 30000, ...]); settled_at guards the payout.
CREATE TABLE slotshack_events (
  id serial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games(id),
  title text NOT NULL,
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  min_bet bigint NOT NULL CHECK (min_bet > 0),
  prizes text NOT NULL,
  created_at bigint NOT NULL,
  settled_at bigint,
  CHECK (starts_at < ends_at)
);
CREATE INDEX slotshack_events_open ON slotshack_events (game_id, ends_at) WHERE settled_at IS NULL;
-- A player's best round in an event: score is win / bet x 10000 (rounded down); reached_at breaks ties. One row per
-- player per event, written by that player's own bets only, so no row is shared by many players.
CREATE TABLE slotshack_scores (
  event_id integer NOT NULL REFERENCES slotshack_events(id),
  user_id integer NOT NULL REFERENCES users(id),
  score bigint NOT NULL,
  bet bigint NOT NULL,
  win bigint NOT NULL,
  round_id text NOT NULL,
  reached_at bigint NOT NULL,
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX slotshack_scores_board ON slotshack_scores (event_id, score DESC, reached_at, user_id);
-- What settlement paid: one row per winner.
CREATE TABLE slotshack_prizes (
  event_id integer NOT NULL REFERENCES slotshack_events(id),
  user_id integer NOT NULL REFERENCES users(id),
  rank integer NOT NULL,
  amount bigint NOT NULL,
  paid_at bigint NOT NULL,
  PRIMARY KEY (event_id, user_id)
);

-- Their tiles. Live and the tournament start hidden (an empty window): the operator's `live set` / `slotshack add`
-- opens the window, so a tile never promises a stream or a tournament that is not on or announced.
INSERT INTO activities (id, name, type, sort, unlogin_show_status, click_type, click_action, rules, starts_at, ends_at) VALUES
  (116, 'Live', 2, 16, 1, 1, '/activity/live', '', 0, 1),
  (117, 'Follow us', 2, 17, 0, 1, '/activity/follow', '', NULL, NULL),
  (118, 'Slot tournament', 2, 18, 1, 1, '/activity/slotshack', '', 0, 1)
ON CONFLICT (id) DO NOTHING;
