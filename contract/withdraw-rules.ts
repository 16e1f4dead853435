// What amount a player may withdraw: the bounds the server refuses outside of, and what the held balance allows. The
// withdraw screen and the server's requestWithdrawal both ask these, so a refusal reads the same on both sides.
import { withdrawFee } from './wallet-constants.ts';

export interface WithdrawBounds {
  min: number;
  max: number;
  /** Basis points of the amount. */
  feeRate: number;
}

export type WithdrawBoundProblem = { kind: 'below-min'; min: number } | { kind: 'above-max'; max: number } | { kind: 'fee-covers' };

/** Outside the configured bounds, or a fee that eats the whole amount; null when the amount is within them. */
export function withdrawBoundProblem(amount: number, bounds: WithdrawBounds): WithdrawBoundProblem | null {
  if (amount < bounds.min) return { kind: 'below-min', min: bounds.min };
  if (amount > bounds.max) return { kind: 'above-max', max: bounds.max };
  if (withdrawFee(amount, bounds.feeRate) >= amount) return { kind: 'fee-covers' };
  return null;
}

export interface WithdrawHeld {
  /** The main balance less what turnover still locks. */
  withdrawable: number;
  /** What may still leave without KYC; null for a verified player (no such limit). */
  kycLeft: number | null;
}

export type WithdrawHeldProblem = { kind: 'needs-kyc'; left: number } | { kind: 'over-withdrawable'; withdrawable: number };

/** The KYC allowance first (verifying is the way on), then the withdrawable part of the balance. */
export function withdrawHeldProblem(amount: number, held: WithdrawHeld): WithdrawHeldProblem | null {
  if (held.kycLeft !== null && amount > held.kycLeft) return { kind: 'needs-kyc', left: held.kycLeft };
  if (amount > held.withdrawable) return { kind: 'over-withdrawable', withdrawable: held.withdrawable };
  return null;
}

/** The most the player can withdraw now: the smallest of the maximum, the withdrawable balance and the KYC allowance. */
export function withdrawCeiling(bounds: Pick<WithdrawBounds, 'max'>, held: WithdrawHeld): number {
  return Math.max(0, Math.min(bounds.max, held.withdrawable, held.kycLeft ?? Number.POSITIVE_INFINITY));
}
