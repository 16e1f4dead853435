// /diamonds/address: the delivery address form, checked with the same schema the server uses, so each field shows the
// server's own words before anything is sent.
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { DeliveryAddressInput } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { AddressFields, addressErrors, EMPTY_ADDRESS, type AddressErrors, type AddressKey } from '../../ui/address-fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { isPlayer, useOnline, useRefresh, useSavedAddress, useUser } from './use-diamonds.ts';
import './diamonds.css';

export function AddressPage() {
  const goBack = useGoBack();
  const navigate = useNavigate();
  const user = useUser();
  const saved = useSavedAddress();
  const online = useOnline();
  // What the player typed; until then the form shows the saved address.
  const [edits, setEdits] = useState<DeliveryAddressInput | null>(null);
  const form = edits ?? saved ?? EMPTY_ADDRESS;
  const [errors, setErrors] = useState<AddressErrors>({});
  const { busy, error, run } = useAction();
  const loadError = useRefresh(isPlayer(user), [api.diamonds.loadAddress]);

  const set = (key: AddressKey, value: string) => setEdits({ ...form, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = addressErrors(form);
    setErrors(found ?? {});
    if (found) return;
    const result = await run(() => api.diamonds.saveAddress(form));
    if (result?.ok) void navigate({ to: '/diamonds' });
  }

  return (
    <div className="mall-page">
      <TopBar title={t('address.title')} backLabel={t('common.back')} onBack={goBack} />
      <form className="mall-body mall-address-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t('address.intro')}</p>
        <FormError message={error ?? loadError} />
        <AddressFields value={form} errors={errors} onChange={set} />
        <Button type="submit" block busy={busy} disabled={!online}>
          {t('address.save')}
        </Button>
        {!online && <p className="muted">{t('diamonds.offline')}</p>}
      </form>
    </div>
  );
}
