-- Table and Arcade games of the built-in studio: Baccarat (punto banco), Blackjack, Dragon Tiger and Sic Bo at the
-- tables; Plinko, an instant Crash, Dice and Keno in the arcade. `rtp_bp` is each game's declared return (its help
-- page says which bet it is for); the catalogue version is bumped so apps fetch the new list.
INSERT INTO games (id, slug, name, provider, type_id, tags, status, sort, rtp_bp, art_seed) VALUES
  (110, 'punto-banco', 'Baccarat Punto Banco', 'builtin', 3, 'hot,new', 'on', 110, 9894, 31011),
  (111, 'blackjack-21', 'Blackjack 21', 'builtin', 3, 'new', 'on', 111, 9950, 31012),
  (112, 'dragon-vs-tiger', 'Dragon vs Tiger', 'builtin', 3, 'new', 'on', 112, 9627, 31013),
  (113, 'sicbo-dice', 'Sic Bo Dice', 'builtin', 3, 'new', 'on', 113, 9722, 31014),
  (120, 'plinko-drop', 'Plinko Drop', 'builtin', 4, 'hot,new', 'on', 120, 9702, 41021),
  (121, 'rocket-crash', 'Rocket Crash', 'builtin', 4, 'new', 'on', 121, 9700, 41022),
  (122, 'dice-roll', 'Dice Roll', 'builtin', 4, 'new', 'on', 122, 9900, 41023),
  (123, 'keno-40', 'Keno 40', 'builtin', 4, 'new', 'on', 123, 9698, 41024);

UPDATE app_config SET value = '"g020"'::jsonb WHERE key = 'gameListVersion';
