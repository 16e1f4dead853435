import { t } from '../../lib/i18n/index.ts';
import { formatPercent } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { ResponsibleFooter } from '../../ui/responsible-footer.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { useWalletInfo, useWalletRefresh } from './use-wallet.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useNavigate } from '@tanstack/react-router';
import { DepositWatch } from './deposit-watch.tsx';
import { useBackAfterPay } from './use-back-after-pay.ts';

/** The bonus terms the server applies (rate, cap, wagering), shown before the player pays. */
function BonusTerms({ terms }: { terms: { rate: number; max: number; turnoverMultiple: number } }) {
  const percent = formatPercent(terms.rate);
  const example = 100_000;
  const bonus = Math.min(Math.floor((example * terms.rate) / 10_000), terms.max);
  return (
    <section className="bank-bonus" aria-labelledby="bank-bonus-title">
      <h2 id="bank-bonus-title">{t('wallet.bankBonusTitle')}</h2>
      <p>{t('wallet.bankBonusTerms', { rate: percent, max: formatMoney(terms.max) })}</p>
      {terms.turnoverMultiple > 0 && <p>{t('wallet.bankBonusWagering', { multiple: String(terms.turnoverMultiple) })}</p>}
      <p className="muted">{t('wallet.bankBonusExample', { deposit: formatMoney(example), bonus: formatMoney(bonus) })}</p>
    </section>
  );
}

/** /activity/bank: deposit through a bank channel for the bank activity bonus. */
export function BankActivityPage({ order }: { order?: string }) {
  const back = useBackAfterPay(order);
  const navigate = useNavigate();
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
        {wallet?.bankBonus && <BonusTerms terms={wallet.bankBonus} />}
        <DepositPanel kind="bank" returnPath="/activity/bank" activity="bank" />
        {order && <DepositWatch orderId={order} onDone={() => void navigate({ to: '/activity/bank', search: {}, replace: true })} />}
        <ResponsibleFooter ageText={t('footer.age')} detail={t('footer.license')} />
      </div>
    </div>
  );
}
