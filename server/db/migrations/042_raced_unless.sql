-- A statement that moves money without holding a lock (a slot spin: ledger.ts movePlayerHouseUnlocked) checks in its
-- last step that the state it was computed from still held (the balance, the nonce it took) and fails with
-- serialization_failure when not, so the statement, its own transaction, applies nothing and the caller reads again.
-- A function, not an expression such as 1/0, which the planner could evaluate before the statement runs.
CREATE FUNCTION raced_unless(ok boolean, what text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$ BEGIN IF ok IS NOT TRUE THEN RAISE EXCEPTION '%', what USING ERRCODE = '40001'; END IF; RETURN true; END $$;
