// /activity/lottery/record: the player's lines, newest first, 20 a page, each with its draw's numbers and result.
import { manilaTime } from '../../../contract/lottery.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
import { Button } from '../../ui/button.tsx';
import { LotteryShell } from './lottery-shell.tsx';
import { Balls } from './numbers.tsx';
import { lineResult, useLotteryRecord } from './use-lottery.ts';

export function LotteryRecordPage() {
  const error = useRefresh(isPlayer(useUser()), [() => api.lottery.loadRecord(1)]);
  const record = useLotteryRecord();
  // A page that fails to load leaves the list as it was, with the button there to try again.
  const { busy, run } = useAction();
  const more = async () => {
    if (record) await run(() => api.lottery.loadRecord(record.pageNum + 1));
  };
  return (
    <LotteryShell title="lottery.recordTitle">
      {error && <p role="status">{t('lottery.offline')}</p>}
      {record && record.list.length === 0 && <p className="muted">{t('lottery.noRecord')}</p>}
      <ul className="lt-list">
        {record?.list.map((line) => (
          <li key={line.id} className={`lt-card lt-result lt-${line.status}`} data-testid="lottery-line">
            <p className="lt-small muted">
              {t('lottery.recordHead', { date: formatDate(line.drawAt), time: manilaTime(line.drawAt), tier: line.tier })} ·{' '}
              {line.paidWith === 'ticket' ? t('lottery.paidTicket') : t('lottery.paid', { amount: formatMoney(line.paid) })}
            </p>
            <p className="lt-row-label" aria-hidden="true">
              {t('lottery.yourNumbers')}
            </p>
            <Balls numbers={line.numbers} drawn={line.drawNumbers} label={t('lottery.yourNumbers')} />
            {line.drawNumbers.length > 0 && (
              <>
                <p className="lt-row-label" aria-hidden="true">
                  {t('lottery.drawnNumbers')}
                </p>
                <Balls numbers={line.drawNumbers} drawn={line.drawNumbers} label={t('lottery.drawnNumbers')} />
              </>
            )}
            <p className={line.status === 'won' ? 'lt-ok' : ''}>
              <strong>{lineResult(line)}</strong>
            </p>
          </li>
        ))}
      </ul>
      {record && record.pageNum < record.pages && (
        <Button variant="secondary" block busy={busy} onClick={() => void more()}>
          {t('lottery.more')}
        </Button>
      )}
    </LotteryShell>
  );
}
