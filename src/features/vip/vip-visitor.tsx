import { Crown } from 'lucide-react';
import { t } from '../../lib/i18n/index.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';

/** What a visitor sees where VIP data would be (the /bonus tabs are open to visitors). */
export function VipVisitor({ resume }: { resume: string }) {
  return (
    <Empty
      icon={<Crown aria-hidden="true" size={36} />}
      title={t('vip.visitorTitle')}
      text={t('vip.visitorText')}
      action={<Button onClick={() => openAuthModal('login', resume)}>{t('common.login')}</Button>}
    />
  );
}
