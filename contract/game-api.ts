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
  // Said for a player filling the verify form (the page shows the message as it comes).
  verify: z.object({
    serverSeed: z
      .string({ error: 'Enter the revealed server seed' })
      .regex(/^[0-9a-f]{64}$/, 'The server seed is 64 characters of 0-9 and a-f: copy it from the revealed seed'),
    clientSeed: text().min(1, 'Enter the client seed').max(64, 'A client seed is at most 64 characters'),
    nonce: z
      .number({ error: 'Enter the round number (nonce)' })
      .int('The round number (nonce) is a whole number')
      .nonnegative('Enter the round number (nonce): 0 or more'),
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

/** One stake on a table game's betting spot, 0 when the spot has no chips. */
const sideStake = z
  .number({ error: 'Each stake is a number of centavos' })
  .int('Each stake is a whole number of centavos')
  .min(0, 'A stake cannot be negative')
  .max(10_000_000, 'A stake can be at most ₱100,000');
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
  'carabao-gold': z.object({ bet: gameStake }),
  'fiesta-fruits': z.object({ bet: gameStake }),
  'color-game': z.object({ stakes: z.array(z.number().int().min(0).max(10_000_000)).length(6) }),
  'punto-banco': z.object({ stakes: z.object({ player: sideStake, banker: sideStake, tie: sideStake }) }),
  'dragon-vs-tiger': z.object({ stakes: z.object({ dragon: sideStake, tiger: sideStake, tie: sideStake }) }),
  'sicbo-dice': z.object({ stakes: z.array(sideStake).length(29, 'Send a stake for each of the 29 Sic Bo bets') }),
  'plinko-drop': z.object({
    bet: gameStake,
    rows: z.union([z.literal(8), z.literal(12), z.literal(16)], { error: 'Choose 8, 12 or 16 rows' }),
    risk: z.enum(['low', 'medium', 'high'], { error: 'Choose low, medium or high risk' }),
  }),
  'rocket-crash': z.object({
    bet: gameStake,
    cashout: z
      .number({ error: 'Set a cash-out multiplier' })
      .int('Set the cash-out in hundredths')
      .min(101, 'Set a cash-out of at least 1.01x')
      .max(100_000, 'Set a cash-out of at most 1,000x'),
  }),
  'dice-roll': z.object({
    bet: gameStake,
    target: z.number({ error: 'Set a target' }).int().min(200, 'Set a target from 2.00 to 98.00').max(9800, 'Set a target from 2.00 to 98.00'),
    side: z.enum(['under', 'over'], { error: 'Choose under or over' }),
  }),
  'keno-40': z.object({
    bet: gameStake,
    picks: z
      .array(z.number().int().min(1, 'Pick numbers from 1 to 40').max(40, 'Pick numbers from 1 to 40'))
      .min(1, 'Pick at least one number')
      .max(10, 'Pick at most 10 numbers')
      .refine((picks) => new Set(picks).size === picks.length, 'Pick each number once'),
  }),
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
  'blackjack-21': {
    'blackjack-deal': z.object({ bet: gameStake }),
    'blackjack-hit': z.object({ roundId: gameRoundId }),
    'blackjack-stand': z.object({ roundId: gameRoundId }),
    'blackjack-double': z.object({ roundId: gameRoundId }),
    'blackjack-split': z.object({ roundId: gameRoundId }),
  },
  'live-color-game': liveActions(6),
  'punto-banco-live': liveActions(3),
} satisfies Record<string, Record<string, z.ZodType>>;
