// A row of lotto balls; numbers also in the drawn set are marked (and named so for screen readers).
import { t } from '../../lib/i18n/index.ts';

export function Balls({ numbers, drawn, label }: { numbers: readonly number[]; drawn?: readonly number[]; label: string }) {
  return (
    <ul className="lt-balls" aria-label={label}>
      {numbers.map((n) => {
        const hit = drawn?.includes(n) ?? false;
        return (
          <li key={n} className={`lt-ball ${hit ? 'lt-ball-hit' : ''}`} aria-label={hit ? t('lottery.ballHit', { n }) : String(n)}>
            {String(n).padStart(2, '0')}
          </li>
        );
      })}
    </ul>
  );
}
