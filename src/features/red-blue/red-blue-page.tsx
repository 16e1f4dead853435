// /activity/redpkblue: the running round (dates, countdown, pool), the two camps with their totals and Join buttons
// while sign-up is open (confirmed: the choice is final), the player's camp, valid bet and estimated share, and the
// last round's result. Drawn from Dexie, so it opens offline with the figures last seen.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PK_CAMPS, type PkCamp } from '../../../contract/pk.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { CampCard } from './camp-card.tsx';
import { LastResult } from './last-result.tsx';
import { campName, countdown, useNow, useRedBlue } from './use-red-blue.ts';
import './red-blue.css';

export function RedBluePage() {
  const goBack = useGoBack();
  const now = useNow();
  const { data, loadError, join, signUp } = useRedBlue();
  const [confirming, setConfirming] = useState<PkCamp | null>(null);
  const current = data?.current ?? null;
  // Figures read a while ago may be past the sign-up's end: the clock decides, the server refuses the late anyway.
  const signUpOpen = current !== null && current.signUpOpen && now < current.signupEndsAt;
  const canJoin = signUpOpen && current?.me === null;

  return (
    <div className="page pk">
      <TopBar
        title={t('pk.title')}
        backLabel={t('common.back')}
        onBack={goBack}
        right={
          <Link to="/activity/redpkblue/rule" className="top-bar-link">
            {t('pk.rules')}
          </Link>
        }
      />
      <div className="page-body">
        {loadError && data && <p className="muted">{t('pk.stale', { at: formatDateTime(data.readAt) })}</p>}
        {loadError && !data && <FormError message={loadError} />}
        {!data && !loadError && <Skeleton height="3rem" />}
        {data && !current && <p className="pk-card">{t('pk.noPeriod')}</p>}
        {current && (
          <>
            <section className="pk-card pk-head" aria-labelledby="pk-pool-title">
              <p className="muted">{t('pk.period', { from: formatDateTime(current.startsAt), to: formatDateTime(current.endsAt) })}</p>
              <p className="pk-countdown" data-testid="pk-countdown">
                {signUpOpen ? t('pk.signUpEndsIn', { time: countdown(current.signupEndsAt - now) }) : t('pk.endsIn', { time: countdown(current.endsAt - now) })}
              </p>
              <h2 id="pk-pool-title" className="pk-pool-label">
                {t('pk.pool')}
              </h2>
              <p className="pk-pool money">{formatMoney(current.pool)}</p>
              <p className="muted">{t('pk.poolNote')}</p>
            </section>
            <div className="pk-camps">
              {PK_CAMPS.map((camp) => (
                <CampCard
                  key={camp}
                  camp={camp}
                  totals={current[camp]}
                  mine={current.me?.camp === camp}
                  onJoin={canJoin ? () => setConfirming(camp) : undefined}
                  busy={join.running === camp}
                />
              ))}
            </div>
            <FormError message={join.error} />
            {!signUpOpen && !current.me && <p className="muted">{t('pk.signUpClosed')}</p>}
            {current.me ? (
              <section className={`pk-card pk-me pk-me-${current.me.camp}`} aria-labelledby="pk-me-title" data-testid="pk-me">
                <h2 id="pk-me-title">{t('pk.yourCamp', { camp: campName(current.me.camp) })}</h2>
                <dl className="pk-figures">
                  <div>
                    <dt>{t('pk.yourBet')}</dt>
                    <dd className="money" data-testid="pk-my-bet">
                      {formatMoney(current.me.validBet)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('pk.estimate')}</dt>
                    <dd className="money">{formatMoney(current.me.estimate)}</dd>
                  </div>
                </dl>
                <p className="muted">{t('pk.estimateNote')}</p>
              </section>
            ) : (
              signUpOpen && <p className="muted">{t('pk.notJoined')}</p>
            )}
          </>
        )}
        {data?.last && <LastResult last={data.last} />}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('pk.confirmTitle', { camp: campName(confirming) })}
          text={t('pk.confirmText')}
          confirmLabel={t('pk.confirm')}
          cancelLabel={t('common.cancel')}
          busy={join.busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void signUp(confirming).then(() => setConfirming(null))}
        />
      )}
    </div>
  );
}
