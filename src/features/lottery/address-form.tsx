// The delivery address of a product prize: the shared address fields, checked before anything is sent.
import { useState, type FormEvent } from 'react';
import type { DeliveryAddressInput } from '../../../contract/address.ts';
import { t } from '../../lib/i18n/index.ts';
import { AddressFields, addressErrors, EMPTY_ADDRESS, type AddressErrors, type AddressKey } from '../../ui/address-fields.tsx';
import { Button } from '../../ui/button.tsx';

export function AddressForm({ busy, onSubmit }: { busy: boolean; onSubmit: (address: DeliveryAddressInput) => void }) {
  const [value, setValue] = useState<DeliveryAddressInput>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = addressErrors(value);
    setErrors(found ?? {});
    if (!found) onSubmit(value);
  };
  // An edited field's old error goes at once; the others stay until the next submit.
  const set = (key: AddressKey, text: string) => {
    setValue({ ...value, [key]: text });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  return (
    <form className="lt-address" onSubmit={submit} noValidate>
      <AddressFields value={value} errors={errors} onChange={set} />
      <Button type="submit" block busy={busy}>
        {t('lottery.addr.submit')}
      </Button>
    </form>
  );
}
