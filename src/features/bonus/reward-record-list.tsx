import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { AWARD_SOURCES, AWARD_LOG_PAGE_SIZE, type AwardSource } from '../../../contract/index.ts';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/format.ts';
import { describeProp } from '../../../contract/props.ts';
import { propName } from '../../lib/props.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Money } from '../../ui/money.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { isPlayer, useUser } from './use-rewards.ts';

/** Every award received, newest first, by source; pages of 20 kept in Dexie, so what was seen reads offline. */
export function RewardRecordList({ resume }: { resume: string }) {
  const user = useUser();
  const loggedIn = isPlayer(user);
  const [source, setSource] = useState<AwardSource | ''>('');
  const [pages, setPages] = useState(1);
  // What the last answer said, and for which filter and page count: a newer choice is loading until its answer is in.
  const shown = `${source}:${pages}`;
  const [answer, setAnswer] = useState<{ for: string; hasMore: boolean; error: string | null }>({ for: '', hasMore: false, error: null });
  const state = { ...answer, loading: answer.for !== shown };
  const rows = useLiveQuery(
    async () => {
      const all = source ? await db.awardLog.where('source').equals(source).toArray() : await db.awardLog.toArray();
      return all.sort((a, b) => b.id - a.id).slice(0, pages * AWARD_LOG_PAGE_SIZE);
    },
    [source, pages],
    undefined,
  );

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    const asked = `${source}:${pages}`;
    void api.rewards.loadAwardLog(pages, source || undefined).then((r) => {
      if (!live) return;
      setAnswer(r.ok ? { for: asked, hasMore: r.data.hasMore, error: null } : { for: asked, hasMore: false, error: r.msg });
    });
    return () => {
      live = false;
    };
  }, [loggedIn, source, pages]);

  if (user === null) return <Skeleton height="3rem" />;
  if (!loggedIn) return <LoginPrompt resume={resume} />;
  return (
    <div className="reward-record">
      <div className="field">
        <label htmlFor="award-source">{t('record.source')}</label>
        <select
          id="award-source"
          className="record-select"
          value={source}
          onChange={(e) => {
            setSource(e.target.value as AwardSource | '');
            setPages(1);
          }}
        >
          <option value="">{t('record.allSources')}</option>
          {AWARD_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`source.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <FormError message={state.error} />
      {rows === undefined || (rows.length === 0 && state.loading) ? (
        <Skeleton height="3rem" />
      ) : rows.length === 0 ? (
        <Empty title={t('record.empty')} />
      ) : (
        <ul className="award-records">
          {rows.map((row) => (
            <RecordRow key={row.id} propId={row.propId} count={row.count} source={row.source} time={row.createTime} />
          ))}
        </ul>
      )}
      {state.hasMore && (
        <Button variant="secondary" block busy={state.loading} onClick={() => setPages((p) => p + 1)}>
          {t('record.more')}
        </Button>
      )}
    </div>
  );
}

const isSource = (s: string): s is AwardSource => (AWARD_SOURCES as readonly string[]).includes(s);

/** One award received: icon, name, amount, where it came from and when. */
function RecordRow({ propId, count, source, time }: { propId: number; count: number; source: string; time: number }) {
  const info = describeProp(propId);
  return (
    <li className="award-record" data-prop-kind={info.kind}>
      <PropIcon kind={info.kind} size="0.64rem" />
      <span className="award-record-name">{propName(info)}</span>
      <span className="award-record-amount">{info.isMoney ? <Money value={count} /> : t('award.count', { count: formatNumber(count) })}</span>
      <span className="muted award-record-meta">
        {t(isSource(source) ? `source.${source}` : 'source.other')} · {formatDateTime(time)}
      </span>
    </li>
  );
}
