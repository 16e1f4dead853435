import { useRouter } from '@tanstack/react-router';
import { closeAuthModal, modalStore, openAuthModal, useModals } from '../../lib/modal-store.ts';
import { t } from '../../lib/i18n/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { ForgetForm } from './forget-form.tsx';
import { LoginWays } from './login-ways.tsx';
import { RegisterWays } from './register-ways.tsx';

/** The login, register and forgot-password modals: one slot, so opening one closes the other (SPEC section 2). */
export function AuthModals() {
  const { auth } = useModals();
  const router = useRouter();
  const done = () => {
    const resume = modalStore.get().resume;
    closeAuthModal();
    if (resume) router.history.push(resume);
  };
  if (auth === 'login') {
    return (
      <Modal title={t('auth.loginTitle')} closeLabel={t('common.close')} onClose={closeAuthModal}>
        <LoginWays
          prefillSaved
          onDone={done}
          onRegister={() => openAuthModal('register')}
          onForgot={() => openAuthModal('forget')}
          returnTo={modalStore.get().resume ?? location.pathname + location.search}
        />
      </Modal>
    );
  }
  if (auth === 'register') {
    return (
      <Modal title={t('auth.registerTitle')} closeLabel={t('common.close')} onClose={closeAuthModal}>
        <RegisterWays onDone={done} onLogin={() => openAuthModal('login')} />
      </Modal>
    );
  }
  if (auth === 'forget') {
    return (
      <Modal title={t('waysIn.forgetTitle')} closeLabel={t('common.close')} onClose={closeAuthModal}>
        <ForgetForm onLogin={() => openAuthModal('login')} />
      </Modal>
    );
  }
  return null;
}
