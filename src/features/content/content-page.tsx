import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import DOMPurify from 'dompurify';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import './content.css';

/** The server cleaned it already; cleaned again here, so a tampered copy on the device cannot run anything. */
function sanitise(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
}

type Load = 'pending' | 'ok' | 'gone' | 'failed';

/**
 * /about-us, /faq, /privacy-policy, /terms-of-use: the operator's page, shown from the device's copy at once and
 * refreshed from the server; offline, the copy saved at the last visit.
 */
export function ContentPageView({ slug, fallbackTitle }: { slug: string; fallbackTitle: string }) {
  const router = useRouter();
  const goBack = useGoBack();
  const page = useLiveQuery(async () => (await getKv('contentPages'))?.[slug] ?? null, [slug], undefined);
  const [load, setLoad] = useState<Load>('pending');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void api.content.load(slug).then((r) => {
      if (!live) return;
      if (r.ok) setLoad('ok');
      else setLoad(r.reason === 'api' && r.code === 404 ? 'gone' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [slug, attempt]);

  const html = useMemo(() => (page ? sanitise(page.html) : ''), [page]);

  /** Links to the app's own pages stay in the app (and keep its state); others open in a new tab. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href) return;
    const url = new URL(href, location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    event.preventDefault();
    if (url.origin === location.origin) void router.navigate({ to: url.pathname });
    else window.open(url.href, '_blank', 'noopener,noreferrer');
  };

  const top = <TopBar title={page?.title ?? fallbackTitle} backLabel={t('common.back')} onBack={goBack} />;
  let body;
  if (load === 'gone') body = <Empty title={t('content.gone')} />;
  else if (page) {
    body = (
      <article className="content-article">
        {load === 'failed' && (
          <p className="content-note" role="status">
            {t('content.savedCopy')}
          </p>
        )}
        <div className="content-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
        {page.updatedAt > 0 && <p className="muted content-updated">{t('content.updated', { date: formatDate(page.updatedAt) })}</p>}
      </article>
    );
  } else if (load === 'failed')
    body = (
      <Empty
        title={t('content.offline')}
        action={
          <Button
            onClick={() => {
              setLoad('pending');
              setAttempt((n) => n + 1);
            }}
          >
            {t('content.retry')}
          </Button>
        }
      />
    );
  else
    body = (
      <div aria-busy="true" aria-label={t('content.loading')}>
        <Skeleton height="3rem" />
      </div>
    );
  return (
    <div className="page">
      {top}
      <div className="page-body">{body}</div>
    </div>
  );
}
