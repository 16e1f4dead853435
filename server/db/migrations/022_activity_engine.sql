-- The activity engine: an activity may run inside a time window (epoch ms; NULL = open on that side) and carries
-- the rules text its rule page or notice modal shows. Start modals (type 1) name their modal kind in click_action
-- with click_type 2; the rows below make existing databases match the seed.
ALTER TABLE activities ADD COLUMN starts_at bigint;
ALTER TABLE activities ADD COLUMN ends_at bigint;
ALTER TABLE activities ADD COLUMN rules text NOT NULL DEFAULT '';
ALTER TABLE activities ADD CONSTRAINT activities_window CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at);

-- Until now the register and first-deposit entries were marked as start modals though they are screens.
UPDATE activities SET type = 2 WHERE id IN (101, 104) AND type = 1;

INSERT INTO activities (id, name, type, sort, unlogin_show_status, click_type, click_action, rules) VALUES
  (110, 'Install PisoWin', 1, 10, 0, 2, 'download', ''),
  (111, 'First deposit tips', 1, 11, 1, 2, 'first-deposit-tips', ''),
  (112, 'Welcome notice', 1, 12, 1, 2, 'notice',
   E'Welcome to PisoWin! Play for fun and only with money you can afford to lose.\n\nPisoWin is for adults aged 21 and over. Government officials and employees, members of the armed forces and the police, and persons on the PAGCOR exclusion list may not play.\n\nYou can set deposit and loss limits or take a time-out at any time under Me, then Self-limits.'),
  (113, 'First deposit offer', 1, 13, 0, 2, 'first-deposit', ''),
  (114, 'Daily sign-in', 1, 14, 0, 2, 'sign-in', '')
ON CONFLICT (id) DO NOTHING;

-- The sign-up bonus: granted (as awards to claim) in the transaction that creates the player, claimed once. The
-- primary key is the player, so registration grants it once; the claim locks the row, so racing claims pay once.
CREATE TABLE signup_bonuses (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  awards jsonb NOT NULL,
  granted_at bigint NOT NULL,
  claimed_at bigint
);
