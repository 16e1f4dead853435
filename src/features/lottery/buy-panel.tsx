// Building an order: the lines picked so far, the tier, how to pay, the cost in pesos, and the buy button.
import { useState } from 'react';
import {
  COUPON_DISCOUNT_PCT,
  couponDiscount,
  LINE_PRICE,
  linePrice,
  LOTTERY_TIERS,
  LOTTO_PICK,
  MAX_LINES,
  TIER_MULTIPLIER,
  type LotteryTier,
} from '../../../contract/lottery.ts';
import { LOTTERY_CODE, type LotteryInfo } from '../../../contract/calls/lottery.ts';
import type { Failure } from '../../../contract/result.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Balls } from './numbers.tsx';
import { NumberPicker } from './number-picker.tsx';

type Pay = 'coin' | 'ticket' | 'coupon';

const REFUSALS: Record<number, MessageKey> = {
  [LOTTERY_CODE.salesClosed]: 'lottery.refused.salesClosed',
  [LOTTERY_CODE.noTickets]: 'lottery.refused.noTickets',
  [LOTTERY_CODE.noCoupon]: 'lottery.refused.noCoupon',
  [LOTTERY_CODE.notEnoughCoin]: 'lottery.refused.notEnoughCoin',
};

function refusalText(failure: Failure): string {
  const key = REFUSALS[failure.code];
  return key ? t(key) : failure.msg;
}

export function BuyPanel({ info, open }: { info: LotteryInfo; open: boolean }) {
  const [picked, setPicked] = useState<number[]>([]);
  const [lines, setLines] = useState<number[][]>([]);
  const [tier, setTier] = useState<LotteryTier>(1);
  const [pay, setPay] = useState<Pay>('coin');
  const [couponId, setCouponId] = useState<number | null>(info.coupons[0]?.propId ?? null);
  const buying = useAction(refusalText);
  const [bought, setBought] = useState<string | null>(null);

  const count = lines.length;
  const held = info.tickets[tier - 1] ?? 0;
  const discount = pay === 'coupon' && couponId !== null && count > 0 ? couponDiscount(couponId, tier) : 0;
  const cost = pay === 'ticket' ? 0 : linePrice(tier) * count - discount;
  const canPay = pay !== 'ticket' || held >= count;
  const couponReady = pay !== 'coupon' || couponId !== null;

  const addLine = () => {
    if (picked.length !== LOTTO_PICK || count >= MAX_LINES) return;
    setLines([...lines, picked]);
    setPicked([]);
  };

  async function buy() {
    buying.setError(null);
    setBought(null);
    const result = await buying.run(() =>
      api.lottery.buy({ drawId: info.draw.id, tier, lines, pay, ...(pay === 'coupon' && couponId !== null ? { couponId } : {}) }),
    );
    if (!result?.ok) return;
    setLines([]);
    setBought(t('lottery.bought', { n: result.data.lines.length }));
  }

  return (
    <section className="lt-card" aria-labelledby="lt-buy-title">
      <h2 id="lt-buy-title" className="lt-card-title">
        {t('lottery.buyTitle')}
      </h2>
      <NumberPicker picked={picked} onChange={setPicked} />
      <Button block onClick={addLine} disabled={picked.length !== LOTTO_PICK || count >= MAX_LINES || !open}>
        {count >= MAX_LINES ? t('lottery.maxLines', { n: MAX_LINES }) : t('lottery.addLine')}
      </Button>

      {count > 0 && (
        <ol className="lt-lines" aria-label={t('lottery.yourNewLines')}>
          {lines.map((line, i) => (
            <li key={i} className="lt-line">
              <Balls numbers={line} label={t('lottery.lineN', { n: i + 1 })} />
              <button
                type="button"
                className="lt-remove"
                onClick={() => setLines(lines.filter((_, j) => j !== i))}
                aria-label={t('lottery.removeLine', { n: i + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}

      <fieldset className="lt-choice">
        <legend>{t('lottery.tier')}</legend>
        {LOTTERY_TIERS.map((n) => (
          <label key={n} className="lt-option">
            <input type="radio" name="lt-tier" checked={tier === n} onChange={() => setTier(n)} />
            {t('lottery.tierOption', { n, x: TIER_MULTIPLIER[n], price: formatMoney(linePrice(n)) })}
          </label>
        ))}
      </fieldset>

      <fieldset className="lt-choice">
        <legend>{t('lottery.payWith')}</legend>
        <label className="lt-option">
          <input type="radio" name="lt-pay" checked={pay === 'coin'} onChange={() => setPay('coin')} />
          {t('lottery.payCoin')}
        </label>
        <label className="lt-option">
          <input type="radio" name="lt-pay" checked={pay === 'ticket'} onChange={() => setPay('ticket')} disabled={held === 0} />
          {t('lottery.payTicket', { n: held, tier })}
        </label>
        <label className="lt-option">
          <input type="radio" name="lt-pay" checked={pay === 'coupon'} onChange={() => setPay('coupon')} disabled={info.coupons.length === 0} />
          {info.coupons.length === 0 ? t('lottery.payNoCoupon') : t('lottery.payCoupon')}
        </label>
        {pay === 'coupon' && info.coupons.length > 0 && (
          <label className="lt-select">
            {t('lottery.whichCoupon')}
            <select value={couponId ?? ''} onChange={(e) => setCouponId(Number(e.target.value))}>
              {info.coupons.map((c) => (
                <option key={c.propId} value={c.propId}>
                  {t('lottery.couponOption', { pct: COUPON_DISCOUNT_PCT[c.propId] ?? 0, n: c.count })}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>

      <p className="lt-cost" aria-live="polite">
        {pay === 'ticket'
          ? t('lottery.costTickets', { n: count, tier })
          : t('lottery.cost', { n: count, amount: formatMoney(cost), each: formatMoney(LINE_PRICE * TIER_MULTIPLIER[tier]) })}
        {discount > 0 && <> {t('lottery.discount', { amount: formatMoney(discount) })}</>}
      </p>
      {pay === 'ticket' && !canPay && count > 0 && <p className="field-error">{t('lottery.refused.noTickets')}</p>}
      {buying.error ? (
        <p role="alert" className="field-error">
          {buying.error}
        </p>
      ) : (
        bought && (
          <p role="status" className="lt-ok">
            {bought}
          </p>
        )
      )}
      <Button block busy={buying.busy} disabled={count === 0 || !open || !canPay || !couponReady} onClick={() => void buy()}>
        {open ? t('lottery.buy', { n: count }) : t('lottery.salesClosedShort')}
      </Button>
    </section>
  );
}
