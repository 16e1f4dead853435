import { useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { RECEIVING_BANKS } from '../../../contract/wallet-constants.ts';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { useConfig } from '../../lib/use-config.ts';

const PH_MOBILE = /^(?:\+?63|0)9\d{9}$/;

/** /wallets/card/edit (`id` to change one): a GCash or Maya mobile number, or a bank account number. */
export function CardEditPage({ id }: { id?: number }) {
  const back = useGoBack();
  const existing = useLiveQuery(async () => (id ? ((await db.bankCards.get(id)) ?? null) : null), [id], undefined);
  const bounds = useConfig();
  if (existing === undefined) return <Skeleton height="4rem" />;
  return (
    <div className="page">
      <TopBar title={t(id ? 'wallet.editTitle' : 'wallet.addTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        <CardForm
          key={existing?.id ?? 0}
          id={existing?.id}
          initial={existing ?? undefined}
          lengths={{
            min: bounds?.withdrawAccountLengthMin ?? 10,
            max: bounds?.withdrawAccountLengthMax ?? 20,
          }}
          onDone={back}
        />
      </div>
    </div>
  );
}

interface FormProps {
  id?: number;
  initial?: { bankId: number; accountName: string; accountNo: string };
  lengths: { min: number; max: number };
  onDone: () => void;
}

function CardForm({ id, initial, lengths, onDone }: FormProps) {
  const [bankId, setBankId] = useState(initial?.bankId ?? RECEIVING_BANKS[0].id);
  const [accountName, setAccountName] = useState(initial?.accountName ?? '');
  const [accountNo, setAccountNo] = useState(initial?.accountNo ?? '');
  const { busy, error, setError, run } = useAction();
  const bank = RECEIVING_BANKS.find((b) => b.id === bankId) ?? RECEIVING_BANKS[0];
  const digits = accountNo.replace(/[\s-]/g, '');
  const numberError = !digits
    ? null
    : bank.kind === 'ewallet'
      ? PH_MOBILE.test(digits)
        ? null
        : t('wallet.mobileInvalid')
      : /^\d+$/.test(digits) && digits.length >= lengths.min && digits.length <= lengths.max
        ? null
        : t('wallet.accountNoInvalid', lengths);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!accountName.trim() || !digits) return setError(t('wallet.cardRequired'));
    if (numberError) return setError(numberError);
    const card = { bankId, accountName: accountName.trim(), accountNo: digits };
    const result = await run(() => (id ? api.wallet.modifyCard(id, card) : api.wallet.addCard(card)));
    if (result?.ok) onDone();
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="wallet-bank">{t('wallet.bank')}</label>
        <select
          id="wallet-bank"
          value={bankId}
          onChange={(e) => {
            setBankId(Number(e.target.value));
            setError(null);
          }}
        >
          {RECEIVING_BANKS.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('wallet.accountName')}
        autoComplete="name"
        value={accountName}
        onChange={(e) => {
          setAccountName(e.target.value);
          setError(null);
        }}
        maxLength={64}
      />
      <Field
        label={t(bank.kind === 'ewallet' ? 'wallet.mobileNumber' : 'wallet.accountNo')}
        inputMode={bank.kind === 'ewallet' ? 'tel' : 'numeric'}
        autoComplete="off"
        value={accountNo}
        onChange={(e) => {
          setAccountNo(e.target.value);
          setError(null);
        }}
        hint={bank.kind === 'ewallet' ? t('wallet.mobileHint') : t('wallet.accountNoHint', lengths)}
        error={numberError}
      />
      <FormError message={error} />
      <Button type="submit" block busy={busy}>
        {t('wallet.saveCard')}
      </Button>
    </form>
  );
}
