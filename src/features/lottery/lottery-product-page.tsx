// /activity/lottery/product: the product prizes on offer (a 6-of-6 line wins its draw's product).
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
import { LotteryShell } from './lottery-shell.tsx';
import { useLotteryProducts } from './use-lottery.ts';

export function LotteryProductPage() {
  const error = useRefresh(isPlayer(useUser()), [() => api.lottery.loadProducts()]);
  const products = useLotteryProducts();
  return (
    <LotteryShell title="lottery.productTitle">
      {error && <p role="status">{t('lottery.offline')}</p>}
      <p className="muted lt-small">{t('lottery.productHow')}</p>
      {products && products.length === 0 && <p className="muted">{t('lottery.noProducts')}</p>}
      <ul className="lt-list">
        {products?.map((p) => (
          <li key={p.id} className="lt-card">
            <h2 className="lt-card-title">{p.name}</h2>
            <p>{p.description}</p>
            <p className="muted">{t('lottery.worth', { amount: formatMoney(p.value) })}</p>
          </li>
        ))}
      </ul>
    </LotteryShell>
  );
}
