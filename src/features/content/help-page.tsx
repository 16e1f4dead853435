import { Link, useRouter } from '@tanstack/react-router';
import { ChevronRight, CircleQuestionMark, Download, FileText, Headphones, Info, Shield, type LucideIcon } from 'lucide-react';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { isInstalled, isNativeShell } from '../../lib/device.ts';
import { routeExists } from '../../lib/route-exists.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import './content.css';

interface Entry {
  to: string;
  label: MessageKey;
  icon: LucideIcon;
}

const ENTRIES: Entry[] = [
  { to: '/faq', label: 'content.faq', icon: CircleQuestionMark },
  { to: '/service', label: 'help.service', icon: Headphones },
  { to: '/terms-of-use', label: 'content.terms', icon: FileText },
  { to: '/privacy-policy', label: 'content.privacy', icon: Shield },
  { to: '/about-us', label: 'content.aboutUs', icon: Info },
  { to: '/download', label: 'content.download', icon: Download },
];

/** /help: the way to the FAQ, the rules pages and customer service, from Me. */
export function HelpPage() {
  const router = useRouter();
  const goBack = useGoBack();
  // Service is another area's route: listed only where this build has it.
  const installed = isInstalled() || isNativeShell();
  const entries = ENTRIES.filter((e) => routeExists(router, e.to) && !(installed && e.to === '/download'));
  return (
    <div className="page">
      <TopBar title={t('help.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">
        <p className="muted">{t('help.intro')}</p>
        <ul className="help-list">
          {entries.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="help-link">
                <Icon aria-hidden size={22} />
                <span>{t(label)}</span>
                <ChevronRight aria-hidden size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
