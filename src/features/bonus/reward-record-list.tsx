import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { AWARD_SOURCES, AWARD_LOG_PAGE_SIZE, type AwardSource } from '../../../contract/index.ts';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { AwardItem } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { isPlayer, useUser } from './use-rewards.ts';

const when = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });

/** Every award received, newest first, by source; pages of 20 kept in Dexie, so what was seen reads offline. */
export function RewardRecordList({ resume }: { resume: string }) {
  const user = useUser();
  const loggedIn = isPlayer(user);
  const [source, setSource] = useState<AwardSource | ''>('');
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<{ loading: boolean; hasMore: boolean; error: string | null }>({ loading: true, hasMore: false, error: null });
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
    setState((s) => ({ ...s, loading: true }));
    void api.rewards.loadAwardLog(pages, source || undefined).then((r) => {
      if (!live) return;
      setState(r.ok ? { loading: false, hasMore: r.data.hasMore, error: null } : { loading: false, hasMore: false, error: r.msg });
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
            <li key={row.id} className="award-record">
              <ul className="award-record-item">
                <AwardItem award={{ id: row.propId, count: row.count }} />
              </ul>
              <p className="muted award-record-meta">
                <span>{t(isSource(row.source) ? `source.${row.source}` : 'source.other')}</span>
                <span>{when.format(new Date(row.createTime))}</span>
              </p>
            </li>
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
