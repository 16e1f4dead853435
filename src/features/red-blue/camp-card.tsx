import type { PkCamp } from '../../../contract/pk.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { campName } from './use-red-blue.ts';

interface CampCardProps {
  camp: PkCamp;
  totals: { validBet: number; members: number };
  mine: boolean;
  /** Shown while sign-up is open and the player has no camp yet. */
  onJoin?: () => void;
  busy?: boolean;
}

/** One camp's side: its total valid bet and members, the player's badge, and its Join button while one may join. */
export function CampCard({ camp, totals, mine, onJoin, busy }: CampCardProps) {
  return (
    <section className={`pk-camp pk-camp-${camp}${mine ? ' pk-camp-mine' : ''}`} aria-labelledby={`pk-camp-${camp}`} data-testid={`pk-camp-${camp}`}>
      <h2 id={`pk-camp-${camp}`}>{campName(camp)}</h2>
      {mine && <p className="pk-badge">{t('pk.joinedBadge')}</p>}
      <p className="pk-camp-label">{t('pk.campBet')}</p>
      <p className="pk-camp-total money">{formatMoney(totals.validBet)}</p>
      <p className="pk-camp-members">{t('pk.members', { n: totals.members })}</p>
      {onJoin && (
        <Button block busy={busy} className={`pk-join pk-join-${camp}`} onClick={onJoin}>
          {t('pk.join', { camp: t(camp === 'red' ? 'pk.campShort.red' : 'pk.campShort.blue') })}
        </Button>
      )}
    </section>
  );
}
