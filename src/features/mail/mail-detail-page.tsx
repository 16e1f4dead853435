import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import DOMPurify from 'dompurify';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { AwardItem } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';

/** Server HTML made safe: no scripts, handlers or frames; links open outside the app. */
function sanitise(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
}

/** /email/detail?id=: one mail from Dexie (readable offline once opened), marked read, awards claimable once. */
export function MailDetailPage({ id }: { id: number }) {
  const goBack = useGoBack();
  const mail = useLiveQuery(() => db.mails.get(id), [id], null);
  const [loaded, setLoaded] = useState<'pending' | 'ok' | 'gone' | 'offline'>('pending');
  const { claiming, error, claim: claimOnce } = useClaim();

  useEffect(() => {
    let live = true;
    // The read mark goes at once (kept locally, queued offline); the body is fetched meanwhile.
    void api.mail.markRead(id);
    void api.mail.loadDetail(id).then((r) => {
      if (!live) return;
      if (r.ok) setLoaded('ok');
      else if (r.reason === 'api' && r.code === 404) setLoaded('gone');
      else setLoaded('offline');
    });
    return () => {
      live = false;
    };
  }, [id]);

  const rawBody = mail?.body;
  const body = useMemo(() => (rawBody === undefined ? null : sanitise(rawBody)), [rawBody]);

  const top = <TopBar title={t('mail.detailTitle')} backLabel={t('common.back')} onBack={goBack} />;
  if (loaded === 'gone' || (mail === undefined && loaded !== 'pending'))
    return (
      <div className="page">
        {top}
        <div className="page-body">
          <Empty title={loaded === 'gone' ? t('mail.gone') : t('mail.offline')} />
        </div>
      </div>
    );
  if (!mail || body === null)
    return (
      <div className="page" aria-busy="true">
        {top}
        <div className="page-body">
          <Skeleton height="3rem" />
        </div>
      </div>
    );
  const awards = mail.awards ?? [];
  return (
    <div className="page">
      {top}
      <div className="page-body">
        <article className="mail-detail">
          <h2 className="mail-detail-title">{mail.title}</h2>
          <small className="muted">{formatDateTime(mail.time)}</small>
          <div className="mail-body" dangerouslySetInnerHTML={{ __html: body }} />
        </article>
        {awards.length > 0 && (
          <section className="mail-awards" aria-label={t('mail.attachments')}>
            <h3>{t('mail.attachments')}</h3>
            <ul className="award-list mail-award-list">
              {awards.map((award, i) => (
                <AwardItem key={`${award.id}-${i}`} award={award} />
              ))}
            </ul>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            {mail.awardsClaimed ? (
              <p className="muted mail-claimed">{t('mail.claimed')}</p>
            ) : (
              <Button block busy={claiming !== null} onClick={() => void claimOnce(true, () => api.mail.claim(id))}>
                {t('mail.claim')}
              </Button>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
