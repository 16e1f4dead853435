// The fishing games in the registry: each shot is an instant round at one fish type.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { FISH_FIL, fishingFil } from './fil.ts';
import { DRAGON_DEEP, GOLDEN_REEF, pickFish, shoot, type FishingTable } from './rules.ts';
import { z } from 'zod';

function fishingGame(table: FishingTable, body: (typeof playBodies)['golden-reef']): BuiltinGame {
  const fishParam = z.object({
    fish: z
      .number()
      .int()
      .min(0)
      .max(table.fish.length - 1),
  });
  return {
    slug: table.slug,
    // One page for every sea: it draws the fish, the paytable and the water from pageData.
    dir: 'fishing',
    rtp: table.rtp,
    fil: fishingFil,
    pageData: () => ({ name: table.name, rtp: table.rtp, fish: table.fish, seed: table.look.seed, water: table.look.water }),
    instant: instant({
      body,
      stake: ({ bet, fish }) => (fish < table.fish.length ? bet : { refused: 'There is no such fish here' }),
      play: (rng, { bet, fish }) => shoot(rng, table, fish, bet),
      params: ({ fish }) => ({ fish }),
    }),
    verifyParams: fishParam,
    verify: (rng, params) => {
      const fish = Number(params.fish);
      const shot = shoot(rng, table, fish, 1);
      const name = table.fish[fish]!.name;
      const nameFil = FISH_FIL[name] ?? name;
      return {
        outcome: { fish, hit: shot.hit, multiplier: shot.multiplier },
        words: shot.hit ? `The shot caught the ${name} (${shot.multiplier}×).` : `The shot missed the ${name} (${shot.multiplier}×).`,
        wordsFil: shot.hit ? `Nahuli ng tira ang ${nameFil} (${shot.multiplier}×).` : `Hindi nahuli ng tira ang ${nameFil} (${shot.multiplier}×).`,
      };
    },
    simulate: (rng) => {
      const fish = pickFish(rng, table);
      return { bet: 100, win: shoot(rng, table, fish, 100).win };
    },
  };
}

export const goldenReef = fishingGame(GOLDEN_REEF, playBodies['golden-reef']);
export const dragonDeep = fishingGame(DRAGON_DEEP, playBodies['dragon-deep']);
