// /activity/spin: the lucky spin wheel (no navbar). Visitors see the wheel, the odds and the rules with a login
// button; players see their spins left and SPIN. Everything shown comes from Dexie, so it opens offline.
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { isPlayer, useUser } from '../../lib/use-player.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { HowToEarn, LatestSpins, MySpins, SpinRules } from './spin-sections.tsx';
import { SpinWheel } from './spin-wheel.tsx';
import { useOnline, usePrefersReducedMotion, useSpinInfo } from './use-spin-data.ts';
import { useSpinWheel } from './use-spin-wheel.ts';
import './spin.css';

export function SpinPage() {
  const goBack = useGoBack();
  const user = useUser();
  const player = isPlayer(user);
  const info = useSpinInfo();
  const online = useOnline();
  const wheel = useSpinWheel(usePrefersReducedMotion());
  useEffect(() => {
    // Reloaded when the player changes, so a visitor's wheel turns into the player's chances after login.
    void api.spin.load();
  }, [player]);

  return (
    <div className="spin-page">
      <TopBar title={t('spin.title')} backLabel={t('common.back')} onBack={goBack} />
      {!info ? (
        <div className="spin-body" aria-busy="true" aria-label={t('spin.loading')}>
          <Skeleton height="6rem" />
        </div>
      ) : (
        <div className="spin-body">
          <SpinWheel sectors={info.sectors} angle={wheel.angle} landedOn={wheel.landedOn} />
          {!info.open && <p className="spin-note">{t('spin.closed')}</p>}
          {player ? (
            <>
              <p className="spin-count" aria-live="polite">
                {t('spin.chances', { n: info.chances })}
              </p>
              <Button
                className="spin-button"
                busy={wheel.spinning}
                aria-label={t('spin.spinLabel', { n: info.chances })}
                disabled={!info.open || !online}
                onClick={() => void wheel.spin(info.chances, online)}
              >
                {wheel.spinning ? t('spin.spinning') : t('spin.spin')}
              </Button>
              {!online && <p className="spin-note">{t('spin.error.offline')}</p>}
              {online && wheel.error && <FormError message={wheel.error} />}
            </>
          ) : (
            <div className="spin-card spin-visitor">
              <h2>{t('spin.visitorTitle')}</h2>
              <p>{t('spin.visitorText')}</p>
              <Button onClick={() => openAuthModal('login', '/activity/spin')}>{t('common.login')}</Button>
            </div>
          )}
          <HowToEarn info={info} />
          <LatestSpins info={info} />
          {player && <MySpins />}
          <SpinRules info={info} />
        </div>
      )}
    </div>
  );
}
