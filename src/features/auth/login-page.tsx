import { useRouter } from '@tanstack/react-router';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import { LoginWays } from './login-ways.tsx';
import { useSocialReturn } from './social-buttons.tsx';
import { destinationAfterLogin, type LoginSearch } from './destination.ts';
import { FormError } from '../../ui/form-error.tsx';

export function LoginPage({ search }: { search: LoginSearch }) {
  const router = useRouter();
  const back = useGoBack();
  const socialError = useSocialReturn();
  return (
    <div className="page">
      <TopBar title={t('auth.loginTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body auth-page">
        <FormError message={socialError} />
        <LoginWays
          prefillSaved={search.type === 'account'}
          onDone={() => router.history.replace(destinationAfterLogin(search))}
          onRegister={() => router.navigate({ to: '/auth/register', search: (s: Record<string, unknown>) => s })}
          onForgot={() => router.navigate({ to: '/auth/forget' })}
          returnTo={destinationAfterLogin(search)}
        />
      </div>
    </div>
  );
}
