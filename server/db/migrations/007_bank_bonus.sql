-- The bank activity's deposit bonus: an order made from an activity names it; the credit records the bonus it got,
-- or why it got none (e.g. a responsible-play refusal of the claim).
ALTER TABLE deposit_orders ADD COLUMN activity text NOT NULL DEFAULT '';
ALTER TABLE deposit_orders ADD COLUMN bonus_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE deposit_orders ADD COLUMN bonus_note text NOT NULL DEFAULT '';
