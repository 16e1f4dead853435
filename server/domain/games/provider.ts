// Game providers behind one adapter: the built-in provider runs the games in server/games/; an outside provider is one
// an operator configured (game_providers), whose game page lives at its base URL and opens with a signed launch token.
import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { refused } from '../errors.ts';
import { openSecret } from '../providers/secrets.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/constants.ts';

export const BUILTIN_PROVIDER = 'builtin';

type Db = Database | Transaction<DB>;

export interface GameProvider {
  id: string;
  /**
   * The game page URL for a launch token; `lobbyUrl` is where an outside game's own exit button leads, `language` the
   * player's (the built-in pages speak it).
   */
  launchUrl(slug: string, launchToken: string, now: number, lobbyUrl?: string, language?: Language): string;
  /** Money the provider still holds for the player (transfer-wallet providers); seamless providers hold none. */
  heldBalance(userId: number): Promise<number>;
}

const builtin: GameProvider = {
  id: BUILTIN_PROVIDER,
  launchUrl: (slug, launchToken, _now, _lobby, language = DEFAULT_LANGUAGE) =>
    `/games/${slug}/?launch=${encodeURIComponent(launchToken)}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`,
  // The built-in games debit and credit the main wallet directly (seamless), so nothing is ever left behind.
  heldBalance: async () => 0,
};

/** What the provider checks on a launch URL: `game`, `token` and `ts` signed with its secret, so it knows we sent it. */
export const launchSignature = (secret: string, slug: string, token: string, ts: number) =>
  createHmac('sha256', secret).update(`${slug}.${token}.${ts}`).digest('hex');

function outside(code: string, baseUrl: string, secret: string): GameProvider {
  return {
    id: code,
    launchUrl(slug, launchToken, now, lobbyUrl) {
      const url = new URL(baseUrl);
      url.searchParams.set('game', slug);
      url.searchParams.set('token', launchToken);
      url.searchParams.set('ts', String(now));
      url.searchParams.set('sig', launchSignature(secret, slug, launchToken, now));
      if (lobbyUrl) url.searchParams.set('lobby', lobbyUrl);
      return url.toString();
    },
    // Outside providers here are seamless: every bet and win is a call to our wallet, so they hold nothing.
    heldBalance: async () => 0,
  };
}

/** The provider of a game: built-in, or a configured outside provider that is on. Others cannot launch anything. */
export async function providerFor(db: Db, id: string): Promise<GameProvider> {
  if (id === BUILTIN_PROVIDER) return builtin;
  const row = await db
    .selectFrom('game_providers')
    .select(['code', 'base_url', 'secret_enc'])
    .where('code', '=', id)
    .where('status', '=', 'on')
    .executeTakeFirst();
  if (!row) throw refused('This game is no longer offered. Pick another game from the lobby.');
  return outside(row.code, row.base_url, openSecret(row.secret_enc));
}

export function builtinProvider(): GameProvider {
  return builtin;
}
