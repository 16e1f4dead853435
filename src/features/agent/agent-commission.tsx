// The commission tab: commission by Manila day (team valid bet and what it earned), newest first; paged.

/** A Manila day key ('2026-11-25') as a date in the player's language; noon keeps it on that day in Manila. */
const dayLabel = (day: string): string => formatDate(Date.parse(`${day}T12:00:00+08:00`));
import { Coins } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { useAgentLog } from './use-agent.ts';

export function AgentCommissionTab() {
  const log = useAgentLog();
  const { busy, error, run } = useAction();

  async function more() {
    if (log) await run(() => api.agent.loadLog(log.page + 1));
  }

  if (!log) return null;
  if (log.list.length === 0) return <Empty icon={<Coins aria-hidden="true" size={36} />} title={t('agent.log.empty')} text={t('agent.log.emptyText')} />;
  return (
    <section aria-label={t('agent.tab.commission')}>
      <table className="agent-table">
        <thead>
          <tr>
            <th scope="col">{t('agent.log.day')}</th>
            <th scope="col">{t('agent.log.validBet')}</th>
            <th scope="col">{t('agent.log.commission')}</th>
          </tr>
        </thead>
        <tbody>
          {log.list.map((row) => (
            <tr key={row.day}>
              <td>{dayLabel(row.day)}</td>
              <td>
                <Money value={row.validBet} />
              </td>
              <td>
                <Money value={row.commission} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && <FormError message={error} />}
      {log.hasMore && (
        <Button variant="secondary" block busy={busy} onClick={() => void more()}>
          {t('agent.more')}
        </Button>
      )}
    </section>
  );
}
