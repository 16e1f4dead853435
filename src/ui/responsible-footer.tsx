import { Link } from '@tanstack/react-router';
import { isInstalled, isNativeShell } from '../lib/device.ts';
import { t, type MessageKey } from '../lib/i18n/index.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useConfigPick } from '../lib/use-config.ts';
import './responsible-footer.css';

const LINKS: { to: string; label: MessageKey }[] = [
  { to: '/terms-of-use', label: 'content.terms' },
  { to: '/privacy-policy', label: 'content.privacy' },
  { to: '/faq', label: 'content.faq' },
  { to: '/about-us', label: 'content.aboutUs' },
  { to: '/download', label: 'content.download' },
];

/** A seal in the app's own style (shield, 21+), not an imitation of a regulator's logo. */
function Seal() {
  return (
    <svg className="licence-seal" viewBox="0 0 48 56" width="40" height="46" role="img" aria-label={t('content.sealLabel')}>
      <path d="M24 2 44 9v17c0 13-8.6 23.4-20 28C12.6 49.4 4 39 4 26V9z" fill="none" stroke="var(--c-primary)" strokeWidth="3" />
      <path d="M24 8 38 13v13c0 9.6-6 17.6-14 21.2C16 43.6 10 35.6 10 26V13z" fill="var(--c-primary)" opacity="0.18" />
      <text x="24" y="31" textAnchor="middle" fontSize="13" fontWeight="800" fill="var(--c-text)">
        21+
      </text>
    </svg>
  );
}

/**
 * The age notice and "Gambling is addictive" line kept visible in the footer of home and wallet (DESIGN "Words"), the
 * seal, the licence number when the operator set one (config `pagcorLicence`; nothing is claimed without it), and the
 * links to the terms, privacy policy, FAQ, about us and download pages, and the language choice.
 */
export function ResponsibleFooter({ ageText, detail }: { ageText: string; detail: string }) {
  const licence = useConfigPick((config) => config?.pagcorLicence ?? null);
  // Already the installed app (home screen or the Android shell): there is nothing to download.
  const links = isInstalled() || isNativeShell() ? LINKS.filter((link) => link.to !== '/download') : LINKS;
  return (
    <footer className="responsible-footer">
      <div className="responsible-footer-notice">
        <span className="age-badge" aria-hidden="true">
          21+
        </span>
        <p>
          <strong>{ageText}</strong>
          <br />
          {detail}
        </p>
      </div>
      <div className="responsible-footer-licence">
        <Seal />
        {licence && (
          <p data-testid="pagcor-licence">
            <strong>{t('content.licensed')}</strong>
            <br />
            {t('content.licenceNo', { number: licence })}
          </p>
        )}
      </div>
      <nav aria-label={t('content.footerLinks')}>
        <ul className="responsible-footer-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch />
    </footer>
  );
}
