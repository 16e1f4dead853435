import type { PusherDrop } from '../../../contract/calls/coin-pusher.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { dropWords } from './drop-words.ts';

/** The last drops, newest first; a real-money drop opens "Verify this round" (try-it drops are not bet records). */
export function RecentDrops({ drops, onVerify }: { drops: PusherDrop[]; onVerify: (roundId: string) => void }) {
  return (
    <section className="pusher-block" aria-labelledby="pusher-recent-title">
      <h2 id="pusher-recent-title">{t('pusher.recentTitle')}</h2>
      {drops.length === 0 ? (
        <p className="muted">{t('pusher.noDrops')}</p>
      ) : (
        <ul className="pusher-recent" data-testid="pusher-recent">
          {drops.map((drop) => (
            <li key={drop.roundId}>
              <span className="pusher-recent-what">
                <strong>{t('pusher.coinOf', { amount: formatMoney(drop.coin) })}</strong>
                <span>{dropWords(drop)}</span>
                <time className="muted">{formatDateTime(drop.at)}</time>
              </span>
              {drop.tryIt ? null : (
                <button
                  type="button"
                  className="pusher-verify"
                  onClick={() => onVerify(drop.roundId)}
                  aria-label={t('pusher.verifyDrop', { time: formatDateTime(drop.at) })}
                >
                  {t('pusher.verify')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
