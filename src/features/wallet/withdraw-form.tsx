// The withdraw form's markup: receiving account, amount with its bounds, the fee line, the outcome and the button.
import { Link } from '@tanstack/react-router';
import { t } from '../../lib/i18n/index.ts';
import { maskAccountNo } from '../../lib/mask-account.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { ChannelMark } from '../../ui/channel-mark.tsx';
import { Field } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import type { WithdrawForm as Form } from './use-withdraw-form.ts';

export function WithdrawForm({ form }: { form: Form }) {
  const { cards, card, accepted, range } = form;
  return (
    <form className="form" onSubmit={form.review} noValidate>
      <fieldset className="wallet-cards">
        <legend>{t('wallet.receivingAccount')}</legend>
        {cards.map((c) => (
          <label key={c.id} className={`wallet-card-option ${c.id === card?.id ? 'wallet-chip-on' : ''}`}>
            <input type="radio" name="card" checked={c.id === card?.id} onChange={() => form.chooseCard(c.id)} />
            <ChannelMark name={c.bankName} />
            <span>
              <strong>{c.bankName}</strong> <span className="nowrap">{maskAccountNo(c.accountNo)}</span>
            </span>
          </label>
        ))}
        <Link className="link-btn" to="/wallets/card/list">
          {t('wallet.manageCards')}
        </Link>
      </fieldset>
      <Field
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={form.amountText}
        onChange={(e) => form.typeAmount(e.target.value)}
        hint={t('wallet.withdrawHint', { min: formatMoney(range.min), max: formatMoney(range.max) })}
        error={form.fieldError}
      />
      {accepted && (
        <p className="wallet-fee">{t('wallet.feeLine', { fee: formatMoney(accepted.fee), receive: formatMoney(accepted.amount - accepted.fee) })}</p>
      )}
      <FormError message={form.error} />
      {form.done && (
        <p className="wallet-done" role="status">
          {form.done}
        </p>
      )}
      <Button type="submit" block>
        {t('wallet.withdrawButton')}
      </Button>
    </form>
  );
}
