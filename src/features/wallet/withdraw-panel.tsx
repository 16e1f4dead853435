import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { BankCard } from '../../../contract/calls/wallet.ts';
import { withdrawFee } from '../../../contract/wallet-constants.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { maskAccountNo } from '../../lib/mask-account.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { ChannelMark } from '../../ui/channel-mark.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Field } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { pesosToHundredths } from './channel.ts';
import { LockedBonuses } from './locked-bonuses.tsx';
import { useCards, useWalletInfo } from './use-wallet.ts';
import { WithdrawConfirm } from './withdraw-confirm.tsx';
import { withdrawProblemText } from './withdraw-problem-text.ts';
import { withdrawProblem, withdrawRange } from './withdraw-rules.ts';
import { WithdrawalList } from './withdrawal-list.tsx';

/**
 * Withdraw: the form first (receiving account, bounded amount, fee, confirm sheet), then the bonuses that still lock
 * part of the balance in one row, the KYC allowance, and the player's withdrawals. An amount the rules refuse is said
 * under the field only; the line above the button is for the server's refusals.
 */
export function WithdrawPanel({ accepts = () => true }: { accepts?: (card: BankCard) => boolean }) {
  const wallet = useWalletInfo();
  const allCards = useCards();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (wallet === undefined || allCards === undefined) return <Skeleton height="4rem" />;
  const cards = allCards.filter(accepts);
  const card = cards.find((c) => c.id === cardId) ?? cards[0];
  const amount = pesosToHundredths(amountText);
  const problem = withdrawProblem(amount, wallet);
  const valid = amount !== null && problem === null;
  const fee = valid ? withdrawFee(amount, wallet.withdrawFeeRate) : 0;
  const range = withdrawRange(wallet);
  const fieldError = problem ? withdrawProblemText(problem, wallet.kycAmount) : tried && amount === null ? t('wallet.amountRequired') : null;

  function review(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setTried(true);
    if (!valid) return;
    setError(null);
    setConfirming(true);
  }

  async function confirm() {
    if (!card || !valid) return;
    setBusy(true);
    const result = await api.wallet.withdraw(card.id, amount);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setError(result.msg);
    setAmountText('');
    setTried(false);
    setDone(t('wallet.withdrawPending'));
  }

  return (
    <div className="wallet-withdraw">
      <p className="wallet-withdrawable">
        <span className="muted">{t('wallet.withdrawable')}</span> <Money value={wallet.withdrawable} className="wallet-figure" />
      </p>
      {cards.length === 0 ? (
        <Empty
          title={t('wallet.noCards')}
          text={t('wallet.noCardsText')}
          action={
            <Link className="btn btn-secondary" to="/wallets/card/edit">
              {t('wallet.addCard')}
            </Link>
          }
        />
      ) : (
        <form className="form" onSubmit={review} noValidate>
          <fieldset className="wallet-cards">
            <legend>{t('wallet.receivingAccount')}</legend>
            {cards.map((c) => (
              <label key={c.id} className={`wallet-card-option ${c.id === card?.id ? 'wallet-chip-on' : ''}`}>
                <input type="radio" name="card" checked={c.id === card?.id} onChange={() => setCardId(c.id)} />
                <ChannelMark name={c.bankName} />
                <span>
                  <strong>{c.bankName}</strong> <span className="nowrap">{maskAccountNo(c.accountNo)}</span>
                </span>
              </label>
            ))}
            <Link className="link-btn" to="/wallets/card/list">
              {t('wallet.manageCards')}
            </Link>
          </fieldset>
          <Field
            label={t('wallet.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(e) => {
              setAmountText(e.target.value);
              setError(null);
            }}
            hint={t('wallet.withdrawHint', { min: formatMoney(range.min), max: formatMoney(range.max) })}
            error={fieldError}
          />
          {valid && <p className="wallet-fee">{t('wallet.feeLine', { fee: formatMoney(fee), receive: formatMoney(amount - fee) })}</p>}
          <FormError message={error} />
          {done && (
            <p className="wallet-done" role="status">
              {done}
            </p>
          )}
          <Button type="submit" block>
            {t('wallet.withdrawButton')}
          </Button>
        </form>
      )}
      <LockedBonuses wallet={wallet} />
      {!wallet.hasKyc && (
        <p className="muted wallet-kyc-left">{t('wallet.kycAllowance', { total: formatMoney(wallet.kycAmount), left: formatMoney(wallet.kycLeft) })}</p>
      )}
      {confirming && card && valid && (
        <WithdrawConfirm
          card={card}
          amount={amount}
          fee={fee}
          payoutHours={wallet.payoutHours}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <WithdrawalList />
    </div>
  );
}
