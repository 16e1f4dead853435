import { RECEIVING_BANKS, type WithdrawalChannel } from '../../../contract/wallet-constants.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { ResponsibleFooter } from '../../ui/responsible-footer.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { useWalletInfo, useWalletRefresh } from './use-wallet.ts';
import { WithdrawPanel } from './withdraw-panel.tsx';
import { FormError } from '../../ui/form-error.tsx';

const TITLE = { gcash: 'GCash', maya: 'Maya', bank: 'Bank' } as const;

/** /withdrawal/{name}: withdraw to the player's receiving accounts of one channel (gcash, maya or bank). */
export function WithdrawalChannelPage({ name }: { name: WithdrawalChannel }) {
  const back = useGoBack();
  const wallet = useWalletInfo();
  const error = useWalletRefresh(name, { cards: true, withdrawals: true });
  const bankIds = new Set<number>(RECEIVING_BANKS.filter((b) => b.channel === name).map((b) => b.id));
  return (
    <div className="page">
      <TopBar title={t('wallet.withdrawTo', { name: TITLE[name] })} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <p className="muted">
          {t('wallet.balance')}: <span className="money">{formatMoney(wallet?.coin ?? 0)}</span>
        </p>
        <FormError message={error} />
        <WithdrawPanel accepts={(card) => bankIds.has(card.bankId)} />
        <ResponsibleFooter ageText={t('footer.age')} detail={t('footer.license')} />
      </div>
    </div>
  );
}
