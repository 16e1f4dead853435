import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { MessageSquare } from 'lucide-react';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { CATEGORY_KEYS, STATUS_KEYS, when } from './labels.ts';
import './feedback.css';

/** /feedback/record: my tickets, newest first, from the device copy; an unread reply has a red dot. */
export function FeedbackRecordPage() {
  const back = useGoBack();
  const kept = useLiveQuery(() => getKv('feedbackList'), [], null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void api.feedback.load().then((r) => setError(r.ok ? null : r.msg));
  }, []);
  return (
    <div className="page">
      <TopBar title={t('feedback.myTickets')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        {error && kept && <p className="muted">{t('feedback.savedCopy')}</p>}
        {!kept ? (
          error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : (
            <Skeleton height="4rem" />
          )
        ) : kept.list.length === 0 ? (
          <Empty
            icon={<MessageSquare aria-hidden="true" />}
            title={t('feedback.none')}
            action={
              <Link to="/feedback" className="btn btn-primary">
                {t('feedback.write')}
              </Link>
            }
          />
        ) : (
          <ul className="fb-list">
            {kept.list.map((ticket) => (
              <li key={ticket.id}>
                <Link to="/feedback/record/$id" params={{ id: String(ticket.id) }} className="fb-row m-card" data-testid="feedback-row">
                  <span className="fb-row-head">
                    <strong>{t(CATEGORY_KEYS[ticket.category])}</strong>
                    <span className={`fb-status fb-status-${ticket.status}`}>{t(STATUS_KEYS[ticket.status])}</span>
                    {ticket.unread && <span className="red-dot fb-dot" role="img" aria-label={t('feedback.newReply')} data-testid="feedback-unread" />}
                  </span>
                  <span className="fb-preview">{ticket.preview}</span>
                  <span className="muted fb-date">{when(ticket.updatedAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
