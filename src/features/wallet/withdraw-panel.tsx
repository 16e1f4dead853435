import { Link } from '@tanstack/react-router';
import type { BankCard } from '../../../contract/calls/wallet.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Empty } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LockedBonuses } from './locked-bonuses.tsx';
import { useWithdrawForm } from './use-withdraw-form.ts';
import { WithdrawConfirm } from './withdraw-confirm.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

/**
 * Withdraw: the form first (receiving account, bounded amount, fee, confirm sheet), then the bonuses that still lock
 * part of the balance in one row, the KYC allowance, and the player's withdrawals.
 */
export function WithdrawPanel({ accepts = () => true }: { accepts?: (card: BankCard) => boolean }) {
  const form = useWithdrawForm(accepts);
  if (form === null) return <Skeleton height="4rem" />;
  const { wallet, card, accepted } = form;

  return (
    <div className="wallet-withdraw">
      <p className="wallet-withdrawable">
        <span className="muted">{t('wallet.withdrawable')}</span> <Money value={wallet.withdrawable} className="wallet-figure" />
      </p>
      {form.cards.length === 0 ? (
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
        <WithdrawForm form={form} />
      )}
      <LockedBonuses wallet={wallet} />
      {!wallet.hasKyc && (
        <p className="muted wallet-kyc-left">{t('wallet.kycAllowance', { total: formatMoney(wallet.kycAmount), left: formatMoney(wallet.kycLeft) })}</p>
      )}
      {form.confirming && card && accepted && (
        <WithdrawConfirm
          card={card}
          amount={accepted.amount}
          fee={accepted.fee}
          payoutHours={wallet.payoutHours}
          busy={form.busy}
          onConfirm={() => void form.confirm()}
          onCancel={form.cancel}
        />
      )}
      <WithdrawalList />
    </div>
  );
}
