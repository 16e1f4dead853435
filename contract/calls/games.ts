// Game calls: catalogue, launch and exit, favourites, bet records and reports, round verification. Money in hundredths.
import { z } from 'zod';
import { verifiedRound, verifyParams } from '../game-api.ts';
import { text } from '../text.ts';
import { defineCall } from '../call.ts';

const money = z.number().int();
const gameId = z.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21');

export const gameType = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export type GameType = z.infer<typeof gameType>;

export const gameStatus = z.enum(['on', 'maintenance']);
export const game = z.object({
  id: z.number().int(),
  /** The built-in game's page folder (and the provably-fair verifier's game name). */
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  typeId: z.number().int(),
  tags: z.array(z.string()),
  status: gameStatus,
  sort: z.number().int(),
  /** Return to player in basis points (9659 = 96.59%); null where it is not known (outside providers' games). */
  rtp: z.number().int().nullable(),
  /** Seeds the generated thumbnail art. */
  artSeed: z.number().int(),
});
export type Game = z.infer<typeof game>;

// not in SPEC: the whole catalogue with its version (the config's gameListVersion).
export const gameListCall = defineCall('gameList', 'app/v1', {
  request: z.object({}),
  response: z.object({ version: z.string(), types: z.array(gameType), games: z.array(game) }),
  auth: 'public',
  kind: 'read',
});

// not in SPEC: the player's favourites and recently played games.
export const gamePlayerDataCall = defineCall('gamePlayerData', 'app/v1', {
  request: z.object({}),
  response: z.object({
    likes: z.array(z.number().int()),
    history: z.array(z.object({ gameId: z.number().int(), playedAt: z.number().int() })),
  }),
  auth: 'required',
  kind: 'read',
});

export const startGameCall = defineCall('startGame', 'app/v1', {
  request: z.object({ gameId, tryIt: z.boolean().default(false), activityId: z.number().int().positive().optional() }),
  /**
   * `url` carries a single-use launch token for this game and player only: a path on this site for built-in games, an
   * absolute URL at the provider for an outside provider's game.
   */
  response: z.object({
    gameId: z.number().int(),
    url: z.string(),
    tryIt: z.boolean(),
    /** A try-it session's demo credit (hundredths of a demo coin); never real money. */
    demoCoins: z.number().int().optional(),
  }),
  auth: 'required',
  kind: 'write',
});

export const exitGameCall = defineCall('exitGame', 'app/v1', {
  request: z.object({ gameId }),
  response: z.object({ balance: money }),
  auth: 'required',
  kind: 'write',
});

/** Sets a favourite on or off (a toggle in the UI sends the new state, so a replayed request cannot flip it back). */
export const gameLikeCall = defineCall('gameLike', 'app/v1', {
  request: z.object({ gameId, liked: z.boolean() }),
  response: z.object({ gameId: z.number().int(), liked: z.boolean() }),
  auth: 'required',
  kind: 'write',
});

export const betRecordItem = z.object({
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  typeId: z.number().int(),
  bet: money,
  win: money,
  net: money,
  state: z.enum(['open', 'settled', 'rolled_back']),
  createTime: z.number().int(),
  /** A built-in game's round, which "Verify this round" can check; an outside provider's fairness is theirs to show. */
  verifiable: z.boolean().default(false),
});
export type BetRecordItem = z.infer<typeof betRecordItem>;

export const BET_RECORD_PAGE_SIZE = 20;
const dateRange = { from: day.optional(), to: day.optional() };

export const betRecordCall = defineCall('betRecord', 'app/v1', {
  request: z.object({ pageNum: z.number().int().positive().default(1), typeId: z.number().int().positive().optional(), ...dateRange }),
  response: z.object({ list: z.array(betRecordItem), total: z.number().int(), pageNum: z.number().int() }),
  auth: 'required',
  kind: 'read',
});

const reportLine = z.object({ rounds: z.number().int(), bet: money, win: money, net: money });
export const betReport = z.object({
  byDay: z.array(reportLine.extend({ day: z.string() })),
  byType: z.array(reportLine.extend({ typeId: z.number().int(), typeName: z.string() })),
  total: reportLine,
});
export type BetReport = z.infer<typeof betReport>;

export const betRecordReportCall = defineCall('betRecordReport', 'app/v1', {
  request: z.object(dateRange),
  response: betReport,
  auth: 'required',
  kind: 'read',
});

export const roundProof = z.object({
  roundId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  /** 'open' while the round has not settled (nothing to verify yet). */
  state: z.enum(['open', 'settled']),
  /** A live table's shared round: seeds come from the table's hash chain. */
  live: z.boolean(),
  /** The SHA-256 of the server seed, shown before the round was played. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  params: z.record(z.string(), z.union([z.number(), z.string()])),
  /** The server seed once revealed (seed changed in the game, or a live round drawn); null before. */
  serverSeed: z.string().nullable(),
  /** The recomputed outcome in words, once the seed is revealed. */
  words: z.string().nullable(),
});
export type RoundProof = z.infer<typeof roundProof>;

// not in SPEC: one of the player's own rounds with its seeds, for "Verify this round" in the bet records.
export const roundProofCall = defineCall('roundProof', 'app/v1', {
  request: z.object({ roundId: z.string().min(1, 'Choose a round').max(64) }),
  response: roundProof,
  auth: 'required',
  kind: 'read',
});

// not in SPEC: recomputes a round from revealed seeds (provably fair).
export const verifyRoundCall = defineCall('verifyRound', 'app/v1', {
  request: z.object({
    gameId: z.string().min(1).max(64),
    serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'A server seed is 64 hex characters'),
    clientSeed: text().min(1, 'Enter the client seed').max(64),
    nonce: z.number().int().nonnegative(),
    params: verifyParams.optional(),
  }),
  response: verifiedRound,
  auth: 'public',
  kind: 'read',
});

// not in SPEC: moves balances left in outside providers' wallets back to the main wallet.
export const retrieveBalanceCall = defineCall('retrieveBalance', 'app/v1', {
  request: z.object({}),
  response: z.object({ moved: money, message: z.string() }),
  auth: 'required',
  kind: 'write',
});
