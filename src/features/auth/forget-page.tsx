import { useRouter } from '@tanstack/react-router';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { TopBar } from '../../ui/top-bar.tsx';
import { ForgetForm } from './forget-form.tsx';

export function ForgetPage() {
  const router = useRouter();
  const back = useGoBack();
  return (
    <div className="page">
      <TopBar title={t('waysIn.forgetTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body auth-page">
        <ForgetForm onLogin={() => router.history.replace('/auth/login?type=account')} />
      </div>
    </div>
  );
}
