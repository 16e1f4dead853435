import { Share2 } from 'lucide-react';
import { t } from '../../lib/i18n/index.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';

/** What a visitor sees on /agent and /share: the program exists, and logging in shows their link. */
export function AgentVisitor({ resume }: { resume: string }) {
  return (
    <Empty
      icon={<Share2 aria-hidden="true" size={36} />}
      title={t('agent.visitorTitle')}
      text={t('agent.visitorText')}
      action={<Button onClick={() => openAuthModal('login', resume)}>{t('common.login')}</Button>}
    />
  );
}
