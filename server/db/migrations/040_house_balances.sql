-- House accounts keep no running balance. Every bet moves money to or from a house account, so a balance column
-- updated (and row-locked) by each transfer made every player's transaction wait on that one row. A house account's
-- balance is now the sum of its entries, read when asked for; only player accounts keep a balance column, under their
-- own row lock. Existing house balances equal the sums of their entries (the audit's invariant), so the figures read
-- the same; the column is zeroed and held at zero so no stale figure can be read from it.
ALTER TABLE ledger_entries ALTER COLUMN balance_after DROP NOT NULL;
UPDATE accounts SET balance = 0 WHERE kind LIKE 'house\_%';
ALTER TABLE accounts ADD CONSTRAINT accounts_house_no_running_balance CHECK (kind NOT LIKE 'house\_%' OR balance = 0);
-- The account index carries the amount, so a house balance sums its entries from the index alone.
DROP INDEX ledger_entries_account;
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id) INCLUDE (amount);
-- The house account every built-in round's stake and win moves through: made here, so a round never has to make it.
INSERT INTO accounts (user_id, kind, created_at) VALUES (NULL, 'house_games', (extract(epoch FROM now()) * 1000)::bigint)
  ON CONFLICT (kind) WHERE user_id IS NULL DO NOTHING;
