// /activity/follow: the operator's social pages. "Follow" opens the page in a new tab and records the tap on the
// server; then the one-time reward can be claimed (award modal through useClaim). We cannot see a follow on these
// platforms, and the page says so.
import { BadgeCheck, Share2 } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { FollowPage as Page } from '../../../contract/calls/events.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useClaim, type Claim } from '../../lib/hooks/use-claim.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { awardText, useOnline } from './use-events.ts';
import './events.css';

const loads = [() => api.follow.load()];
const PLATFORM: Record<Page['platform'], MessageKey> = {
  facebook: 'follow.platform.facebook',
  instagram: 'follow.platform.instagram',
  tiktok: 'follow.platform.tiktok',
  youtube: 'follow.platform.youtube',
  telegram: 'follow.platform.telegram',
};

function PageRow({ page, claim, online }: { page: Page; claim: Claim<number>; online: boolean }) {
  return (
    <li className="ev-card follow-row" data-testid={`follow-${page.id}`}>
      <div className="follow-info">
        <span className={`follow-platform follow-${page.platform}`}>{t(PLATFORM[page.platform])}</span>
        <span className="follow-name">{page.name}</span>
        <span className="muted">{t('follow.reward', { awards: page.awards.map(awardText).join(' + ') })}</span>
      </div>
      <div className="follow-actions">
        <a
          className="btn btn-secondary"
          href={page.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('follow.openLabel', { name: page.name })}
          onClick={() => void api.follow.open(page.id)}
        >
          {t('follow.open')}
        </a>
        {page.claimed ? (
          <span className="follow-done">
            <BadgeCheck aria-hidden="true" size={18} /> {t('follow.claimed')}
          </span>
        ) : (
          <Button
            disabled={!page.opened || !online}
            busy={claim.claiming === page.id}
            aria-label={t('follow.claimLabel', { name: page.name })}
            onClick={() => void claim.claim(page.id, () => api.follow.claim(page.id))}
          >
            {t('follow.claim')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function FollowPage() {
  const goBack = useGoBack();
  const online = useOnline();
  const pages = useLiveQuery(() => getKv('followPages'), [], null);
  const loadError = useRefresh(online, loads, online);
  const claim = useClaim<number>();

  return (
    <div className="page ev-page">
      <TopBar title={t('follow.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        <p className="ev-lead">{t('follow.howTo')}</p>
        {!online && <p className="muted">{t('follow.offline')}</p>}
        <FormError message={claim.error ?? (pages ? null : loadError)} />
        {pages === null || (pages === undefined && !loadError) ? (
          <Skeleton height="4rem" />
        ) : !pages || pages.length === 0 ? (
          pages && <Empty icon={<Share2 aria-hidden="true" size={36} />} title={t('follow.empty')} />
        ) : (
          <ul className="follow-list">
            {pages.map((page) => (
              <PageRow key={page.id} page={page} claim={claim} online={online} />
            ))}
          </ul>
        )}
        <section className="ev-card ev-rules" aria-labelledby="follow-rules-title">
          <h2 id="follow-rules-title">{t('follow.rulesTitle')}</h2>
          <ul>
            <li>{t('follow.rule1')}</li>
            <li>{t('follow.rule2')}</li>
            <li>{t('follow.rule3')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
