// /diamonds/address: the delivery address form, checked with the same schema the server uses, so each field shows the
// server's own words before anything is sent.
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { deliveryAddress, PH_REGIONS, type DeliveryAddressInput } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { isPlayer, useOnline, useRefresh, useSavedAddress, useUser } from './use-diamonds.ts';
import './diamonds.css';

type Key = keyof DeliveryAddressInput;
const EMPTY: DeliveryAddressInput = {
  recipient: '',
  mobile: '',
  region: '' as DeliveryAddressInput['region'],
  city: '',
  barangay: '',
  street: '',
  postalCode: '',
};
const TEXT_FIELDS: ReadonlyArray<[Exclude<Key, 'region'>, MessageKey, string]> = [
  ['recipient', 'address.recipient', 'name'],
  ['mobile', 'address.mobile', 'tel'],
  ['city', 'address.city', 'address-level2'],
  ['barangay', 'address.barangay', 'address-level3'],
  ['street', 'address.street', 'street-address'],
  ['postalCode', 'address.postalCode', 'postal-code'],
];

export function AddressPage() {
  const goBack = useGoBack();
  const navigate = useNavigate();
  const user = useUser();
  const saved = useSavedAddress();
  const online = useOnline();
  const regionId = useId();
  // What the player typed; until then the form shows the saved address.
  const [edits, setEdits] = useState<DeliveryAddressInput | null>(null);
  const form = edits ?? saved ?? EMPTY;
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const { busy, error, run } = useAction();
  const loadError = useRefresh(isPlayer(user), [api.diamonds.loadAddress]);

  const set = (key: Key, value: string) => setEdits({ ...form, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deliveryAddress.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Key;
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    const result = await run(() => api.diamonds.saveAddress(form));
    if (result?.ok) void navigate({ to: '/diamonds' });
  }

  return (
    <div className="mall-page">
      <TopBar title={t('address.title')} backLabel={t('common.back')} onBack={goBack} />
      <form className="mall-body mall-address-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t('address.intro')}</p>
        <FormError message={error ?? loadError} />
        {TEXT_FIELDS.slice(0, 2).map(([key, label, autoComplete]) => (
          <Field
            key={key}
            label={t(label)}
            autoComplete={autoComplete}
            inputMode={key === 'mobile' ? 'tel' : undefined}
            hint={key === 'mobile' ? t('address.mobileHint') : undefined}
            value={form[key]}
            error={errors[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
        <div className={`field ${errors.region ? 'field-invalid' : ''}`}>
          <label htmlFor={regionId}>{t('address.region')}</label>
          <select
            id={regionId}
            value={form.region}
            aria-invalid={errors.region ? true : undefined}
            aria-describedby={errors.region ? `${regionId}-error` : undefined}
            onChange={(e) => set('region', e.target.value)}
          >
            <option value="">{t('address.regionChoose')}</option>
            {PH_REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          {errors.region && (
            <p id={`${regionId}-error`} className="field-error" role="alert">
              {errors.region}
            </p>
          )}
        </div>
        {TEXT_FIELDS.slice(2).map(([key, label, autoComplete]) => (
          <Field
            key={key}
            label={t(label)}
            autoComplete={autoComplete}
            inputMode={key === 'postalCode' ? 'numeric' : undefined}
            value={form[key]}
            error={errors[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
        <Button type="submit" block busy={busy} disabled={!online}>
          {t('address.save')}
        </Button>
        {!online && <p className="muted">{t('diamonds.offline')}</p>}
      </form>
    </div>
  );
}
