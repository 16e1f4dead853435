// Every built-in game in one list. The game server, the verifier and the RTP bench all read it, so a new game is one
// module under server/games/<game>/ (see builtin-game.ts) and one line here.
import type { BuiltinGame } from './builtin-game.ts';
import { colorGame } from './color-game/game.ts';
import { dragonDeep, goldenReef } from './fishing/game.ts';
import { liveBaccarat, liveColorGame } from './live/game.ts';
import { mines } from './mines/game.ts';
import { luckySampaguita } from './slot/game.ts';

export const BUILTIN_GAMES: readonly BuiltinGame[] = [luckySampaguita, colorGame, mines, liveColorGame, liveBaccarat, goldenReef, dragonDeep];

const bySlug = new Map(BUILTIN_GAMES.map((g) => [g.slug, g]));

export const builtinGame = (slug: string): BuiltinGame | undefined => bySlug.get(slug);
