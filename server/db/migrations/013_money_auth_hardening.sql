-- Sandbox pay pages need the ordering player's pay token (stored hashed, cleared when used) and the app session that
-- made the order (still live when the player decides); the order id alone no longer moves money.
ALTER TABLE deposit_orders ADD COLUMN pay_token_hash text NOT NULL DEFAULT '';
ALTER TABLE deposit_orders ADD COLUMN pay_session_id bigint REFERENCES sessions (id) ON DELETE SET NULL;

-- Devices (hashed client device ids) that completed a login for an account: a correct password from one of them is
-- not held back by the account-wide failed-login limit that strangers can fill.
CREATE TABLE login_devices (
  user_id bigint NOT NULL REFERENCES users (id),
  device_hash text NOT NULL,
  first_at bigint NOT NULL,
  last_at bigint NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);
