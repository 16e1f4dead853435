// Recent real exchanges by everyone, nicknames masked by the server.
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useTicker } from './use-diamonds.ts';

export function Ticker() {
  const rows = useTicker();
  return (
    <section className="bonus-section mall-card" aria-labelledby="mall-ticker-title">
      <h2 id="mall-ticker-title">{t('diamonds.tickerTitle')}</h2>
      {!rows || rows.length === 0 ? (
        <p className="muted">{t('diamonds.tickerNone')}</p>
      ) : (
        <ul className="mall-ticker">
          {rows.slice(0, 8).map((r) => (
            <li key={r.id}>
              {r.kind === 'coin'
                ? t('diamonds.tickerCoin', { name: r.nickname, n: formatNumber(r.diamonds), amount: formatMoney(r.coin) })
                : t('diamonds.tickerGoods', { name: r.nickname, n: formatNumber(r.diamonds), goods: r.goodsName })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
