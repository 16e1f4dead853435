import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { Gift, Mail, Trash2 } from 'lucide-react';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { TopBar } from '../../ui/top-bar.tsx';

/** /email: the inbox from Dexie (works offline), refreshed from the server when it answers. */
export function MailListPage() {
  const goBack = useGoBack();
  const { busy, error, setError, run } = useAction();
  const [hasMore, setHasMore] = useState(false);
  const [page, setPage] = useState(1);
  const rows = useLiveQuery(() => db.mails.orderBy('time').reverse().toArray(), [], undefined);

  useEffect(() => {
    void api.mail.loadList(1).then((r) => {
      if (r.ok) setHasMore(r.data.hasMore);
      else if (r.reason !== 'network' && r.reason !== 'timeout') setError(r.msg);
    });
  }, [setError]);

  async function more() {
    const r = await run(() => api.mail.loadList(page + 1));
    if (!r?.ok) return;
    setPage(page + 1);
    setHasMore(r.data.hasMore);
  }

  async function remove(id: number) {
    const r = await api.mail.remove(id);
    setError(r.ok ? null : r.msg);
  }

  return (
    <div className="page">
      <TopBar title={t('mail.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {rows && rows.length === 0 ? (
          <Empty title={t('mail.empty')} icon={<Mail aria-hidden="true" size={40} />} />
        ) : (
          <ul className="mail-list">
            {rows?.map((m) => {
              const deletable = m.read && (!m.hasAwards || m.awardsClaimed);
              return (
                <li key={m.id} className={`mail-row${m.read ? '' : ' mail-unread'}`}>
                  <Link to="/email/detail" search={{ id: m.id }} className="mail-link">
                    <span className="mail-head">
                      {!m.read && <span className="mail-dot" aria-label={t('mail.unread')} />}
                      <strong className="mail-title">{m.title}</strong>
                      {m.hasAwards && !m.awardsClaimed && (
                        <span className="mail-badge">
                          <Gift aria-hidden="true" size={14} />
                          {t('mail.awardBadge')}
                        </span>
                      )}
                    </span>
                    <span className="mail-preview">{m.preview}</span>
                    <small className="muted">{formatDateTime(m.time)}</small>
                  </Link>
                  {deletable && (
                    <button type="button" className="icon-btn mail-delete" aria-label={t('mail.delete', { title: m.title })} onClick={() => void remove(m.id)}>
                      <Trash2 aria-hidden="true" size={20} />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {hasMore && (
          <Button variant="secondary" block busy={busy} onClick={() => void more()}>
            {t('mail.more')}
          </Button>
        )}
      </div>
    </div>
  );
}
