// The lucky-winner ticker: real recent jackpot winners (nicknames masked by the server), one line every 2 s.
import { useEffect, useState } from 'react';
import type { JackpotRow } from '../../../contract/calls/jackpot.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { tierName } from './use-jackpot.ts';
import { WINNER_TICKER_MS } from './display-numbers.ts';

export function WinnerTicker({ winners }: { winners: readonly JackpotRow[] }) {
  const [at, setAt] = useState(0);
  useEffect(() => {
    if (winners.length < 2) return;
    const timer = window.setInterval(() => setAt((i) => i + 1), WINNER_TICKER_MS);
    return () => window.clearInterval(timer);
  }, [winners.length]);
  const row = winners.length > 0 ? winners[at % winners.length] : undefined;
  return (
    <section className="jp-ticker" aria-label={t('jackpot.winners')}>
      <span className="jp-ticker-title">{t('jackpot.winners')}</span>
      <p className="jp-ticker-line" aria-live="off">
        {row ? t('jackpot.winnerLine', { name: row.nickname, tier: tierName(row.amountSection), amount: formatMoney(row.count) }) : t('jackpot.noWinners')}
      </p>
    </section>
  );
}
