// The random source every built-in game's rules take: a function returning uniform floats in [0, 1).
// Live rounds draw from the provably-fair stream (server/domain/games/fair.ts); simulations from `seededRng`.

export type Rng = () => number;

/** A fast seeded generator (sfc32) for simulations and tests; never for live rounds. */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i += 1) next();
  return next;
}

/** A uniform integer in [0, n). */
export const pickInt = (rng: Rng, n: number): number => Math.floor(rng() * n);
