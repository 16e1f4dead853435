import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { AwardItem } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** The sign-up bonus on My rewards while it waits to be claimed; the claim shows the award modal. */
export function SignUpBonusCard() {
  const bonus = useLiveQuery(() => getKv('signUpBonus'));
  const { claiming, error, claim } = useClaim();
  if (!bonus || bonus.claimed) return null;
  return (
    <section aria-labelledby="signup-bonus-title" className="bonus-section signup-bonus">
      <h2 id="signup-bonus-title">{t('signUpBonus.title')}</h2>
      <p className="muted">{t('signUpBonus.text')}</p>
      <ul className="award-list signup-bonus-awards">
        {bonus.awards.map((award, i) => (
          <AwardItem key={`${award.id}-${i}`} award={award} />
        ))}
      </ul>
      <FormError message={error} />
      <Button block busy={claiming !== null} onClick={() => void claim(true, () => api.activities.claimSignUpBonus())}>
        {t('signUpBonus.claim')}
      </Button>
    </section>
  );
}
