-- Two more built-in slots on the slot engine: Carabao Gold (243 ways, high volatility) and Fiesta Fruits (3 reels,
-- 5 lines, low volatility). rtp_bp is each game's exact RTP (server/games/<game>/rules.ts).
INSERT INTO games (id, slug, name, provider, type_id, tags, status, sort, rtp_bp, art_seed) VALUES
  (101, 'carabao-gold', 'Carabao Gold', 'builtin', 1, 'hot,new', 'on', 2, 9647, 10101),
  (102, 'fiesta-fruits', 'Fiesta Fruits', 'builtin', 1, 'new', 'on', 3, 9561, 10102);

-- Apps refresh their copy of the catalogue when the version changes (a fresh database is seeded later with its own).
UPDATE app_config SET value = '"g019"' WHERE key = 'gameListVersion';
