// Fishing, pure: each shot is a bet at one fish; it is caught with chance RTP / multiplier and then pays
// bet × multiplier, so every fish returns exactly the game's RTP per shot. The fish on the canvas are only a show.
import type { Rng } from '../rng.ts';

export interface Fish {
  name: string;
  multiplier: number;
  /** How often it swims by (relative), for the page's show and the RTP simulation's choice of target. */
  school: number;
  /** How the page draws it: body and fin colours. */
  color: string;
  accent: string;
}

export interface FishingTable {
  slug: string;
  name: string;
  rtp: number;
  fish: readonly Fish[];
  /** The page's look: the seed of its swimming show and the water's CSS background. */
  look: { seed: number; water: string };
}

export const GOLDEN_REEF: FishingTable = {
  slug: 'golden-reef',
  name: 'Golden Reef',
  rtp: 0.96,
  look: { seed: 11, water: 'radial-gradient(ellipse at 50% 110%, #f5b82e33, transparent 60%), linear-gradient(#0e7490, #083344 70%, #1a1433)' },
  fish: [
    { name: 'Clownfish', multiplier: 2, school: 30, color: '#f97316', accent: '#fff7ed' },
    { name: 'Angelfish', multiplier: 3, school: 22, color: '#facc15', accent: '#1e3a8a' },
    { name: 'Pufferfish', multiplier: 5, school: 16, color: '#a3e635', accent: '#365314' },
    { name: 'Sea turtle', multiplier: 8, school: 10, color: '#16a34a', accent: '#bbf7d0' },
    { name: 'Lionfish', multiplier: 12, school: 8, color: '#ef4444', accent: '#fde2e2' },
    { name: 'Manta ray', multiplier: 20, school: 6, color: '#6366f1', accent: '#c7d2fe' },
    { name: 'Hammerhead', multiplier: 40, school: 4, color: '#64748b', accent: '#e2e8f0' },
    { name: 'Golden whale', multiplier: 100, school: 2, color: '#f5b82e', accent: '#fff1b8' },
  ],
};

export const DRAGON_DEEP: FishingTable = {
  slug: 'dragon-deep',
  name: 'Dragon Deep',
  rtp: 0.97,
  look: { seed: 29, water: 'radial-gradient(ellipse at 50% 120%, #10b98133, transparent 60%), linear-gradient(#1e1b4b, #0b1020 65%, #050510)' },
  fish: [
    { name: 'Lanternfish', multiplier: 2, school: 28, color: '#22d3ee', accent: '#ecfeff' },
    { name: 'Squid', multiplier: 4, school: 20, color: '#f472b6', accent: '#fce7f3' },
    { name: 'Anglerfish', multiplier: 6, school: 14, color: '#a16207', accent: '#fde68a' },
    { name: 'Octopus', multiplier: 10, school: 10, color: '#c026d3', accent: '#f5d0fe' },
    { name: 'Swordfish', multiplier: 18, school: 8, color: '#0ea5e9', accent: '#e0f2fe' },
    { name: 'Giant crab', multiplier: 30, school: 6, color: '#dc2626', accent: '#fecaca' },
    { name: 'Sea serpent', multiplier: 80, school: 3, color: '#059669', accent: '#a7f3d0' },
    { name: 'Jade dragon', multiplier: 250, school: 1, color: '#10b981', accent: '#f5b82e' },
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
