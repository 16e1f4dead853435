import { useRouter } from '@tanstack/react-router';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import { RegisterWays } from './register-ways.tsx';

export function RegisterPage() {
  const router = useRouter();
  const back = useGoBack();
  return (
    <div className="page">
      <TopBar title={t('auth.registerTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body auth-page">
        <RegisterWays onDone={() => router.history.replace('/')} onLogin={() => router.navigate({ to: '/auth/login' })} />
      </div>
    </div>
  );
}
