// Fiesta Fruits in the registry: a classic 3-reel, 5-line slot.
import { playBodies } from '../../../contract/game-api.ts';
import { slotGame } from '../slot-engine/builtin.ts';
import { FIESTA_FRUITS, FIESTA_RTP } from './rules.ts';
import { fiestaFruitsFil } from './fil.ts';

export const fiestaFruits = slotGame({
  slug: 'fiesta-fruits',
  dir: 'fiesta-fruits',
  slot: FIESTA_FRUITS,
  rtp: FIESTA_RTP,
  body: playBodies['fiesta-fruits'],
  fil: fiestaFruitsFil,
});
