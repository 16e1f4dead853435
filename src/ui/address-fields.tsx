// The delivery address fields (diamond-mall goods, lottery products), checked with the schema the server applies
// (contract/address.ts), so each field shows the server's own words before anything is sent.
import { useId } from 'react';
import { deliveryAddress, PH_REGIONS, type DeliveryAddressInput } from '../../contract/address.ts';
import { t, type MessageKey } from '../lib/i18n/index.ts';
import { Field } from './field.tsx';

export type AddressKey = keyof DeliveryAddressInput;
export type AddressErrors = Partial<Record<AddressKey, string>>;

export const EMPTY_ADDRESS: DeliveryAddressInput = {
  recipient: '',
  mobile: '',
  region: '' as DeliveryAddressInput['region'],
  city: '',
  barangay: '',
  street: '',
  postalCode: '',
};

const TEXT_FIELDS: ReadonlyArray<[Exclude<AddressKey, 'region'>, MessageKey, string]> = [
  ['recipient', 'address.recipient', 'name'],
  ['mobile', 'address.mobile', 'tel'],
  ['city', 'address.city', 'address-level2'],
  ['barangay', 'address.barangay', 'address-level3'],
  ['street', 'address.street', 'street-address'],
  ['postalCode', 'address.postalCode', 'postal-code'],
];

const REQUIRED: Record<Exclude<AddressKey, 'region' | 'mobile' | 'postalCode'>, MessageKey> = {
  recipient: 'address.errorRecipient',
  city: 'address.errorCity',
  barangay: 'address.errorBarangay',
  street: 'address.errorStreet',
};

/** A field's problem in the player's language (the contract's own words are the server's, in English). */
function problem(key: AddressKey, issue: { code: string; maximum?: unknown }): string {
  if (key === 'region') return t('address.regionChoose');
  if (key === 'mobile') return t('address.errorMobile');
  if (key === 'postalCode') return t('address.errorPostal');
  if (issue.code === 'too_small') return t(REQUIRED[key]);
  if (issue.code === 'too_big') return t('address.errorTooLong', { max: Number(issue.maximum) });
  return t('address.errorCharacters');
}

/** Each field's first problem, or null when the address is good to send. */
export function addressErrors(value: DeliveryAddressInput): AddressErrors | null {
  const parsed = deliveryAddress.safeParse(value);
  if (parsed.success) return null;
  const found: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as AddressKey;
    found[key] ??= problem(key, issue);
  }
  return found;
}

export function AddressFields({
  value,
  errors,
  onChange,
}: {
  value: DeliveryAddressInput;
  errors: AddressErrors;
  onChange(key: AddressKey, text: string): void;
}) {
  const regionId = useId();
  const text = ([key, label, autoComplete]: (typeof TEXT_FIELDS)[number]) => (
    <Field
      key={key}
      label={t(label)}
      autoComplete={autoComplete}
      inputMode={key === 'mobile' ? 'tel' : key === 'postalCode' ? 'numeric' : undefined}
      hint={key === 'mobile' ? t('address.mobileHint') : undefined}
      value={value[key]}
      error={errors[key]}
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
  return (
    <>
      {TEXT_FIELDS.slice(0, 2).map(text)}
      <div className={`field ${errors.region ? 'field-invalid' : ''}`}>
        <label htmlFor={regionId}>{t('address.region')}</label>
        <select
          id={regionId}
          value={value.region}
          aria-invalid={errors.region ? true : undefined}
          aria-describedby={errors.region ? `${regionId}-error` : undefined}
          onChange={(e) => onChange('region', e.target.value)}
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
      {TEXT_FIELDS.slice(2).map(text)}
    </>
  );
}
