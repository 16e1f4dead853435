import type { VipAudit, VipData } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';
import type { Claim } from '../../lib/hooks/use-claim.ts';
import { awardText } from './vip-rewards.tsx';

/** This Manila week's tasks of the player's level, with progress; claimable once complete. */
export function VipTasks({ data, claim }: { data: VipData; claim: Claim<string> }) {
  if (data.tasks.length === 0) return null;
  return (
    <section className="m-card" aria-labelledby="vip-tasks-title">
      <h2 id="vip-tasks-title" className="m-card-title">
        {t('vip.tasksTitle')}
      </h2>
      <p className="muted">{t('vip.tasksReset', { date: formatDate(data.weekEndsAt) })}</p>
      <ul className="vip-rows">
        {data.tasks.map((task) => {
          const complete = task.progress >= task.target;
          const percent = Math.round((Math.min(task.progress, task.target) / Math.max(1, task.target)) * 100);
          const label = t(task.kind === 'bet' ? 'vip.taskBet' : 'vip.taskDeposit', { amount: formatMoney(task.target) });
          return (
            <li key={task.id} className="vip-row vip-task">
              <span className="vip-row-main">
                <strong>{label}</strong>
                <span className="muted">{t('vip.taskAward', { awards: task.awards.map(awardText).join(' + ') })}</span>
                <span className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                  <span style={{ width: `${percent}%` }} />
                </span>
                <small className="muted">
                  <Money value={Math.min(task.progress, task.target)} /> / <Money value={task.target} />
                </small>
              </span>
              {task.claimed ? (
                <span className="vip-row-done">{t('vip.claimed')}</span>
              ) : (
                <Button
                  variant={complete ? 'primary' : 'secondary'}
                  busy={claim.claiming === `task-${task.id}`}
                  disabled={!complete || claim.claiming !== null}
                  onClick={() => void claim.claim(`task-${task.id}`, () => api.vip.claimTask(task.id))}
                >
                  {complete ? t('vip.claim') : t('vip.inProgress')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The keep-level audit: this Manila month's valid bet against the level's betLimit. Shown only; no demotion. */
export function VipAuditCard({ audit }: { audit: VipAudit }) {
  if (audit.vip < 1) return null;
  const percent = Math.round((Math.min(audit.wagered, audit.betLimit) / Math.max(1, audit.betLimit)) * 100);
  return (
    <section className="m-card" aria-labelledby="vip-audit-title">
      <h2 id="vip-audit-title" className="m-card-title">
        {t('vip.auditTitle')}
      </h2>
      <p className="muted">{t('vip.auditRule', { amount: formatMoney(audit.betLimit), level: audit.vip })}</p>
      <div className="progress" role="progressbar" aria-label={t('vip.auditTitle')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p>{audit.kept ? t('vip.auditKept') : t('vip.auditRemaining', { amount: formatMoney(audit.remaining), date: formatDate(audit.monthEndsAt - 1) })}</p>
      <small className="muted">
        <Money value={audit.wagered} /> / <Money value={audit.betLimit} />
      </small>
    </section>
  );
}
