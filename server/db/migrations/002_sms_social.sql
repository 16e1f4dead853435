-- Ways in beyond account + password: mobile numbers, SMS codes and their lockouts, social provider links.
-- A player who signed up by mobile or social login has no account name ('') and maybe no password (''),
-- so account names are unique only among those that exist.

DROP INDEX users_account_lower;
CREATE UNIQUE INDEX users_account_lower ON users (lower(account)) WHERE account <> '';
-- Mobiles are stored normalised (+639XXXXXXXXX); one player per number.
CREATE UNIQUE INDEX users_mobile ON users (mobile) WHERE mobile <> '';
-- A new social player must complete /auth/info (nickname, mobile, register notice).
ALTER TABLE users ADD COLUMN info_pending boolean NOT NULL DEFAULT false;

CREATE TABLE user_social_links (
  user_id bigint NOT NULL REFERENCES users (id),
  provider text NOT NULL CHECK (provider IN ('google', 'facebook', 'line')),
  subject text NOT NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, provider)
);
CREATE UNIQUE INDEX user_social_links_subject ON user_social_links (provider, subject);

-- One live code per (mobile, purpose); only a salted hash of the code is kept.
CREATE TABLE sms_codes (
  mobile text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  PRIMARY KEY (mobile, purpose)
);

-- A number that took too many wrong codes is locked until then.
CREATE TABLE sms_locks (
  mobile text PRIMARY KEY,
  locked_until bigint NOT NULL
);
