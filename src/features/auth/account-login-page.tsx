import { useRouter } from '@tanstack/react-router';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import { destinationAfterLogin, type LoginSearch } from './destination.ts';
import { LoginForm } from './login-form.tsx';

/** /auth/accountLogin: the account and password form alone, as on /auth/login. */
export function AccountLoginPage({ search }: { search: LoginSearch }) {
  const router = useRouter();
  const back = useGoBack();
  return (
    <div className="page">
      <TopBar title={t('waysIn.accountLoginTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body auth-page">
        <LoginForm
          prefillSaved={search.type === 'account'}
          onDone={() => router.history.replace(destinationAfterLogin(search))}
          onSwitch={() => router.navigate({ to: '/auth/register' })}
          onForgot={() => router.navigate({ to: '/auth/forget' })}
        />
      </div>
    </div>
  );
}
