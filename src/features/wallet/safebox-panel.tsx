import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { pesosToHundredths } from './channel.ts';
import { useWalletInfo } from './use-wallet.ts';

/** The safebox: move coin in freely; moving it out needs the safebox password (set in the member area). */
export function SafeboxPanel() {
  const wallet = useWalletInfo();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!wallet) return null;
  const amount = pesosToHundredths(amountText);
  const valid = amount !== null && !Number.isNaN(amount) && amount > 0;
  const available = direction === 'in' ? wallet.coin : wallet.safebox;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return setMessage({ ok: false, text: t('wallet.amountRequired') });
    if (amount > available)
      return setMessage({
        ok: false,
        text: t('wallet.safeboxOver', { amount: formatMoney(available) }),
      });
    setBusy(true);
    const result = direction === 'in' ? await api.wallet.safeboxIn(amount) : await api.wallet.safeboxOut(amount, password);
    setBusy(false);
    if (!result.ok) return setMessage({ ok: false, text: result.msg });
    setAmountText('');
    setPassword('');
    setMessage({
      ok: true,
      text: t(direction === 'in' ? 'wallet.safeboxInDone' : 'wallet.safeboxOutDone'),
    });
  }

  return (
    <section className="m-card wallet-safebox" aria-label={t('wallet.safebox')}>
      <h2 className="m-card-title">{t('wallet.safebox')}</h2>
      <p className="form-intro">{t('wallet.safeboxIntro')}</p>
      <div className="way-tabs" role="tablist">
        {(['in', 'out'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={direction === d}
            className={`way-tab ${direction === d ? 'way-tab-on' : ''}`}
            onClick={() => setDirection(d)}
          >
            {t(d === 'in' ? 'wallet.safeboxIn' : 'wallet.safeboxOut')}
          </button>
        ))}
      </div>
      {direction === 'out' && !wallet.hasSafeboxPassword ? (
        <p className="form-intro">
          {t('wallet.safeboxNoPassword')}{' '}
          <Link className="link-btn" to="/member">
            {t('wallet.safeboxSetPassword')}
          </Link>
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={t('wallet.safeboxAmount')}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            hint={t('wallet.safeboxAvailable', {
              amount: formatMoney(available),
            })}
          />
          {direction === 'out' && (
            <Field
              label={t('wallet.safeboxPassword')}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          {message && (
            <p className={message.ok ? 'wallet-done' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </p>
          )}
          <Button type="submit" variant="secondary" block busy={busy}>
            {t(direction === 'in' ? 'wallet.safeboxInButton' : 'wallet.safeboxOutButton')}
          </Button>
        </form>
      )}
    </section>
  );
}
