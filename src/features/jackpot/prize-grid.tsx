// The ten prize cells around the SPIN button, in a 4 x 3 ring walked clockwise: the top row left to right, the right
// cell, the bottom row right to left, the left cell. `lit` is the walk index the highlight is on.
import type { JackpotPrize } from '../../../contract/calls/jackpot.ts';
import { describeProp } from '../../../contract/props.ts';
import { t } from '../../lib/i18n/index.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { prizeText } from './use-jackpot.ts';

/** Grid [row, column] (1-based) of each walk index. */
const RING: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 4],
  [3, 4],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
];

export function PrizeGrid({ prizes, lit, spin }: { prizes: readonly JackpotPrize[]; lit: number | null; spin: React.ReactNode }) {
  return (
    <div className="jp-grid" role="group" aria-label={t('jackpot.grid')}>
      {RING.map(([row, column], index) => {
        const prize = prizes.find((p) => p.cell === index + 1);
        if (!prize) return null;
        const kind = describeProp(prize.propId).kind;
        return (
          <div
            key={prize.cell}
            className={`jp-cell ${kind === 'jackpot' ? 'jp-cell-jackpot' : ''} ${lit === index ? 'jp-cell-lit' : ''}`}
            style={{ gridRow: row, gridColumn: column }}
            data-cell={prize.cell}
            aria-current={lit === index ? 'true' : undefined}
          >
            <PropIcon kind={kind} size="0.5rem" />
            <span className="jp-cell-text">{prizeText(prize.propId, prize.count)}</span>
          </div>
        );
      })}
      <div className="jp-spin-slot">{spin}</div>
    </div>
  );
}
