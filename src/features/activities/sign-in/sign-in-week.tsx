import { Check } from 'lucide-react';
import type { SignInData } from '../../../../contract/calls/sign-in.ts';
import { t } from '../../../lib/i18n/index.ts';
import { awardsText } from '../award-text.ts';

/** The 7-day strip: claimed days ticked, today outlined, later days with their award. */
export function SignInWeek({ data }: { data: SignInData }) {
  const done = data.claimedToday ? data.today : data.today - 1;
  return (
    <ol className="signin-week" aria-label={t('signIn.calendar')}>
      {data.days.map((awards, i) => {
        const day = i + 1;
        const state = day <= done ? 'done' : day === data.today ? 'today' : 'later';
        return (
          <li key={day} className={`signin-day signin-day-${state}`} aria-current={state === 'today' ? 'date' : undefined}>
            <span className="signin-day-name">{state === 'today' ? t('signIn.today') : t('signIn.day', { n: day })}</span>
            {state === 'done' && <Check role="img" aria-label={t('signIn.claimed')} size={16} />}
            <span className="signin-day-award">{awardsText(awards)}</span>
          </li>
        );
      })}
    </ol>
  );
}
