import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import type { Task } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LivenessBar } from './liveness-bar.tsx';
import { TaskCard } from './task-card.tsx';
import { destination, type Go } from './task-destination.ts';
import { formatCountdown, isPlayer, useNow, useTaskState, useTasks, useUser } from './use-tasks.ts';

function TaskSection({ title, tasks, resetsIn, children }: { title: string; tasks: Task[]; resetsIn: string; children: (task: Task) => React.ReactNode }) {
  if (tasks.length === 0) return null;
  return (
    <section className="task-section" aria-label={title}>
      <div className="task-section-head">
        <h2>{title}</h2>
        <span className="task-reset">{t('tasks.resetsIn', { time: resetsIn })}</span>
      </div>
      <ul className="task-list">{tasks.map(children)}</ul>
    </section>
  );
}

/** /bonus/tasks: daily and weekly tasks from Dexie (readable offline), progress, reset countdowns, Go and Claim. */
export function TasksScreen() {
  const router = useRouter();
  const navigate = useNavigate();
  const user = useUser();
  const loggedIn = isPlayer(user);
  const tasks = useTasks();
  const state = useTaskState();
  const now = useNow();
  const loadError = useRefresh(loggedIn, [api.tasks.load]);
  // When the Manila day or week turns on screen, the stored tasks belong to the old period: load the new ones.
  const periodOver = (tasks ?? []).some((x) => now + (state?.clockOffset ?? 0) >= x.resetsAt);
  useRefresh(loggedIn && periodOver, [api.tasks.load], periodOver);
  // What is being claimed: a task id, or a chest's mark; one claim at a time.
  const { claiming, error, claim: claimOnce } = useClaim<{ task: number } | { chest: number }>();

  if (user === null) return <Skeleton height="3rem" />;
  if (!loggedIn)
    return (
      <Empty
        icon={<ListChecks aria-hidden="true" size={36} />}
        title={t('tasks.visitorTitle')}
        text={t('tasks.visitorText')}
        action={<Button onClick={() => openAuthModal('login', '/bonus/tasks')}>{t('common.login')}</Button>}
      />
    );
  if (tasks === undefined || (tasks.length === 0 && !loadError)) return <Skeleton height="3rem" />;

  async function claim(what: { task: number } | { chest: number }) {
    const r = await claimOnce(what, () => ('task' in what ? api.tasks.claim(what.task) : api.tasks.claimChest(what.chest)));
    // A refusal (e.g. the day turned) means the stored list is stale.
    if (r && !r.ok && r.reason === 'api') void api.tasks.load();
  }

  async function go(task: Task, to: Go) {
    if (task.clientCompletable) await api.tasks.finish(task.id);
    void navigate({ to: to.to, search: to.search } as never);
  }

  const serverNow = now + (state?.clockOffset ?? 0);
  const exists = (path: string) => routeExists(router, path);
  const daily = tasks.filter((x) => x.kind === 'daily');
  const weekly = tasks.filter((x) => x.kind === 'weekly');
  const card = (task: Task) => {
    const to = destination(task.action, exists);
    return (
      <TaskCard
        key={task.id}
        task={task}
        onGo={to ? () => void go(task, to) : null}
        onClaim={() => void claim({ task: task.id })}
        claiming={claiming !== null && 'task' in claiming && claiming.task === task.id}
        blocked={claiming !== null && !('task' in claiming && claiming.task === task.id)}
        vip={user?.vip ?? 0}
      />
    );
  };
  return (
    <div className="tasks">
      <FormError message={error ?? loadError} />
      <div className="task-summary">
        <div className="task-stat">
          <PropIcon kind="liveness" size="0.48rem" />
          <span>
            <span className="task-stat-label">{t('tasks.liveness')}</span>
            <strong className="money" data-testid="liveness">
              {formatNumber(state?.liveness ?? 0)}
            </strong>
          </span>
        </div>
        <div className="task-stat">
          <PropIcon kind="points" size="0.48rem" />
          <span>
            <span className="task-stat-label">{t('tasks.points')}</span>
            <strong className="money" data-testid="task-points">
              {formatNumber(state?.points ?? 0)}
            </strong>
          </span>
          {exists('/points') && (
            <Link to="/points" className="task-stat-link">
              {t('tasks.exchange')}
            </Link>
          )}
        </div>
      </div>
      <LivenessBar
        today={state?.livenessToday ?? 0}
        chests={state?.chests ?? []}
        onOpen={(at) => void claim({ chest: at })}
        opening={claiming !== null && 'chest' in claiming ? claiming.chest : null}
        blocked={claiming !== null && !('chest' in claiming)}
      />
      <TaskSection title={t('tasks.daily')} tasks={daily} resetsIn={formatCountdown((daily[0]?.resetsAt ?? 0) - serverNow)}>
        {card}
      </TaskSection>
      <TaskSection title={t('tasks.weekly')} tasks={weekly} resetsIn={formatCountdown((weekly[0]?.resetsAt ?? 0) - serverNow)}>
        {card}
      </TaskSection>
    </div>
  );
}
