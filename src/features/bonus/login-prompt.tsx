import { Gift } from 'lucide-react';
import { t } from '../../lib/i18n/index.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';

/** What a visitor sees where a player's rewards would be: one sentence and Log in. */
export function LoginPrompt({ resume }: { resume: string }) {
  return (
    <Empty
      icon={<Gift aria-hidden="true" size={36} />}
      title={t('bonus.visitorTitle')}
      text={t('bonus.visitorText')}
      action={<Button onClick={() => openAuthModal('login', resume)}>{t('bonus.login')}</Button>}
    />
  );
}
