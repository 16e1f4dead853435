// Lucky Sampaguita in the registry: a 10-line bet, the base spin and any free spins recomputed for verification.
import { playBodies } from '../../../contract/game-api.ts';
import { slotGame } from '../slot-engine/builtin.ts';
import { LUCKY_SAMPAGUITA, SLOT_RTP } from './rules.ts';
import { luckySampaguitaFil } from './fil.ts';

export const luckySampaguita = slotGame({
  slug: 'lucky-sampaguita',
  dir: 'slot',
  slot: LUCKY_SAMPAGUITA,
  rtp: SLOT_RTP,
  body: playBodies['lucky-sampaguita'],
  fil: luckySampaguitaFil,
});
