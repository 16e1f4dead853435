import { Link, useRouter } from '@tanstack/react-router';
import { t } from '../../../lib/i18n/index.ts';
import { FormError } from '../../../ui/form-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { TopBar } from '../../../ui/top-bar.tsx';
import { SignInCard } from './sign-in-card.tsx';
import { CalendarCheck } from 'lucide-react';
import { isPlayer } from '../../../lib/use-player.ts';
import { openAuthModal } from '../../../lib/modal-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { useSignIn } from './use-sign-in.ts';

/** /activity/sign-in: everyone's 7-day daily sign-in (not the VIP ladder), with its rules one tap away. */
export function SignInPage() {
  const router = useRouter();
  const { user, data, error, claim, run } = useSignIn();
  return (
    <div className="page">
      <TopBar
        title={t('signIn.title')}
        backLabel={t('common.back')}
        onBack={() => router.history.back()}
        right={
          <Link to="/activity/sign-in/rule" className="top-bar-link">
            {t('signIn.rule')}
          </Link>
        }
      />
      <div className="page-body">
        <p className="form-intro">{t('signIn.intro')}</p>
        {user !== null && !isPlayer(user) && (
          <Empty
            icon={<CalendarCheck aria-hidden="true" size={36} />}
            title={t('signIn.visitorTitle')}
            text={t('signIn.visitorText')}
            action={<Button onClick={() => openAuthModal('login', '/activity/sign-in')}>{t('common.login')}</Button>}
          />
        )}
        {error && !data && <FormError message={error} />}
        {claim.error && <FormError message={claim.error} />}
        {data ? (
          <SignInCard data={data} claiming={claim.claiming !== null} onClaim={() => void run()} />
        ) : (
          !error &&
          isPlayer(user) && (
            <div aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton height="2.4rem" />
            </div>
          )
        )}
      </div>
    </div>
  );
}
