// One kind of scratch card on sale: price (diamonds and pesos), the stated payback, the prize table with each
// prize's exact chance, and a quantity stepper with a buy button that ignores a second tap within the debounce.
import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { SCRATCH_MAX_BUY, type ScratchKind } from '../../../contract/calls/scratch.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { useDebouncedTap } from '../../lib/hooks/use-debounced-tap.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatPercent } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { prizeText } from './prize-text.ts';

const diamonds = (n: number) => t('scratch.diamondCount', { n });

/** A chance too small for two decimals still reads as a chance, never as "0%". */
function chanceText(weight: number, total: number): string {
  const basisPoints = (weight * 10_000) / total;
  return basisPoints < 1 ? t('scratch.tinyChance') : formatPercent(basisPoints);
}

function PrizeTable({ kind }: { kind: ScratchKind }) {
  return (
    <details className="scratch-prizes">
      <summary>{t('scratch.prizeTable')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('scratch.prize')}</th>
            <th scope="col">{t('scratch.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {kind.prizes
            .filter((p) => p.weight > 0)
            .map((p, i) => (
              <tr key={i}>
                <th scope="row">{prizeText(p.propId, p.count)}</th>
                <td>{chanceText(p.weight, kind.totalWeight)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </details>
  );
}

export function KindCard({ kind, held, onBought }: { kind: ScratchKind; held: number; onBought: (count: number) => void }) {
  const [count, setCount] = useState(1);
  const buying = useAction();
  const tap = useDebouncedTap();
  const cost = kind.price * count;
  const short = cost - held;

  async function buy() {
    if (!tap()) return;
    const result = await buying.run(() => api.scratch.buy(kind.id, count));
    if (result?.ok) onBought(result.data.cards.length);
  }

  const headingId = `scratch-kind-${kind.id}`;
  return (
    <section className="scratch-kind" aria-labelledby={headingId} data-testid={`scratch-kind-${kind.id}`}>
      <h3 id={headingId}>{kind.name}</h3>
      <p className="scratch-price">{t('scratch.price', { diamonds: diamonds(kind.price), value: formatMoney(kind.priceValue) })}</p>
      <p className="muted">{t('scratch.rtp', { rtp: formatPercent(kind.rtpBasisPoints), value: formatMoney(kind.expectedValue) })}</p>
      <PrizeTable kind={kind} />
      <div className="scratch-buy">
        <div className="scratch-stepper" role="group" aria-label={t('scratch.quantity', { name: kind.name })}>
          <button type="button" className="icon-btn" aria-label={t('scratch.less')} disabled={count <= 1} onClick={() => setCount((n) => Math.max(1, n - 1))}>
            <Minus aria-hidden="true" size={18} />
          </button>
          <output aria-live="polite">{count}</output>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('scratch.more')}
            disabled={count >= SCRATCH_MAX_BUY}
            onClick={() => setCount((n) => Math.min(SCRATCH_MAX_BUY, n + 1))}
          >
            <Plus aria-hidden="true" size={18} />
          </button>
        </div>
        <Button busy={buying.busy} disabled={short > 0} onClick={() => void buy()}>
          {t('scratch.buy', { n: count, diamonds: diamonds(cost) })}
        </Button>
      </div>
      {short > 0 && <p className="muted scratch-short">{t('scratch.shortOfDiamonds', { n: short })}</p>}
      <FormError message={buying.error} />
    </section>
  );
}
