import { Check, Gift, Lock } from 'lucide-react';
import type { LivenessChest } from '../../../contract/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatProgress } from '../../lib/i18n/format.ts';
import { Button } from '../../ui/button.tsx';

interface LivenessBarProps {
  today: number;
  chests: LivenessChest[];
  onOpen: (at: number) => void;
  /** The chest whose claim is out, if any. */
  opening: number | null;
  /** Another claim is out: chests wait. */
  blocked: boolean;
}

/** Today's liveness as a bar toward the last chest, and the day's chests: locked, open (claimable) or claimed. */
export function LivenessBar({ today, chests, onOpen, opening, blocked }: LivenessBarProps) {
  if (chests.length === 0) return null;
  const top = chests[chests.length - 1]!.at;
  const percent = Math.min(100, Math.floor((today * 100) / top));
  return (
    <section className="liveness" aria-labelledby="liveness-title">
      <div className="liveness-head">
        <h2 id="liveness-title">{t('tasks.livenessToday')}</h2>
        <strong className="money" data-testid="liveness-today">
          {formatProgress(today, top)}
        </strong>
      </div>
      <div className="task-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('tasks.livenessToday')}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <ul className="liveness-chests">
        {chests.map((chest) => (
          <li key={chest.at} className={`liveness-chest chest-${chest.state}`}>
            <span className="liveness-mark">{chest.at}</span>
            {chest.state === 'open' && (
              <Button
                className="chest-btn"
                busy={opening === chest.at}
                disabled={blocked}
                onClick={() => onOpen(chest.at)}
                aria-label={t('tasks.openChest', { at: chest.at })}
              >
                <Gift aria-hidden="true" size={18} />
                {t('tasks.open')}
              </Button>
            )}
            {chest.state === 'locked' && (
              <span className="chest-status">
                <Lock aria-hidden="true" size={16} />
                {t('tasks.chestLocked')}
              </span>
            )}
            {chest.state === 'claimed' && (
              <span className="chest-status chest-claimed">
                <Check aria-hidden="true" size={16} />
                {t('tasks.claimed')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
