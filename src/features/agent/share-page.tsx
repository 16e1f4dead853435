// /share "Invite your friends": the code, the link and its QR code, Share (Web Share API) and Copy (clipboard, with
// a "Copied" confirmation; a failed copy says how to copy by hand), what a friend must do to count, and the goals.
// Each Share / Copy tap is recorded (queued offline). Readable offline from the kept copy once seen.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Copy, Share2 } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { AgentGoals } from './agent-goals.tsx';
import { AgentVisitor } from './agent-visitor.tsx';
import { InviteGoalWatcher } from './invite-goal-watcher.tsx';
import { QrCode } from './qr-code.tsx';
import { inviteLink, isPlayer, useInviteSummary, useRefresh, useUser } from './use-agent.ts';
import './agent.css';

const loads = [() => api.agent.loadInvite()];

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function ShareActions({ link }: { link: string }) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    void api.agent.clickInvite('copy');
    setCopied((await copyText(link)) ? 'ok' : 'failed');
  }

  async function share() {
    void api.agent.clickInvite('share');
    try {
      await navigator.share({ title: t('share.title'), text: t('share.message'), url: link });
    } catch (error) {
      // The player closed the share sheet: nothing to do. Anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  }

  return (
    <>
      <div className="agent-share-actions">
        {canShare && (
          <Button onClick={() => void share()}>
            <Share2 aria-hidden="true" size={18} /> {t('share.share')}
          </Button>
        )}
        <Button variant={canShare ? 'secondary' : 'primary'} onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} /> {t('share.copy')}
        </Button>
      </div>
      <p className="agent-copied" role="status" aria-live="polite">
        {copied === 'ok' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </>
  );
}

export function SharePage() {
  const goBack = useGoBack();
  const user = useUser();
  const summary = useInviteSummary();
  const claim = useClaim<string>();
  const loadError = useRefresh(isPlayer(user), loads);
  const link = summary ? inviteLink(window.location.origin, summary.pid) : '';

  return (
    <div className="page agent">
      <TopBar title={t('share.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body agent-body">
        {user !== null && !isPlayer(user) ? (
          <AgentVisitor resume="/share" />
        ) : summary ? (
          <>
            {loadError && <p className="muted">{t('agent.offline')}</p>}
            <section className="m-card agent-invite-card" aria-labelledby="share-code-title">
              <h2 id="share-code-title" className="m-card-title">
                {t('share.code')}
              </h2>
              <p className="agent-code" data-testid="invite-code">
                {summary.inviteCode}
              </p>
              <QrCode value={link} label={t('share.qr')} />
              <label className="agent-link-label" htmlFor="invite-link">
                {t('share.link')}
              </label>
              <input id="invite-link" className="agent-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <ShareActions link={link} />
            </section>
            <section className="m-card" aria-labelledby="share-how-title">
              <h2 id="share-how-title" className="m-card-title">
                {t('share.howTitle')}
              </h2>
              <ol className="agent-steps">
                <li>{t('share.how1')}</li>
                <li>{t('share.how2')}</li>
                <li>{t('share.how3')}</li>
              </ol>
            </section>
            {claim.error && <FormError message={claim.error} />}
            <AgentGoals summary={summary} claim={claim} />
            <nav className="agent-links" aria-label={t('agent.title')}>
              <Link to="/agent" search={{ tabActive: 'overview' }} className="btn btn-secondary">
                {t('share.agent')}
              </Link>
              <Link to="/agent/rule" className="btn btn-ghost">
                {t('share.ruleLink')}
              </Link>
            </nav>
            <InviteGoalWatcher />
          </>
        ) : loadError ? (
          <FormError message={loadError} />
        ) : (
          <div aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="12rem" />
          </div>
        )}
      </div>
    </div>
  );
}
