// Fishing, pure: each shot is a bet at one fish; it is caught with chance RTP / multiplier and then pays
// bet × multiplier, so every fish returns exactly the game's RTP per shot. The fish on the canvas are only a show.
import type { Rng } from '../rng.ts';

export interface Fish {
  name: string;
  multiplier: number;
  /** How often it swims by (relative), for the page's show and the RTP simulation's choice of target. */
  school: number;
}

export interface FishingTable {
  slug: string;
  rtp: number;
  fish: readonly Fish[];
}

export const GOLDEN_REEF: FishingTable = {
  slug: 'golden-reef',
  rtp: 0.96,
  fish: [
    { name: 'Clownfish', multiplier: 2, school: 30 },
    { name: 'Angelfish', multiplier: 3, school: 22 },
    { name: 'Pufferfish', multiplier: 5, school: 16 },
    { name: 'Sea turtle', multiplier: 8, school: 10 },
    { name: 'Lionfish', multiplier: 12, school: 8 },
    { name: 'Manta ray', multiplier: 20, school: 6 },
    { name: 'Hammerhead', multiplier: 40, school: 4 },
    { name: 'Golden whale', multiplier: 100, school: 2 },
  ],
};

export const DRAGON_DEEP: FishingTable = {
  slug: 'dragon-deep',
  rtp: 0.97,
  fish: [
    { name: 'Lanternfish', multiplier: 2, school: 28 },
    { name: 'Squid', multiplier: 4, school: 20 },
    { name: 'Anglerfish', multiplier: 6, school: 14 },
    { name: 'Octopus', multiplier: 10, school: 10 },
    { name: 'Swordfish', multiplier: 18, school: 8 },
    { name: 'Giant crab', multiplier: 30, school: 6 },
    { name: 'Sea serpent', multiplier: 80, school: 3 },
    { name: 'Jade dragon', multiplier: 250, school: 1 },
  ],
};

/** The chance a shot at this fish catches it: RTP / multiplier. */
export const hitChance = (table: FishingTable, fish: number): number => table.rtp / table.fish[fish]!.multiplier;

export interface Shot {
  fish: number;
  hit: boolean;
  multiplier: number;
  /** Returned to the player in hundredths: bet × multiplier on a catch, else 0. */
  win: number;
}

export function shoot(rng: Rng, table: FishingTable, fish: number, bet: number): Shot {
  const hit = rng() < hitChance(table, fish);
  const multiplier = table.fish[fish]!.multiplier;
  return { fish, hit, multiplier, win: hit ? bet * multiplier : 0 };
}

/** A target the way fish swim by: picked by school size. */
export function pickFish(rng: Rng, table: FishingTable): number {
  let total = 0;
  for (const f of table.fish) total += f.school;
  let r = rng() * total;
  for (let i = 0; i < table.fish.length; i += 1) {
    r -= table.fish[i]!.school;
    if (r < 0) return i;
  }
  return table.fish.length - 1;
}
