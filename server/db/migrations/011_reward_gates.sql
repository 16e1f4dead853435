-- Reward gates (SPEC section 6: "VIP level (vip) and userLevel gate rewards"): a task may need a VIP level and a
-- verification level (contract/member-constants.ts USER_LEVEL) before it can be claimed. Progress still counts.
ALTER TABLE task_defs ADD COLUMN min_vip integer NOT NULL DEFAULT 0;
ALTER TABLE task_defs ADD COLUMN min_user_level integer NOT NULL DEFAULT 0;

INSERT INTO task_defs (id, kind, event, type_id, game_id, title, goal, awards, action, sort, min_vip, min_user_level) VALUES
  (21, 'weekly', 'deposit_amount', NULL, NULL, 'Deposit ₱1,000 this week', 100000, '[{"id":2001,"count":2000},{"id":2002,"count":100}]', 'deposit', 21, 0, 1),
  (22, 'weekly', 'bet_amount', NULL, NULL, 'High roller: bet ₱10,000 this week', 1000000, '[{"id":2001,"count":10000},{"id":2002,"count":300}]', 'games', 22, 2, 0);
