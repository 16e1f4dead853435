-- The rank list sums valid bets and jackpot wins over a Manila day or week: both read by time.
CREATE INDEX bet_outbox_created ON bet_outbox (created_at, user_id);
CREATE INDEX jackpot_draws_won ON jackpot_draws (created_at, user_id) WHERE prop_id BETWEEN 50001 AND 50004;

-- Its tile in the activity grid (players only: the rank shows other players' standing).
INSERT INTO activities (id, name, type, sort, unlogin_show_status, click_type, click_action, rules)
VALUES (115, 'Leaderboard', 2, 15, 0, 1, '/rank', '')
ON CONFLICT (id) DO NOTHING;
