import { Link } from '@tanstack/react-router';
import type { SignInData } from '../../../../contract/calls/sign-in.ts';
import { t } from '../../../lib/i18n/index.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { Button } from '../../../ui/button.tsx';
import { awardsText } from '../award-text.ts';
import { SignInWeek } from './sign-in-week.tsx';

/** Today's award, the week strip and the claim (or why there is none): the page and the modal both show it. */
export function SignInCard({ data, claiming, onClaim }: { data: SignInData; claiming: boolean; onClaim: () => void }) {
  const today = data.days[data.today - 1] ?? [];
  return (
    <div className="signin-card">
      <p className="signin-today">
        <span className="muted">{t('signIn.todayAward')}</span>
        <strong>{awardsText(today)}</strong>
      </p>
      <p className="muted">{t('signIn.streak', { n: data.streak })}</p>
      <SignInWeek data={data} />
      {!data.hasDeposited ? (
        <>
          <p>{t('signIn.needsDeposit')}</p>
          <Link to="/wallets" search={{ name: 'deposit' }} className="btn btn-primary btn-block">
            {t('signIn.deposit')}
          </Link>
        </>
      ) : data.claimedToday ? (
        <p className="signin-done" role="status">
          {t('signIn.claimedToday')} {t('signIn.nextIn', { when: formatDateTime(data.nextDayAt) })}
        </p>
      ) : (
        <Button block busy={claiming} disabled={claiming || !data.canReceive} onClick={onClaim}>
          {t('signIn.claim', { n: data.today })}
        </Button>
      )}
    </div>
  );
}
