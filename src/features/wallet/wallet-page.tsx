import { Link, useNavigate } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { t } from '../../lib/i18n/index.ts';
import { Money } from '../../ui/money.tsx';
import { ResponsibleFooter } from '../../ui/responsible-footer.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { SafeboxPanel } from './safebox-panel.tsx';
import { useWalletInfo, useWalletRefresh } from './use-wallet.ts';
import { WithdrawPanel } from './withdraw-panel.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { DepositWatch } from './deposit-watch.tsx';
import { useBackAfterPay } from './use-back-after-pay.ts';

export interface WalletSearch {
  name: 'deposit' | 'withdraw';
  back?: 0 | 1;
  order?: string;
}

/**
 * /wallets: balance, Deposit and Withdraw tabs (query `name`), the safebox, and a back control always (the page has no
 * navbar). `order` is the deposit the pay page sent the player back with: its waiting and result sheet show over it.
 */
export function WalletPage({ search }: { search: WalletSearch }) {
  const navigate = useNavigate();
  const back = useBackAfterPay(search.order);
  const wallet = useWalletInfo();
  const error = useWalletRefresh(search.order ?? search.name, {
    channels: true,
    cards: true,
    withdrawals: true,
  });
  const tab = search.name;
  const returnPath = `/wallets?name=deposit${search.back ? '&back=1' : ''}`;
  const closeOrder = () => void navigate({ to: '/wallets', search: { ...search, order: undefined }, replace: true });
  return (
    <div className="page">
      <TopBar
        title={t('wallet.title')}
        backLabel={t('common.back')}
        onBack={back}
        right={
          <Link to="/wallets/record" className="icon-btn" aria-label={t('wallet.records')}>
            <History aria-hidden="true" size={22} />
          </Link>
        }
      />
      <div className="page-body">
        <section className="wallet-balance" aria-label={t('wallet.balance')}>
          <p className="muted">{t('wallet.balance')}</p>
          <Money value={wallet?.coin ?? 0} className="wallet-balance-amount" />
          <p className="muted wallet-balance-sub">
            {t('wallet.safebox')} <Money value={wallet?.safebox ?? 0} />
          </p>
        </section>
        <FormError message={error} />
        <div className="way-tabs" role="tablist">
          {(['deposit', 'withdraw'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`way-tab ${tab === name ? 'way-tab-on' : ''}`}
              onClick={() =>
                void navigate({
                  to: '/wallets',
                  search: { ...search, name, order: undefined },
                  replace: true,
                })
              }
            >
              {t(name === 'deposit' ? 'wallet.tabDeposit' : 'wallet.tabWithdraw')}
            </button>
          ))}
        </div>
        {tab === 'deposit' ? <DepositPanel returnPath={returnPath} /> : <WithdrawPanel />}
        <SafeboxPanel />
        {search.order && <DepositWatch orderId={search.order} onDone={closeOrder} />}
        <ResponsibleFooter ageText={t('footer.age')} detail={t('footer.license')} />
      </div>
    </div>
  );
}
