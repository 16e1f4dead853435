import { useRouter } from '@tanstack/react-router';
import { t, type MessageKey } from '../../../lib/i18n/index.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { TopBar } from '../../../ui/top-bar.tsx';
import { awardsText } from '../award-text.ts';
import { isPlayer } from '../../../lib/use-player.ts';
import { useSignIn } from './use-sign-in.ts';

const RULES: MessageKey[] = ['signIn.rule1', 'signIn.rule2', 'signIn.rule3', 'signIn.rule4', 'signIn.rule5', 'signIn.rule6', 'signIn.rule7'];

/** /activity/sign-in/rule: the rules the server applies, and the calendar's awards as configured now. */
export function SignInRulePage() {
  const router = useRouter();
  const { user, data } = useSignIn();
  return (
    <div className="page">
      <TopBar title={t('signIn.ruleTitle')} backLabel={t('common.back')} onBack={() => router.history.back()} />
      <div className="page-body">
        <ol className="signin-rules">
          {RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
          {data && <li>{t('signIn.ruleWagering', { multiple: formatNumber(data.coinTurnoverMultiple) })}</li>}
        </ol>
        {isPlayer(user) && <h2 className="m-card-title">{t('signIn.awardsTitle')}</h2>}
        {data ? (
          <table className="fd-table">
            <tbody>
              {data.days.map((awards, i) => (
                <tr key={i}>
                  <th scope="row">{t('signIn.day', { n: i + 1 })}</th>
                  <td>{awardsText(awards)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          isPlayer(user) && <Skeleton height="2.4rem" />
        )}
      </div>
    </div>
  );
}
