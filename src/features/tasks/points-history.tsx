// The points history under the exchange form: where each change came from, when, and the coin an exchange paid.
import type { PointsHistoryItem } from '../../../contract/index.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

const SOURCE_KEYS: Record<string, MessageKey> = {
  task: 'points.source.task',
  mail: 'points.source.mail',
  'points-exchange': 'points.source.exchange',
  'vip-daily': 'points.source.vip',
  'vip-signin': 'points.source.vip',
  'vip-levelup': 'points.source.vip',
  'vip-task': 'points.source.vip',
  rebate: 'points.source.rebate',
  coupon: 'points.source.coupon',
};

function HistoryRow({ item }: { item: PointsHistoryItem }) {
  const label = SOURCE_KEYS[item.source];
  return (
    <li className="points-row">
      <span className="points-row-main">
        <span>{label ? t(label) : t('points.source.other', { source: item.source })}</span>
        <small className="muted">{formatDateTime(item.time)}</small>
      </span>
      <span className={`points-row-amount money ${item.points < 0 ? 'points-spent' : 'points-earned'}`}>
        {item.points > 0 ? `+${formatNumber(item.points)}` : formatNumber(item.points)}
        {item.coin > 0 && <small className="muted"> → {formatMoney(item.coin)}</small>}
      </span>
    </li>
  );
}

export function PointsHistory({ history, hasMore, onMore }: { history: PointsHistoryItem[] | undefined; hasMore: boolean; onMore: () => void }) {
  return (
    <section className="points-history" aria-labelledby="points-history-title">
      <h2 id="points-history-title">{t('points.history')}</h2>
      {history === undefined ? (
        <Skeleton height="2rem" />
      ) : history.length === 0 ? (
        <Empty title={t('points.historyEmpty')} />
      ) : (
        <ul className="points-list">
          {history.map((item) => (
            <HistoryRow key={item.key} item={item} />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="secondary" onClick={onMore}>
          {t('points.more')}
        </Button>
      )}
    </section>
  );
}
