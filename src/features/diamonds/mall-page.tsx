// /diamonds: the diamond mall. Diamonds held and their value, coupons, the coin exchange, the prize grid, the spending
// rewards ladder, the exchange ticker, links to orders, record and address, and the rules. Opens offline from what
// was last loaded; exchanges need a connection.
import { Link } from '@tanstack/react-router';
import { Gem, Ticket } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { AddupLadder } from './addup-ladder.tsx';
import { CoinExchange } from './coin-exchange.tsx';
import { DiamondCoupons } from './diamond-coupons.tsx';
import { GoodsGrid } from './goods-grid.tsx';
import { MallRules } from './mall-rules.tsx';
import { Ticker } from './ticker.tsx';
import { isPlayer, useOnline, useRefresh, useShop, useUser } from './use-diamonds.ts';
import './diamonds.css';

export function MallPage() {
  const goBack = useGoBack();
  const user = useUser();
  const shop = useShop();
  const online = useOnline();
  const loadError = useRefresh(isPlayer(user), [api.diamonds.load, api.diamonds.loadTicker, api.diamonds.loadAddress]);

  return (
    <div className="mall-page">
      <TopBar title={t('diamonds.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="mall-body">
        {!online && (
          <p className="mall-offline" role="status">
            {t('diamonds.offline')}
          </p>
        )}
        <FormError message={online ? loadError : null} />
        {!shop ? (
          <Skeleton height="6rem" />
        ) : (
          <>
            <section className="mall-held" aria-labelledby="mall-held-title">
              <h2 id="mall-held-title">{t('diamonds.held')}</h2>
              <p className="mall-held-count">
                <Gem aria-hidden="true" size={28} />
                <strong>{t('diamonds.count', { n: formatNumber(shop.diamonds) })}</strong>
              </p>
              <p className="muted">{t('diamonds.worth', { amount: formatMoney(shop.diamondsValue) })}</p>
            </section>
            <Link to="/diamonds/scratch" className="btn btn-primary btn-block mall-scratch">
              <Ticket aria-hidden="true" size={20} />
              <span>{t('diamonds.scratchLink')}</span>
            </Link>
            <nav className="mall-links" aria-label={t('diamonds.links')}>
              <Link to="/diamonds/orders" className="btn btn-secondary">
                <span>{t('diamonds.ordersLink')}</span>
              </Link>
              <Link to="/diamonds/log" className="btn btn-secondary">
                <span>{t('diamonds.logLink')}</span>
              </Link>
              <Link to="/diamonds/address" className="btn btn-secondary">
                <span>{t('diamonds.addressLink')}</span>
              </Link>
            </nav>
            <DiamondCoupons shop={shop} online={online} />
            <CoinExchange shop={shop} online={online} />
            <GoodsGrid shop={shop} online={online} />
            <AddupLadder shop={shop} online={online} />
            <Ticker />
            <MallRules rate={shop.rate} />
          </>
        )}
      </div>
    </div>
  );
}
