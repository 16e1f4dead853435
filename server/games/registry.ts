// Every built-in game in one list. The game server, the verifier and the RTP bench all read it, so a new game is one
// module under server/games/<game>/ (see builtin-game.ts) and one line here.
import type { BuiltinGame } from './builtin-game.ts';
import { blackjack21 } from './blackjack/game.ts';
import { carabaoGold } from './carabao-gold/game.ts';
import { colorGame } from './color-game/game.ts';
import { diceRoll } from './dice/game.ts';
import { dragonVsTiger } from './dragon-tiger/game.ts';
import { fiestaFruits } from './fiesta-fruits/game.ts';
import { keno40 } from './keno/game.ts';
import { puntoBanco } from './baccarat/game.ts';
import { rocketCrash } from './crash-instant/game.ts';
import { dragonDeep, goldenReef } from './fishing/game.ts';
import { liveBaccarat, liveColorGame } from './live/game.ts';
import { mines } from './mines/game.ts';
import { plinkoDrop } from './plinko/game.ts';
import { sicBoDice } from './sicbo/game.ts';
import { coinPusher } from './coin-pusher/game.ts';
import { luckySampaguita } from './slot/game.ts';

export const BUILTIN_GAMES: readonly BuiltinGame[] = [
  luckySampaguita,
  carabaoGold,
  fiestaFruits,
  colorGame,
  mines,
  puntoBanco,
  blackjack21,
  dragonVsTiger,
  sicBoDice,
  plinkoDrop,
  rocketCrash,
  diceRoll,
  keno40,
  goldenReef,
  dragonDeep,
  liveColorGame,
  liveBaccarat,
  coinPusher,
];

const bySlug = new Map(BUILTIN_GAMES.map((g) => [g.slug, g]));

export const builtinGame = (slug: string): BuiltinGame | undefined => bySlug.get(slug);
