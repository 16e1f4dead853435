import { Lock } from 'lucide-react';
import type { Award, Task } from '../../../contract/index.ts';
import { describeProp } from '../../../contract/props.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber, formatProgress } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';

function AwardChip({ award }: { award: Award }) {
  const info = describeProp(award.id);
  const amount = info.isMoney ? formatMoney(award.count) : `+${formatNumber(award.count)}`;
  return (
    <li className="task-award" title={propName(info)}>
      <PropIcon kind={info.kind} size="0.34rem" />
      <span className="money">{amount}</span>
      <span className="task-award-name">{propName(info)}</span>
    </li>
  );
}

interface TaskCardProps {
  task: Task;
  /** Where Go leads, or null when that screen does not exist in this build. */
  onGo: (() => void) | null;
  onClaim: () => void;
  claiming: boolean;
  /** Another claim is out: this one waits. */
  blocked: boolean;
}

/** What closes a locked task (SPEC section 6 gates): the VIP level first, then the verification level. */
function gateText(task: Task, vip: number): string {
  if (vip < task.minVip) return t('tasks.gateVip', { level: String(task.minVip) });
  return t(task.minUserLevel >= 2 ? 'tasks.gateKyc' : 'tasks.gateMobile');
}

/** One task: title, progress bar with numbers, awards, and Go, Claim or Claimed; a locked task says what opens it. */
export function TaskCard({ task, onGo, onClaim, claiming, blocked, vip }: TaskCardProps & { vip: number }) {
  const percent = Math.min(100, Math.floor((task.progress * 100) / task.goal));
  const format = task.unit === 'money' ? (n: number) => formatMoney(n) : formatNumber;
  return (
    <li className={`task-card task-${task.state}`}>
      <div className="task-head">
        <h3 className="task-title">{task.title}</h3>
        <span className="task-count money">{formatProgress(task.progress, task.goal, format)}</span>
      </div>
      {task.locked && (
        <p className="task-gate">
          <Lock aria-hidden="true" size={14} /> {gateText(task, vip)}
        </p>
      )}
      <div className="task-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={task.title}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="task-foot">
        <ul className="task-awards" aria-label={t('tasks.awards')}>
          {task.awards.map((award, i) => (
            <AwardChip key={`${award.id}-${i}`} award={award} />
          ))}
        </ul>
        {task.state === 'claimed' && <span className="task-done">{t('tasks.claimed')}</span>}
        {task.state === 'complete' && task.locked && <span className="task-done task-done-locked">{t('tasks.locked')}</span>}
        {task.state === 'complete' && !task.locked && (
          <Button className="task-btn" busy={claiming} disabled={blocked} onClick={onClaim}>
            {t('tasks.claim')}
          </Button>
        )}
        {task.state === 'in-progress' && onGo && (
          <Button className="task-btn" variant="secondary" onClick={onGo}>
            {t('tasks.go')}
          </Button>
        )}
      </div>
    </li>
  );
}
