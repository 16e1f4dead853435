// The diamonds-to-coin form: the rate and bounds, what the player gets as they type, checked here before it is sent
// (the server checks again, and refuses with its own words when diamonds ran short meanwhile).
import { useState, type FormEvent } from 'react';
import type { DiamondShop } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';

export function CoinExchange({ shop, online }: { shop: DiamondShop; online: boolean }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { claiming, error, claim } = useClaim();
  const { rate } = shop;
  const n = /^\d{1,9}$/.test(text) ? Number(text) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (n === null || n < rate.min || n > rate.max) return setProblem(t('diamonds.coinBadAmount', { min: rate.min, max: rate.max }));
    if (n > shop.diamonds) return setProblem(t('diamonds.coinTooMany', { n: formatNumber(shop.diamonds) }));
    setProblem(null);
    const result = await claim(true, () => api.diamonds.exchangeCoin(n));
    if (!result?.ok) return;
    setText('');
    setDone(t('diamonds.coinDone', { n: formatNumber(n), amount: formatMoney(result.data.coin) }));
  }

  return (
    <section className="bonus-section mall-card" aria-labelledby="mall-coin-title">
      <h2 id="mall-coin-title">{t('diamonds.coinTitle')}</h2>
      <p className="muted">{t('diamonds.coinRate', { amount: formatMoney(rate.diamondValue), min: formatNumber(rate.min), max: formatNumber(rate.max) })}</p>
      <form className="mall-coin-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('diamonds.coinAmount')}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value.replace(/\D/g, ''));
            setProblem(null);
          }}
          hint={n ? t('diamonds.coinYouGet', { amount: formatMoney(n * rate.diamondValue) }) : undefined}
          error={problem}
        />
        <Button type="submit" block busy={claiming !== null} disabled={!online}>
          {t('diamonds.coinSubmit')}
        </Button>
      </form>
      <FormError message={error} />
      {done && (
        <p className="mall-done" role="status">
          {done}
        </p>
      )}
      <p className="muted mall-small">{t('diamonds.coinTurnover', { multiple: formatNumber(rate.turnoverMultiple) })}</p>
    </section>
  );
}
