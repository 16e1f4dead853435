// The invite spin wheel (activity 103, /activity/spin): the wheel, the player's chances and how more are earned; one
// spin (actInviteUserSpin, drawn on the server before the wheel moves); the player's own spins. Other players appear
// only with masked nicknames.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

export const SPIN_SECTORS = 8;
export const SPIN_RECORD_PAGE_SIZE = 20;

/** Envelope codes of a refused spin. */
export const SPIN_CODE = {
  /** No spin chance left. */
  noChance: 1201,
  /** The spin activity is off or outside its dates. */
  closed: 1202,
  /** The player's responsible-play settings pause rewards. */
  paused: 1203,
  /** No sector can be drawn (the operator is changing the wheel). */
  unavailable: 1204,
} as const;
export const SPIN_CODES: readonly number[] = Object.values(SPIN_CODE);

export const spinSector = z.object({
  sector: z.number().int().min(1).max(SPIN_SECTORS),
  label: z.string(),
  awards: z.array(award),
  /** Relative weight: the chance is weight / the sum of all weights. */
  weight: z.number().int(),
});
export type SpinSector = z.infer<typeof spinSector>;

export const spinWinner = z.object({
  id: z.number().int(),
  /** Masked. */
  nickname: z.string(),
  awards: z.array(award),
  createTime: z.number().int(),
});
export type SpinWinner = z.infer<typeof spinWinner>;

export const spinInfo = z.object({
  /** The activity is on and the wheel configured: spins are possible. */
  open: z.boolean(),
  sectors: z.array(spinSector),
  /** Unspent chances (0 for a visitor). */
  chances: z.number().int(),
  /** Deposit (hundredths) per chance; 0 when deposits earn none. */
  depositPerChance: z.number().int(),
  /** Chances deposits may earn per Manila day. */
  dailyDepositCap: z.number().int(),
  /** Chances deposits earned today (0 for a visitor). */
  depositChancesToday: z.number().int(),
  /** Chances one valid invite gives. */
  inviteChances: z.number().int(),
  winners: z.array(spinWinner),
});
export type SpinInfo = z.infer<typeof spinInfo>;

// not in SPEC: what the spin page shows, for visitors too (without chances).
export const getSpinInfoCall = defineCall('getSpinInfo', 'app/v1', {
  request: z.object({}),
  response: spinInfo,
  auth: 'optional',
  kind: 'read',
});

export const spinResult = z.object({
  id: z.number().int(),
  sector: z.number().int().min(1).max(SPIN_SECTORS),
  awards: z.array(award),
  chances: z.number().int(),
  balance: z.number().int(),
});
export type SpinResult = z.infer<typeof spinResult>;

export const actInviteUserSpinCall = defineCall('actInviteUserSpin', 'app/v1', {
  request: z.object({}),
  response: spinResult,
  auth: 'required',
  kind: 'write',
});

export const spinRecordRow = z.object({
  id: z.number().int(),
  sector: z.number().int(),
  awards: z.array(award),
  createTime: z.number().int(),
});
export type SpinRecordRow = z.infer<typeof spinRecordRow>;

// not in SPEC: the player's own spins, newest first.
export const getSpinRecordCall = defineCall('getSpinRecord', 'app/v1', {
  request: z.object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(SPIN_RECORD_PAGE_SIZE),
  }),
  response: z.object({ list: z.array(spinRecordRow), total: z.number().int(), pages: z.number().int() }),
  auth: 'required',
  kind: 'read',
});
