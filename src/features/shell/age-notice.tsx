import { useEffect, useState } from 'react';
import { AGE_NOTICE_ACCEPT_DELAY_MS } from '../../../contract/constants.ts';
import { t } from '../../lib/i18n/index.ts';
import { nativeBridge } from '../../lib/device.ts';
import { Button } from '../../ui/button.tsx';

const ACCEPTED_KEY = 'pw.ageNoticeAccepted';

function leaveSite(): void {
  const bridge = nativeBridge();
  if (bridge?.exitApp) bridge.exitApp();
  else location.replace('about:blank');
}

/** SPEC section 2: the age and terms notice at the bottom. Exit leaves; Accept, enabled after 300 ms, hides it for good on this device. */
export function AgeNotice() {
  const [accepted, setAccepted] = useState(() => localStorage.getItem(ACCEPTED_KEY) === '1');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (accepted) return;
    const timer = setTimeout(() => setReady(true), AGE_NOTICE_ACCEPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accepted]);
  if (accepted) return null;
  const accept = () => {
    localStorage.setItem(ACCEPTED_KEY, '1');
    setAccepted(true);
  };
  return (
    <section className="age-notice" role="region" aria-labelledby="age-notice-title">
      <div className="age-notice-head">
        <span className="age-badge" aria-hidden="true">
          21+
        </span>
        <h2 id="age-notice-title">{t('age.title')}</h2>
      </div>
      <p>{t('age.text')}</p>
      <div className="age-notice-actions">
        <Button variant="secondary" onClick={leaveSite}>
          {t('age.exit')}
        </Button>
        <Button onClick={accept} disabled={!ready}>
          {t('age.accept')}
        </Button>
      </div>
    </section>
  );
}
