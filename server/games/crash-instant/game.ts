// Rocket Crash (instant) in the registry: the auto cash-out is set before the round, the crash point is drawn.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { CRASH_RTP, crashPoint, formatMultiplier, playCrash } from './rules.ts';
import { crashFil } from './fil.ts';

export const rocketCrash: BuiltinGame = {
  slug: 'rocket-crash',
  dir: 'crash-instant',
  rtp: CRASH_RTP,
  instant: instant({
    body: playBodies['rocket-crash'],
    stake: ({ bet }) => bet,
    play: (rng, { bet, cashout }) => playCrash(rng, bet, cashout),
  }),
  verify: (rng) => {
    const crash = crashPoint(rng);
    return {
      outcome: { crash },
      words: `The rocket crashed at ${formatMultiplier(crash)}; any cash-out up to ${formatMultiplier(crash)} was paid.`,
      wordsFil: `Nag-crash ang rocket sa ${formatMultiplier(crash)}; binayaran ang anumang cash-out hanggang ${formatMultiplier(crash)}.`,
    };
  },
  simulate: (rng) => ({ bet: 100, win: playCrash(rng, 100, 200).win }),
  fil: crashFil,
};
