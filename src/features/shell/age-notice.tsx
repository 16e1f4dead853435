import { useEffect, useRef, useState } from 'react';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { AGE_NOTICE_ACCEPT_DELAY_MS } from '../../../contract/constants.ts';
import { t } from '../../lib/i18n/index.ts';
import { nativeBridge } from '../../lib/device.ts';
import { holdQueue, releaseQueue } from '../../lib/modal-store.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { focusAfterPaint } from '../../ui/focus-after-paint.ts';
import './age-notice.css';

const ACCEPTED_KEY = 'pw.ageNoticeAccepted';
/** Pages the notice steps aside for, so they can be read before answering it; it stays mounted, so nothing is lost. */
const READABLE_FIRST = new Set(['/terms-of-use', '/privacy-policy']);

function leaveSite(): void {
  const bridge = nativeBridge();
  if (bridge?.exitApp) bridge.exitApp();
  // A static page of the app (public/goodbye.html, precached), never a blank tab: it says goodbye and where to get help.
  else location.replace('/goodbye.html');
}

/** Makes everything but `el` and its ancestors inert; returns the undo. */
function isolate(el: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((m) => m.removeAttribute('inert'));
}

/**
 * SPEC section 2: the age and terms notice at the bottom. Until it is answered it is modal: the app behind is dimmed
 * and inert, so no tile can be tapped first. Exit leaves; Accept, enabled after 300 ms, hides it for good on this device.
 */
export function AgeNotice() {
  const [accepted, setAccepted] = useState(() => localStorage.getItem(ACCEPTED_KEY) === '1');
  const [ready, setReady] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const router = useRouter();
  const reading = useRouterState({ select: (s) => READABLE_FIRST.has(s.location.pathname) });
  useEffect(() => {
    if (accepted || reading || !ref.current) return;
    const dialog = ref.current;
    const undo = isolate(dialog);
    // Focus once the first screen is painted; `inert` above already keeps every tap and key away from the page behind.
    const cancelFocus = focusAfterPaint(() => dialog.querySelector('button'));
    return () => {
      cancelFocus();
      undo();
    };
  }, [accepted, reading]);
  // Queued modals (start modals, awards) wait until the notice is answered: they would sit under it, unreachable.
  useEffect(() => {
    if (accepted) return;
    holdQueue('age-notice');
    return () => releaseQueue('age-notice');
  }, [accepted]);
  useEffect(() => {
    if (accepted) return;
    const timer = setTimeout(() => setReady(true), AGE_NOTICE_ACCEPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accepted]);
  if (accepted) return null;
  if (reading)
    return (
      <aside className="age-notice-reading" aria-label={t('age.title')}>
        <p>{t('age.backToNotice')}</p>
        <Button variant="secondary" onClick={() => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }))}>
          {t('common.back')}
        </Button>
      </aside>
    );
  const accept = () => {
    localStorage.setItem(ACCEPTED_KEY, '1');
    setAccepted(true);
  };
  return (
    <>
      <div className="age-notice-dim" aria-hidden="true" />
      <section ref={ref} className="age-notice" role="dialog" aria-modal="true" aria-labelledby="age-notice-title">
        <div className="age-notice-head">
          <span className="age-badge" aria-hidden="true">
            21+
          </span>
          <h2 id="age-notice-title">{t('age.title')}</h2>
        </div>
        <p>{t('age.text')}</p>
        <p>
          <Link to="/terms-of-use" className="age-notice-terms">
            {t('age.readTerms')}
          </Link>
        </p>
        <div className="age-notice-actions">
          <Button variant="secondary" onClick={leaveSite}>
            {t('age.exit')}
          </Button>
          <Button onClick={accept} disabled={!ready}>
            {t('age.accept')}
          </Button>
        </div>
        {/* A player can read the notice in their own language before answering it. */}
        <LanguageSwitch />
      </section>
    </>
  );
}
