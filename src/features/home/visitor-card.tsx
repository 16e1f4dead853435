import { openAuthModal } from '../../lib/modal-store.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';

export function VisitorCard() {
  return (
    <section className="visitor-card">
      <h1>{t('home.visitorTitle')}</h1>
      <p>{t('home.visitorText')}</p>
      <div className="visitor-actions">
        <Button variant="secondary" onClick={() => openAuthModal('login')}>
          {t('common.login')}
        </Button>
        <Button onClick={() => openAuthModal('register')}>{t('common.register')}</Button>
      </div>
    </section>
  );
}
