// The withdraw form's rules as pure functions: what the typed amount runs into (the contract's rules, the same the
// server applies), and which bonuses still hold part of the balance.
import type { WalletInfo } from '../../../contract/index.ts';
import {
  withdrawBoundProblem,
  withdrawCeiling,
  withdrawHeldProblem,
  type WithdrawBoundProblem,
  type WithdrawHeldProblem,
} from '../../../contract/withdraw-rules.ts';

type Rules = Pick<WalletInfo, 'withdrawMin' | 'withdrawMax' | 'withdrawFeeRate' | 'withdrawable' | 'kycLeft' | 'hasKyc'>;

export type WithdrawProblem = { kind: 'invalid' } | WithdrawBoundProblem | WithdrawHeldProblem;

const boundsOf = (w: Rules) => ({ min: w.withdrawMin, max: w.withdrawMax, feeRate: w.withdrawFeeRate });
const heldOf = (w: Rules) => ({ withdrawable: w.withdrawable, kycLeft: w.hasKyc ? null : w.kycLeft });

/** What is wrong with the amount (from pesosToHundredths: null when empty, NaN when not an amount); null when fine. */
export function withdrawProblem(amount: number | null, wallet: Rules): WithdrawProblem | null {
  if (amount === null) return null;
  if (Number.isNaN(amount)) return { kind: 'invalid' };
  return withdrawBoundProblem(amount, boundsOf(wallet)) ?? withdrawHeldProblem(amount, heldOf(wallet));
}

/** The amount range the hint names: the minimum, and the most this player can take out now. */
export function withdrawRange(wallet: Rules): { min: number; max: number } {
  return { min: wallet.withdrawMin, max: withdrawCeiling({ max: wallet.withdrawMax }, heldOf(wallet)) };
}

/** The bonuses still being wagered, for the "locked" row: only those with something left to wager. */
export function openLocks(wallet: Pick<WalletInfo, 'locks'>): WalletInfo['locks'] {
  return wallet.locks.filter((lock) => lock.remaining > 0);
}
