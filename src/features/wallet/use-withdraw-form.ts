// The withdraw form's state and actions: the chosen receiving account, the typed amount checked by the shared rules,
// the confirm sheet and the request. Held in React state for the screen; the withdrawal itself lands in Dexie.
import { useState, type FormEvent } from 'react';
import type { BankCard } from '../../../contract/calls/wallet.ts';
import { withdrawFee } from '../../../contract/wallet-constants.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { askForKyc } from '../../lib/modal-store.ts';
import { t } from '../../lib/i18n/index.ts';
import { pesosToHundredths } from './channel.ts';
import { useCards, useWalletInfo } from './use-wallet.ts';
import { withdrawProblemText } from './withdraw-problem-text.ts';
import { withdrawProblem, withdrawRange } from './withdraw-rules.ts';

/** Null until the wallet and the cards are read from Dexie. */
export function useWithdrawForm(accepts: (card: BankCard) => boolean) {
  const wallet = useWalletInfo();
  const allCards = useCards();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  if (wallet === undefined || allCards === undefined) return null;

  const cards = allCards.filter(accepts);
  const card = cards.find((c) => c.id === cardId) ?? cards[0];
  const amount = pesosToHundredths(amountText);
  const problem = withdrawProblem(amount, wallet);
  const valid = amount !== null && problem === null;
  // An amount the rules refuse is said under the field only; `error` is for the server's refusals.
  const fieldError = problem ? withdrawProblemText(problem, wallet.kycAmount) : tried && amount === null ? t('wallet.amountRequired') : null;

  function review(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setTried(true);
    // Over what may leave without KYC: the way on is verifying, so the KYC prompt says how (whatever its weekly rhythm).
    if (problem?.kind === 'needs-kyc') askForKyc();
    if (!valid) return;
    setError(null);
    setConfirming(true);
  }

  async function confirm() {
    if (!card || !valid) return;
    const result = await run(() => api.wallet.withdraw(card.id, amount));
    if (!result) return;
    setConfirming(false);
    if (!result.ok) return;
    setAmountText('');
    setTried(false);
    setDone(t('wallet.withdrawPending'));
  }

  return {
    wallet,
    cards,
    card,
    /** The amount in hundredths with its fee, only when the rules accept it. */
    accepted: valid ? { amount, fee: withdrawFee(amount, wallet.withdrawFeeRate) } : null,
    range: withdrawRange(wallet),
    amountText,
    fieldError,
    error,
    done,
    busy,
    confirming,
    chooseCard: setCardId,
    typeAmount(text: string) {
      setAmountText(text);
      setError(null);
    },
    review,
    confirm,
    cancel: () => setConfirming(false),
  };
}

export type WithdrawForm = NonNullable<ReturnType<typeof useWithdrawForm>>;
