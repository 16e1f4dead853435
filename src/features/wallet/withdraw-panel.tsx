import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { BankCard } from '../../../contract/calls/wallet.ts';
import { withdrawFee } from '../../../contract/wallet-constants.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TurnoverProgress } from '../../ui/turnover-progress.tsx';
import { pesosToHundredths } from './channel.ts';
import { useCards, useWalletInfo } from './use-wallet.ts';
import { WithdrawalList } from './withdrawal-list.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** Withdraw: withdrawable amount and what turnover still locks, receiving account, bounded amount, fee, confirm. */
export function WithdrawPanel({ accepts = () => true }: { accepts?: (card: BankCard) => boolean }) {
  const wallet = useWalletInfo();
  const allCards = useCards();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (wallet === undefined || allCards === undefined) return <Skeleton height="4rem" />;
  const cards = allCards.filter(accepts);
  const card = cards.find((c) => c.id === cardId) ?? cards[0];
  const amount = pesosToHundredths(amountText);
  const valid = amount !== null && !Number.isNaN(amount);
  const fee = valid ? withdrawFee(amount, wallet.withdrawFeeRate) : 0;
  const bound = {
    min: formatMoney(wallet.withdrawMin),
    max: formatMoney(Math.min(wallet.withdrawMax, wallet.withdrawable)),
  };
  let fieldError: string | null = null;
  if (amountText && !valid) fieldError = t('wallet.amountInvalid');
  else if (valid && amount < wallet.withdrawMin) fieldError = t('wallet.withdrawBelow', { min: bound.min });
  else if (valid && amount > wallet.withdrawMax)
    fieldError = t('wallet.withdrawAbove', {
      max: formatMoney(wallet.withdrawMax),
    });
  else if (valid && amount > wallet.withdrawable)
    fieldError = t('wallet.overWithdrawable', {
      amount: formatMoney(wallet.withdrawable),
    });
  // The server sums earlier withdrawals against kycAmount; kycLeft is what that leaves for this one.
  const needsKyc = valid && amount > wallet.kycLeft && !wallet.hasKyc;

  function review(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!valid) return setError(t('wallet.amountRequired'));
    if (fieldError) return setError(fieldError);
    if (needsKyc) return setError(t('wallet.kycNeeded', { amount: formatMoney(wallet!.kycAmount) }));
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
    setDone(t('wallet.withdrawPending'));
  }

  return (
    <div className="wallet-withdraw">
      <div className="wallet-figures">
        <p>
          <span className="muted">{t('wallet.withdrawable')}</span> <Money value={wallet.withdrawable} className="wallet-figure" />
        </p>
        <TurnoverProgress wallet={wallet} />
        {!wallet.hasKyc && (
          <p className="muted wallet-kyc-left">{t('wallet.kycAllowance', { total: formatMoney(wallet.kycAmount), left: formatMoney(wallet.kycLeft) })}</p>
        )}
      </div>
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
                <span>
                  <strong>{c.bankName}</strong> {c.accountNo}
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
            hint={t('wallet.withdrawHint', bound)}
            error={fieldError}
          />
          {valid && !fieldError && (
            <p className="wallet-fee">
              {t('wallet.feeLine', {
                fee: formatMoney(fee),
                receive: formatMoney(amount - fee),
              })}
            </p>
          )}
          {needsKyc && <p className="form-error">{t('wallet.kycNeeded', { amount: formatMoney(wallet.kycAmount) })}</p>}
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
      {confirming && card && valid && (
        <Modal title={t('wallet.confirmTitle')} closeLabel={t('common.close')} onClose={() => setConfirming(false)}>
          <dl className="wallet-confirm">
            <dt>{t('wallet.amount')}</dt>
            <dd>{formatMoney(amount)}</dd>
            <dt>{t('wallet.fee')}</dt>
            <dd>{formatMoney(fee)}</dd>
            <dt>{t('wallet.youReceive')}</dt>
            <dd>{formatMoney(amount - fee)}</dd>
            <dt>{t('wallet.receivingAccount')}</dt>
            <dd>
              {card.bankName} {card.accountNo}
            </dd>
          </dl>
          <Button block busy={busy} onClick={() => void confirm()}>
            {t('wallet.confirmButton')}
          </Button>
        </Modal>
      )}
      <WithdrawalList />
    </div>
  );
}
