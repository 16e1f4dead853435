import { Check } from 'lucide-react';
import type { Award, VipData } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { formatMoney } from '../../lib/money.ts';
import { describeProp, propName } from '../../lib/props.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { AwardItem } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import type { Claim } from '../../lib/hooks/use-claim.ts';

function Awards({ awards }: { awards: readonly Award[] }) {
  return (
    <ul className="award-list vip-award-list">
      {awards.map((award, i) => (
        <AwardItem key={`${award.id}-${i}`} award={award} />
      ))}
    </ul>
  );
}

/** Today's daily award of the player's level (none at VIP 0). */
export function VipDaily({ data, claim }: { data: VipData; claim: Claim<string> }) {
  const awards = data.appVipMap[String(data.vip)]?.dailyAward ?? [];
  return (
    <section className="m-card" aria-labelledby="vip-daily-title">
      <h2 id="vip-daily-title" className="m-card-title">
        {t('vip.dailyTitle')}
      </h2>
      {awards.length === 0 ? (
        <p className="muted">{t('vip.dailyNone')}</p>
      ) : (
        <>
          <Awards awards={awards} />
          <Button
            block
            busy={claim.claiming === 'daily'}
            disabled={!data.daily.claimable || claim.claiming !== null}
            onClick={() => void claim.claim('daily', () => api.vip.claimDaily())}
          >
            {data.daily.claimedToday ? t('vip.claimedToday') : t('vip.claim')}
          </Button>
        </>
      )}
    </section>
  );
}

/** The seven-day sign-in ladder: steps done today or before are ticked; today's step is the one to claim. */
export function VipSignIn({ data, claim }: { data: VipData; claim: Claim<string> }) {
  const { signIn } = data;
  if (data.vip < 1 || signIn.ladder.length === 0) return null;
  const done = signIn.signedToday ? signIn.step : signIn.step - 1;
  return (
    <section className="m-card" aria-labelledby="vip-signin-title">
      <h2 id="vip-signin-title" className="m-card-title">
        {t('vip.signInTitle')}
      </h2>
      <p className="muted">{t('vip.signInRule')}</p>
      <ol className="vip-ladder">
        {signIn.ladder.map((awards, i) => {
          const step = i + 1;
          const state = step <= done ? 'done' : step === signIn.step && !signIn.signedToday ? 'today' : 'later';
          return (
            <li key={step} className={`vip-step vip-step-${state}`} aria-current={state === 'today' ? 'step' : undefined}>
              <span className="vip-step-day">{t('vip.day', { n: step })}</span>
              {state === 'done' ? (
                <Check aria-label={t('vip.signed')} size={18} />
              ) : (
                <span className="vip-step-amount">{awards.map(awardText).join(' + ')}</span>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        block
        busy={claim.claiming === 'signin'}
        disabled={signIn.signedToday || claim.claiming !== null}
        onClick={() => void claim.claim('signin', () => api.vip.claimSignIn())}
      >
        {signIn.signedToday ? t('vip.signedToday') : t('vip.signIn', { n: signIn.step })}
      </Button>
    </section>
  );
}

/** A short label of an award: coin as money, other props by name and count. */
export function awardText(award: Award): string {
  const info = describeProp(award.id);
  return info.isMoney ? formatMoney(award.count) : `${propName(info)} ×${formatNumber(award.count)}`;
}

/** One-off bonuses of each level: claimable once reached, ticked once claimed. */
export function VipLevelUps({ data, claim }: { data: VipData; claim: Claim<string> }) {
  const shown = data.levelUps.filter((l) => l.level <= data.vip + 1);
  return (
    <section className="m-card" aria-labelledby="vip-levelup-title">
      <h2 id="vip-levelup-title" className="m-card-title">
        {t('vip.levelUpTitle')}
      </h2>
      <ul className="vip-rows">
        {shown.map((l) => (
          <li key={l.level} className="vip-row">
            <span className="vip-row-main">
              <strong>{t('home.vip', { level: l.level })}</strong>
              <span className="muted">{l.awards.map(awardText).join(' + ')}</span>
            </span>
            {l.claimed ? (
              <span className="vip-row-done">{t('vip.claimed')}</span>
            ) : (
              <Button
                variant={l.reached ? 'primary' : 'secondary'}
                busy={claim.claiming === `level-${l.level}`}
                disabled={!l.reached || claim.claiming !== null}
                onClick={() => void claim.claim(`level-${l.level}`, () => api.vip.claimLevelUp(l.level))}
              >
                {l.reached ? t('vip.claim') : t('vip.locked')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
