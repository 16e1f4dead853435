import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN } from '../../../contract/calls/feedback.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { CATEGORY_KEYS, STATUS_KEYS, when } from './labels.ts';
import './feedback.css';

/** /feedback/record/{id}: one ticket's thread (plain text), its images, and a follow-up while it is not closed. */
export function FeedbackTicketPage({ id }: { id: number }) {
  const back = useGoBack();
  const ticket = useLiveQuery(async () => (await getKv('feedbackTickets'))?.[id] ?? null, [id], null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    void api.feedback.open(id).then((r) => setLoadError(r.ok ? null : r.msg));
  }, [id]);
  return (
    <div className="page">
      <TopBar title={t('feedback.ticketTitle', { id })} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        {!ticket ? (
          loadError ? (
            <p className="form-error" role="alert">
              {loadError}
            </p>
          ) : (
            <Skeleton height="6rem" />
          )
        ) : (
          <>
            <p className="fb-row-head">
              <strong>{t(CATEGORY_KEYS[ticket.category])}</strong>
              <span className={`fb-status fb-status-${ticket.status}`}>{t(STATUS_KEYS[ticket.status])}</span>
            </p>
            <ol className="fb-thread" aria-label={t('feedback.thread')}>
              {ticket.messages.map((m, i) => (
                <li key={m.id} className={`fb-msg ${m.fromOperator ? 'fb-msg-op' : 'fb-msg-me'}`}>
                  <span className="fb-msg-who">{m.fromOperator ? t('feedback.fromSupport') : t('feedback.fromMe')}</span>
                  <p className="fb-msg-body">{m.body}</p>
                  {/* The ticket's images belong to its first message. */}
                  {i === 0 && ticket.imageIds.length > 0 && (
                    <div className="fb-images">
                      {ticket.imageIds.map((imageId, n) => (
                        <TicketImage key={imageId} id={imageId} n={n + 1} />
                      ))}
                    </div>
                  )}
                  <span className="muted fb-date">{when(m.createdAt)}</span>
                </li>
              ))}
            </ol>
            {ticket.status === 'closed' ? <p className="muted">{t('feedback.closedText')}</p> : <FollowUp id={id} />}
          </>
        )}
      </div>
    </div>
  );
}

function TicketImage({ id, n }: { id: number; n: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void api.feedback.image(id).then((r) => {
      if (live && r.ok) setSrc(`data:${r.data.mime};base64,${r.data.data}`);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <div className="fb-thumb">{src ? <img src={src} alt={t('feedback.imageN', { n })} /> : <span className="muted">{t('feedback.imageOffline')}</span>}</div>
  );
}

function FollowUp({ id }: { id: number }) {
  const [text, setText] = useState('');
  const { busy, error, setError, run } = useAction();
  const textId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < FEEDBACK_TEXT_MIN) return setError(t('feedback.tooShort', { n: FEEDBACK_TEXT_MIN }));
    const result = await run(() => api.feedback.reply(id, text.trim()));
    if (result?.ok) setText('');
  };
  return (
    <form className="fb-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={textId}>{t('feedback.followUp')}</label>
        <textarea id={textId} className="fb-textarea" rows={3} value={text} maxLength={FEEDBACK_TEXT_MAX} onChange={(e) => setText(e.target.value)} />
      </div>
      <FormError message={error} />
      <Button type="submit" block busy={busy}>
        {t('feedback.sendFollowUp')}
      </Button>
    </form>
  );
}
