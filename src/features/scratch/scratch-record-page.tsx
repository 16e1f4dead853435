// /diamonds/scratch/record: every card of the player, newest first, 20 a page: kind, when bought and what it cost,
// the prize once scratched and when. Readable offline from what was kept.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ScratchCard } from '../../../contract/calls/scratch.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { awardsText } from './prize-text.ts';
import './scratch.css';

const loads = [() => api.scratch.loadLog(1)];

function Row({ card }: { card: ScratchCard }) {
  return (
    <li className="scratch-log-row" data-testid="scratch-log-row">
      <div className="scratch-log-main">
        <strong>{card.kindName}</strong>
        <span className={card.awards ? 'scratch-log-prize' : 'muted'}>{card.awards ? awardsText(card.awards) : t('scratch.logNotScratched')}</span>
      </div>
      <div className="scratch-log-meta muted">
        <span>{t('scratch.logBought', { date: formatDateTime(card.boughtAt) })}</span>
        <span>
          {t('scratch.logCost')}: {card.diamonds === 0 ? t('scratch.gift') : t('scratch.diamondCount', { n: card.diamonds })}
        </span>
        {card.scratchedAt !== null && <span>{t('scratch.logScratched', { date: formatDateTime(card.scratchedAt) })}</span>}
      </div>
    </li>
  );
}

export function ScratchRecordPage() {
  const goBack = useGoBack();
  const log = useLiveQuery(() => getKv('scratchLog'), [], null);
  const loadError = useRefresh(true, loads);
  const more = useAction();

  return (
    <div className="page scratch">
      <TopBar title={t('scratch.recordTitle')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        {loadError && !log && <FormError message={loadError} />}
        {!log ? (
          !loadError && <Skeleton height="3rem" />
        ) : log.list.length === 0 ? (
          <Empty title={t('scratch.logEmpty')} />
        ) : (
          <>
            <p className="muted">{t('scratch.logTotal', { n: log.total })}</p>
            <ul className="scratch-log">
              {log.list.map((card) => (
                <Row key={card.id} card={card} />
              ))}
            </ul>
            <FormError message={more.error} />
            {log.pageNum < log.pages && (
              <Button variant="secondary" block busy={more.busy} onClick={() => void more.run(() => api.scratch.loadLog(log.pageNum + 1))}>
                {t('scratch.logMore')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
