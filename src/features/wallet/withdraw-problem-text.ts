// What the withdraw form says about an amount the rules refuse, in the player's words.
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import type { WithdrawProblem } from './withdraw-rules.ts';

export function withdrawProblemText(problem: WithdrawProblem, kycAmount: number): string {
  switch (problem.kind) {
    case 'invalid':
      return t('wallet.amountInvalid');
    case 'below-min':
      return t('wallet.withdrawBelow', { min: formatMoney(problem.min) });
    case 'above-max':
      return t('wallet.withdrawAbove', { max: formatMoney(problem.max) });
    case 'fee-covers':
      return t('wallet.feeCovers');
    case 'over-withdrawable':
      return t('wallet.overWithdrawable', { amount: formatMoney(problem.withdrawable) });
    case 'needs-kyc':
      return t('wallet.kycNeeded', { amount: formatMoney(kycAmount) });
  }
}
