// The invitees tab: masked nickname, registered date, valid or waiting for the first deposit, commission; paged.
import { Users } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useInviteRecords } from './use-agent.ts';

export function AgentInviteesTab({ kycRequired }: { kycRequired: boolean }) {
  const records = useInviteRecords();
  const { busy, error, run } = useAction();

  async function more() {
    if (records) await run(() => api.agent.loadInvitees(records.page + 1));
  }

  if (!records) return null;
  if (records.list.length === 0)
    return <Empty icon={<Users aria-hidden="true" size={36} />} title={t('agent.invitees.empty')} text={t('agent.invitees.emptyText')} />;
  return (
    <section aria-label={t('agent.tab.invitees')}>
      <p className="muted">{t('agent.invitees.total', { n: records.total })}</p>
      <ul className="agent-list">
        {records.list.map((r) => (
          <li key={r.inviteeId} className="agent-row">
            <div>
              <strong>{r.nickname}</strong>
              <span className="muted">{t('agent.invitees.registered', { date: formatDate(r.registeredAt) })}</span>
            </div>
            <div className="agent-row-end">
              <span className={r.validAt === null ? 'agent-badge agent-badge-wait' : 'agent-badge agent-badge-ok'}>
                {r.validAt === null ? t(kycRequired ? 'agent.invitees.waitingKyc' : 'agent.invitees.waiting') : t('agent.invitees.valid')}
              </span>
              <span className="muted">{t('agent.invitees.commission', { amount: formatMoney(r.commission) })}</span>
            </div>
          </li>
        ))}
      </ul>
      {error && <FormError message={error} />}
      {records.hasMore && (
        <Button variant="secondary" block busy={busy} onClick={() => void more()}>
          {t('agent.more')}
        </Button>
      )}
    </section>
  );
}
