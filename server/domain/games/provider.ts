// Game providers behind one adapter: the built-in provider runs the games in server/games/; outside providers'
// rows are in the catalogue but this build has no integration for them, and they say so.
import { DomainError } from '../errors.ts';

export const BUILTIN_PROVIDER = 'builtin';

export interface GameProvider {
  id: string;
  /** The game page URL for a launch token; throws a 403 DomainError when the game cannot run here. */
  launchUrl(slug: string, launchToken: string): string;
  /** Money the provider still holds for the player (transfer-wallet providers); seamless providers hold none. */
  heldBalance(userId: number): Promise<number>;
  playable: boolean;
}

const builtin: GameProvider = {
  id: BUILTIN_PROVIDER,
  playable: true,
  launchUrl: (slug, launchToken) => `/games/${slug}/?launch=${encodeURIComponent(launchToken)}`,
  // The built-in games debit and credit the main wallet directly (seamless), so nothing is ever left behind.
  heldBalance: async () => 0,
};

function unavailable(id: string): GameProvider {
  return {
    id,
    playable: false,
    launchUrl: () => {
      throw new DomainError(403, `${id} games are not available in this build. Try one of our own games.`);
    },
    heldBalance: async () => 0,
  };
}

export function providerFor(id: string): GameProvider {
  return id === BUILTIN_PROVIDER ? builtin : unavailable(id);
}
