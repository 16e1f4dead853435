import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { ResponsibleFooter } from '../../ui/responsible-footer.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { useWalletInfo, useWalletRefresh } from './use-wallet.ts';
import { FormError } from '../../ui/form-error.tsx';

/** /activity/bank: deposit through a bank channel. */
export function BankActivityPage({ order }: { order?: string }) {
  const back = useGoBack();
  const wallet = useWalletInfo();
  const error = useWalletRefresh(order ?? 'bank', { channels: true });
  return (
    <div className="page">
      <TopBar title={t('wallet.bankTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <p className="form-intro">{t('wallet.bankIntro')}</p>
        <p className="muted">
          {t('wallet.balance')}: <span className="money">{formatMoney(wallet?.coin ?? 0)}</span>
        </p>
        <FormError message={error} />
        <DepositPanel kind="bank" returnPath="/activity/bank" />
        <ResponsibleFooter ageText={t('footer.age')} detail={t('footer.license')} />
      </div>
    </div>
  );
}
