-- Outside game providers: an operator configures one (code, signing secret, launch base URL) and only then do its games
-- appear. The outside rows seeded earlier named providers that never existed and could not open, so they go; the
-- sabong row goes too, and constraints keep sabong (banned online in the Philippines) out of both tables for good.

-- `secret_enc` is the HMAC signing secret encrypted with AES-256-GCM under a key kept outside the database
-- (PROVIDER_SECRET_KEY or DATA_DIR/provider-secret-key): the server must compute HMACs with the secret itself, so a
-- one-way hash cannot work, and a copy of the database alone (a backup, a replica) must not let anyone sign calls.
-- After a rotation the previous secret is still accepted until `previous_until`, so in-flight calls finish.
CREATE TABLE game_providers (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,31}$' AND code <> 'builtin'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  secret_enc text NOT NULL,
  previous_secret_enc text,
  previous_until bigint,
  base_url text NOT NULL CHECK (base_url ~ '^https?://'),
  wallet_type text NOT NULL DEFAULT 'seamless' CHECK (wallet_type = 'seamless'),
  status text NOT NULL DEFAULT 'on' CHECK (status IN ('on', 'off')),
  created_at bigint NOT NULL,
  CONSTRAINT game_providers_no_sabong CHECK (lower(code || ' ' || name) !~ '(sabong|sabung|cock[[:space:]_-]*fight)')
);

-- The player's session at a provider: the launch token is exchanged once (POST /provider/v1/session) and the
-- provider then names the session in every wallet call.
ALTER TABLE game_launches ADD COLUMN provider_session_hash text UNIQUE;

-- Wallet calls keep the hash of the body they first came with: the same transaction id with another body is a 409.
ALTER TABLE game_wallet_txns ADD COLUMN body_hash text;

-- Nothing could launch the fake rows (their provider refused before a launch was written), so only favourites point
-- at them. Any row something else still points at is turned off instead.
DELETE FROM game_favourites WHERE game_id IN (SELECT id FROM games WHERE provider <> 'builtin');
DELETE FROM games g
WHERE g.provider <> 'builtin'
  AND NOT EXISTS (SELECT 1 FROM game_launches l WHERE l.game_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.game_id = g.id);
UPDATE games SET status = 'off' WHERE provider <> 'builtin';
UPDATE games SET status = 'off', name = 'Removed game', slug = 'removed-' || id, tags = ''
WHERE lower(slug || ' ' || name || ' ' || tags) ~ '(sabong|sabung|cock[[:space:]_-]*fight)';

-- An RTP figure is shown only where it is known: the built-in games' own maths. Outside games carry none.
ALTER TABLE games ALTER COLUMN rtp_bp DROP NOT NULL;
UPDATE games SET rtp_bp = NULL WHERE provider <> 'builtin';
ALTER TABLE games ADD CONSTRAINT games_rtp_builtin_only CHECK (provider = 'builtin' OR rtp_bp IS NULL);
ALTER TABLE games ADD CONSTRAINT games_no_sabong CHECK (lower(slug || ' ' || name || ' ' || tags) !~ '(sabong|sabung|cock[[:space:]_-]*fight)');

-- Apps that cached the old catalogue refresh it (a fresh database has no config yet; its seed writes the first one).
UPDATE app_config SET value = to_jsonb('g018-' || (extract(epoch from now()) * 1000)::bigint::text) WHERE key = 'gameListVersion';
