import { useRouter } from '@tanstack/react-router';
import { closeAuthModal, modalStore, openAuthModal, useModals } from '../../lib/modal-store.ts';
import { t } from '../../lib/i18n/index.ts';
import { Modal } from '../../ui/modal.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/** The login and register modals: one slot, so opening one closes the other (SPEC section 2). */
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
        <LoginForm prefillSaved onDone={done} onSwitch={() => openAuthModal('register')} />
      </Modal>
    );
  }
  if (auth === 'register') {
    return (
      <Modal title={t('auth.registerTitle')} closeLabel={t('common.close')} onClose={closeAuthModal}>
        <RegisterForm onDone={done} onSwitch={() => openAuthModal('login')} />
      </Modal>
    );
  }
  return null;
}
