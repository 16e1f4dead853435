// The delivery address of a product prize, checked with the same schema the server applies (contract/address.ts).
import { useState, type FormEvent } from 'react';
import { deliveryAddress, PH_REGIONS, type DeliveryAddressInput } from '../../../contract/address.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';

type Key = keyof DeliveryAddressInput;
const TEXT_FIELDS: Array<[Exclude<Key, 'region'>, MessageKey, string]> = [
  ['recipient', 'lottery.addr.recipient', 'name'],
  ['mobile', 'lottery.addr.mobile', 'tel'],
  ['city', 'lottery.addr.city', 'address-level2'],
  ['barangay', 'lottery.addr.barangay', 'address-level3'],
  ['street', 'lottery.addr.street', 'street-address'],
  ['postalCode', 'lottery.addr.postalCode', 'postal-code'],
];

const EMPTY: DeliveryAddressInput = {
  recipient: '',
  mobile: '',
  region: '' as DeliveryAddressInput['region'],
  city: '',
  barangay: '',
  street: '',
  postalCode: '',
};

export function AddressForm({ busy, onSubmit }: { busy: boolean; onSubmit: (address: DeliveryAddressInput) => void }) {
  const [value, setValue] = useState<DeliveryAddressInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deliveryAddress.safeParse(value);
    if (!parsed.success) {
      const next: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Key] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(value);
  };
  // An edited field's old error goes at once; the others stay until the next submit.
  const set = (key: Key, text: string) => {
    setValue({ ...value, [key]: text });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  return (
    <form className="lt-address" onSubmit={submit} noValidate>
      {TEXT_FIELDS.slice(0, 2).map(([key, label, auto]) => (
        <Field key={key} label={t(label)} autoComplete={auto} value={value[key]} error={errors[key] ?? null} onChange={(e) => set(key, e.target.value)} />
      ))}
      <div className={`field ${errors.region ? 'field-invalid' : ''}`}>
        <label htmlFor="lt-region">{t('lottery.addr.region')}</label>
        <select id="lt-region" value={value.region} onChange={(e) => set('region', e.target.value)} aria-invalid={errors.region ? true : undefined}>
          <option value="">{t('lottery.addr.chooseRegion')}</option>
          {PH_REGIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        {errors.region && (
          <p className="field-error" role="alert">
            {errors.region}
          </p>
        )}
      </div>
      {TEXT_FIELDS.slice(2).map(([key, label, auto]) => (
        <Field key={key} label={t(label)} autoComplete={auto} value={value[key]} error={errors[key] ?? null} onChange={(e) => set(key, e.target.value)} />
      ))}
      <Button type="submit" block busy={busy}>
        {t('lottery.addr.submit')}
      </Button>
    </form>
  );
}
