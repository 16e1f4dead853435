// /activity/live: the operator's stream in a sandboxed frame (only on the allowed hosts, checked again here), or a
// clear empty state with the next scheduled stream. Offline, no frame is drawn: a stream cannot play without network.
import { useState } from 'react';
import { Radio, WifiOff } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isAllowedLiveEmbed } from '../../../contract/live.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { useOnline } from './use-events.ts';
import './events.css';

const loads = [() => api.live.load()];

export function LivePage() {
  const goBack = useGoBack();
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const live = useLiveQuery(() => getKv('liveStream'), [], null);
  const loadError = useRefresh(online, loads, `${online}-${attempt}`);
  const retry = <Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>;
  const url = live?.url && isAllowedLiveEmbed(live.url) ? live.url : null;

  let body;
  if (!online) {
    body = <Empty icon={<WifiOff aria-hidden="true" size={36} />} title={t('live.offlineTitle')} text={t('live.offlineText')} />;
  } else if (live === null || (live === undefined && !loadError)) {
    body = <Skeleton height="12rem" />;
  } else if (!live) {
    body = <Empty icon={<Radio aria-hidden="true" size={36} />} title={t('live.errorTitle')} text={loadError ?? ''} action={retry} />;
  } else if (!url) {
    body = (
      <Empty
        icon={<Radio aria-hidden="true" size={36} />}
        title={t('live.none')}
        text={live.nextAt ? t('live.next', { at: formatDateTime(live.nextAt), title: live.nextTitle || t('live.defaultTitle') }) : t('live.noneText')}
      />
    );
  } else {
    body = (
      <section className="ev-card live-card" aria-labelledby="live-title">
        <h2 id="live-title">{live.title || t('live.defaultTitle')}</h2>
        <div className="live-frame">
          <iframe
            src={url}
            title={live.title || t('live.defaultTitle')}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            allowFullScreen
          />
        </div>
        {live.nextAt && <p className="muted">{t('live.next', { at: formatDateTime(live.nextAt), title: live.nextTitle || t('live.defaultTitle') })}</p>}
      </section>
    );
  }

  return (
    <div className="page ev-page">
      <TopBar title={t('live.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        {body}
        <p className="muted ev-note">{t('live.note')}</p>
      </div>
    </div>
  );
}
