import { useState, type FormEvent } from 'react';
import type { ExchangeInfo } from '../../../contract/index.ts';
import { exchangeProblem, pesoValue, type ExchangeProblem } from '../../../contract/points-exchange.ts';
import { PROP } from '../../../contract/props.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { useDebouncedTap } from '../../lib/hooks/use-debounced-tap.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { showAwards } from '../../lib/show-awards.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Money } from '../../ui/money.tsx';

function problemText(problem: ExchangeProblem): string {
  switch (problem.kind) {
    case 'whole':
      return t('points.errorWhole');
    case 'min':
      return t('points.errorMin', { min: formatNumber(problem.min) });
    case 'max':
      return t('points.errorMax', { max: formatNumber(problem.max) });
    case 'step':
      return t('points.errorStep', { step: formatNumber(problem.step) });
    case 'held':
      return t('points.errorHeld', { points: formatNumber(problem.held) });
  }
}

/** The exchange form of /points: an amount checked by the shared rule, its peso preview; the paid coin shows in the award modal. */
export function PointsExchangeForm({ info, onExchanged }: { info: ExchangeInfo; onExchanged: () => void }) {
  const [amount, setAmount] = useState('');
  const { busy, error, setError, run } = useAction();
  const tap = useDebouncedTap();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !tap()) return;
    const points = Number(amount);
    const problem = exchangeProblem(points, { minPoints: info.minPoints, maxPoints: info.maxPoints, pointsPerPeso: info.pointsPerPeso, held: info.points });
    if (problem) return setError(problemText(problem));
    const r = await run(() => api.tasks.exchange(points));
    if (!r?.ok) return;
    setAmount('');
    showAwards([{ id: PROP.coin, count: r.data.coin }]);
    onExchanged();
  }

  const entered = Number(amount);
  const preview = Number.isInteger(entered) && entered > 0 ? pesoValue(entered, info.pointsPerPeso) : null;
  return (
    <form className="points-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{t('points.rate', { points: formatNumber(info.pointsPerPeso) })}</p>
      <Field
        label={t('points.amountLabel')}
        hint={t('points.amountHint', { min: formatNumber(info.minPoints), max: formatNumber(info.maxPoints) })}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
      {preview !== null && (
        <p className="points-preview">
          {t('points.youGet')} <Money value={preview} />
        </p>
      )}
      <Button type="submit" block busy={busy}>
        {t('points.exchange')}
      </Button>
    </form>
  );
}
