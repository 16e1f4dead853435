import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
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
  const { busy, error, setError, run } = useAction();
  const [done, setDone] = useState<string | null>(null);
  if (!wallet) return null;
  const amount = pesosToHundredths(amountText);
  const valid = amount !== null && !Number.isNaN(amount) && amount > 0;
  const available = direction === 'in' ? wallet.coin : wallet.safebox;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return setError(t('wallet.amountRequired'));
    if (amount > available) return setError(t('wallet.safeboxOver', { amount: formatMoney(available) }));
    const result = await run(() => (direction === 'in' ? api.wallet.safeboxIn(amount) : api.wallet.safeboxOut(amount, password)));
    if (!result?.ok) return;
    setAmountText('');
    setPassword('');
    setDone(t(direction === 'in' ? 'wallet.safeboxInDone' : 'wallet.safeboxOutDone'));
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
          {/* The last outcome: a refusal or a failed check, else the last success. */}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : (
            done && (
              <p className="wallet-done" role="status">
                {done}
              </p>
            )
          )}
          <Button type="submit" variant="secondary" block busy={busy}>
            {t(direction === 'in' ? 'wallet.safeboxInButton' : 'wallet.safeboxOutButton')}
          </Button>
        </form>
      )}
    </section>
  );
}
