import type { BankCard } from '../../../contract/calls/wallet.ts';
import { t } from '../../lib/i18n/index.ts';
import { maskAccountNo } from '../../lib/mask-account.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { ChannelMark } from '../../ui/channel-mark.tsx';
import { Modal } from '../../ui/modal.tsx';

interface WithdrawConfirmProps {
  card: BankCard;
  amount: number;
  fee: number;
  /** The operator's promised payout time, when it names one; otherwise the sheet promises no time. */
  payoutHours: number | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before money leaves: amount, fee, what arrives where, and when it is expected. */
export function WithdrawConfirm({ card, amount, fee, payoutHours, busy, onConfirm, onCancel }: WithdrawConfirmProps) {
  return (
    <Modal title={t('wallet.confirmTitle')} closeLabel={t('common.close')} onClose={busy ? undefined : onCancel} variant="sheet">
      <dl className="wallet-confirm">
        <dt>{t('wallet.amount')}</dt>
        <dd>{formatMoney(amount)}</dd>
        <dt>{t('wallet.fee')}</dt>
        <dd>{formatMoney(fee)}</dd>
        <dt>{t('wallet.youReceive')}</dt>
        <dd>{formatMoney(amount - fee)}</dd>
        <dt>{t('wallet.confirmTo')}</dt>
        <dd className="wallet-account">
          <ChannelMark name={card.bankName} size={20} />
          <span>
            {card.bankName} <span className="nowrap">{maskAccountNo(card.accountNo)}</span>
          </span>
        </dd>
        <dt>{t('wallet.payoutTime')}</dt>
        <dd>{payoutHours ? t('wallet.payoutHours', { hours: payoutHours }) : t('wallet.payoutOnApproval')}</dd>
      </dl>
      <p className="muted wallet-payout-note">{t('wallet.payoutNote')}</p>
      <div className="wallet-confirm-actions">
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button busy={busy} onClick={onConfirm}>
          {t('wallet.confirmButton')}
        </Button>
      </div>
    </Modal>
  );
}
