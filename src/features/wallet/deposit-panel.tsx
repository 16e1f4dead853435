import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Field } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { hundredthsToPesos, pesosToHundredths, pickChannel } from './channel.ts';
import { useLastUsedChannel, useRechargeTypes } from './use-wallet.ts';
import { FormError } from '../../ui/form-error.tsx';
import type { Coupon } from '../../../contract/index.ts';
import { CouponPicker } from './coupon-picker.tsx';
import { FirstDepositHint } from './first-deposit-hint.tsx';
import { ChannelMark } from '../../ui/channel-mark.tsx';

/**
 * Deposit: channels in sort order, the default-channel rule, the price list at or above the minimum, a free amount,
 * an optional deposit coupon (not with an activity's own bonus), and "Deposit", which opens the channel's pay page.
 * The pay page sends the player back to `returnPath`.
 */
export function DepositPanel({ kind, returnPath, activity }: { kind?: 'ewallet' | 'bank'; returnPath: string; activity?: 'bank' }) {
  const all = useRechargeTypes();
  const lastUsed = useLastUsedChannel();
  const [current, setCurrent] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  if (all === undefined) return <Skeleton height="4rem" />;
  const list = kind ? all.filter((c) => c.kind === kind) : all;
  if (list.length === 0) return <Empty title={t('wallet.noChannels')} />;
  const selectedId = pickChannel(list, current, lastUsed);
  const channel = list.find((c) => c.id === selectedId) ?? list[0]!;
  const amount = pesosToHundredths(amountText);
  const tooLow = amount !== null && !Number.isNaN(amount) && amount < channel.minimum;
  // Said under the field only; the line above the button is for what the coupon or the server refuses.
  const fieldError = Number.isNaN(amount)
    ? t('wallet.amountInvalid')
    : tooLow
      ? t('wallet.belowMinimum', { min: formatMoney(channel.minimum) })
      : tried && amount === null
        ? t('wallet.amountRequired')
        : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setTried(true);
    if (amount === null || Number.isNaN(amount) || tooLow) return;
    if (coupon && amount < coupon.minDeposit) {
      setError(t('coupon.needs', { min: formatMoney(coupon.minDeposit) }));
      return;
    }
    setBusy(true);
    const result = await api.wallet.createDeposit(channel.id, amount, activity, coupon?.id);
    if (!result.ok) {
      setBusy(false);
      setError(result.msg);
      return;
    }
    window.location.assign(`${result.data.payUrl}?return=${encodeURIComponent(returnPath)}`);
  }

  return (
    <form className="form wallet-deposit" onSubmit={submit} noValidate>
      {channel.sandbox && (
        <p className="sandbox-badge" role="note" title={t('wallet.sandboxText')}>
          {t('wallet.sandboxBadge')}
        </p>
      )}
      <fieldset className="wallet-channels">
        <legend>{t('wallet.channel')}</legend>
        {list.map((c) => (
          <button
            key={c.id}
            type="button"
            className={`wallet-chip ${c.id === channel.id ? 'wallet-chip-on' : ''}`}
            aria-pressed={c.id === channel.id}
            onClick={() => setCurrent(c.id)}
          >
            <ChannelMark name={c.name} />
            <span>{c.name}</span>
          </button>
        ))}
      </fieldset>
      {channel.items.length > 0 && (
        <fieldset className="wallet-items">
          <legend>{t('wallet.quickAmounts')}</legend>
          {channel.items.map((item) => (
            <button
              key={item.id}
              type="button"
              className={`wallet-chip ${amount === item.price ? 'wallet-chip-on' : ''}`}
              aria-pressed={amount === item.price}
              onClick={() => setAmountText(hundredthsToPesos(item.price))}
            >
              {formatMoney(item.price, { floor: true })}
            </button>
          ))}
        </fieldset>
      )}
      <Field
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(e) => {
          setAmountText(e.target.value);
          setError(null);
        }}
        hint={t('wallet.minimumHint', { min: formatMoney(channel.minimum) })}
        error={fieldError}
      />
      <FirstDepositHint amount={amount} />
      {activity === undefined && <CouponPicker amount={amount} chosen={coupon} onChoose={setCoupon} />}
      <FormError message={error} />
      <Button type="submit" block busy={busy}>
        {t('wallet.depositButton')}
      </Button>
    </form>
  );
}
