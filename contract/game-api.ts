// The built-in game pages' API (/games/api/<slug>/<action>): the request bodies every game shares, and each game's
// own play body. The server validates with these; the pages are plain scripts that send the same shapes.
import { z } from 'zod';
import { text } from './text.ts';

/** A stake in hundredths; one bet can never exceed ₱100,000. */
export const gameStake = z.number().int().positive().max(10_000_000);
/** Round ids are 10 random bytes in hex; anything else is not a round. */
export const gameRoundId = z.string().regex(/^[0-9a-f]{20}$/, 'This is not a round id');

/** The values a round's bet chose that its draw depends on (the number of mines, Plinko's rows): shown to verify it. */
export const verifyParams = z.record(z.string().max(32), z.union([z.number(), z.string().max(64)]));

export const gameBodies = {
  open: z.object({ launch: text().min(1).max(100) }),
  state: z.object({}),
  seed: z.object({ clientSeed: text().trim().min(1).max(64).optional() }),
  verify: z.object({
    serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'A server seed is 64 hex characters'),
    clientSeed: text().min(1, 'Enter the client seed').max(64),
    nonce: z.number().int().nonnegative(),
    params: verifyParams.optional(),
  }),
};

/** What a verification answers: the outcome as data and in words for a player. */
export const verifiedRound = z.object({
  serverSeedHash: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  words: z.string(),
});
export type VerifiedRound = z.infer<typeof verifiedRound>;

const fishShot = z.object({ bet: gameStake.max(100_000, 'A shot is at most ₱1,000'), fish: z.number().int().min(0).max(15) });

/** A live table's bet: whole-peso stakes by option, on the round the player saw open. */
const liveBet = (options: number) =>
  z.object({
    round: z.number().int().positive(),
    stakes: z
      .array(z.number().int().min(0).max(10_000_000).multipleOf(100, 'Live bets are in whole pesos'))
      .length(options)
      .refine((stakes) => stakes.some((s) => s > 0), 'Put a bet on at least one option'),
  });
const liveActions = (options: number) => ({
  'live-bet': liveBet(options),
  'live-table': z.object({}),
  'live-mine': z.object({ round: z.number().int().positive() }),
});

/** Each instant game's play body (action `play`), by slug. */
export const playBodies = {
  'lucky-sampaguita': z.object({ bet: gameStake }),
  'color-game': z.object({ stakes: z.array(z.number().int().min(0).max(10_000_000)).length(6) }),
  // A shot: the bet and the fish type aimed at (the page's fish are a show; the server decides the catch).
  'golden-reef': fishShot,
  'dragon-deep': fishShot,
} satisfies Record<string, z.ZodType>;

/** The stateful games' extra actions, by slug and action. */
export const actionBodies = {
  mines: {
    'mines-start': z.object({ bet: gameStake, mines: z.number().int().min(1).max(24) }),
    'mines-reveal': z.object({ roundId: gameRoundId, tile: z.number().int().min(0).max(24) }),
    'mines-cashout': z.object({ roundId: gameRoundId }),
  },
  'live-color-game': liveActions(6),
  'punto-banco-live': liveActions(3),
} satisfies Record<string, Record<string, z.ZodType>>;
