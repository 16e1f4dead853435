// Carabao Gold in the registry: 243 ways, scatter pays and free spins ×3.
import { playBodies } from '../../../contract/game-api.ts';
import { slotGame } from '../slot-engine/builtin.ts';
import { CARABAO_GOLD, CARABAO_RTP } from './rules.ts';
import { carabaoGoldFil } from './fil.ts';

export const carabaoGold = slotGame({
  slug: 'carabao-gold',
  dir: 'carabao-gold',
  slot: CARABAO_GOLD,
  rtp: CARABAO_RTP,
  body: playBodies['carabao-gold'],
  fil: carabaoGoldFil,
});
