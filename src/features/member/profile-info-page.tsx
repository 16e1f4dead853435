import { useEffect, useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserOther } from '../../../contract/calls/member.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** /member/profile/info: the player's other details (appUserOther), all optional, checked by the server too. */
export function ProfileInfoPage() {
  const back = useGoBack();
  const stored = useLiveQuery(() => getKv('userOther'), [], null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void api.member.loadOther().then((r) => {
      setLoadError(r.ok ? null : r.msg);
      setLoaded(true);
    });
  }, []);
  // With nothing stored yet, the form waits for the server's copy: mounting it empty and again once that arrives would
  // wipe whatever the player had typed meanwhile.
  const ready = stored !== null && (stored !== undefined || loaded);
  return (
    <div className="page">
      <TopBar title={t('info.title')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body">
        {ready ? <InfoForm initial={stored ?? undefined} /> : <Skeleton height="4rem" />}
        {loadError && !stored && (
          <p className="form-error" role="alert">
            {loadError}
          </p>
        )}
      </div>
    </div>
  );
}

const EMPTY: UserOther = { realName: '', birthDate: '', email: '', address: '' };

function InfoForm({ initial }: { initial: UserOther | undefined }) {
  const [form, setForm] = useState<UserOther>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof UserOther, string | null>>>({});
  const { busy, error: failure, setError: setFailure, run } = useAction();
  const [saved, setSaved] = useState(false);
  const set = (key: keyof UserOther) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const next = {
      realName: form.realName.length > 80 ? t('info.tooLong', { n: 80 }) : null,
      email: form.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()) ? t('info.emailInvalid') : null,
      address: form.address.length > 200 ? t('info.tooLong', { n: 200 }) : null,
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    const result = await run(() => api.member.updateOther({ ...form, email: form.email.trim() }));
    if (result?.ok) setSaved(true);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('info.intro')}</p>
      <Field
        label={t('info.realName')}
        name="realName"
        autoComplete="name"
        value={form.realName}
        onChange={set('realName')}
        maxLength={80}
        error={errors.realName}
      />
      <Field label={t('info.birthDate')} name="birthDate" type="date" value={form.birthDate} onChange={set('birthDate')} error={errors.birthDate} />
      <Field
        label={t('info.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        maxLength={120}
        error={errors.email}
      />
      <Field
        label={t('info.address')}
        name="address"
        autoComplete="street-address"
        value={form.address}
        onChange={set('address')}
        maxLength={200}
        error={errors.address}
      />
      <FormError message={failure} />
      {saved && (
        <p className="m-ok" role="status">
          {t('info.saved')}
        </p>
      )}
      <Button type="submit" block busy={busy}>
        {t('info.save')}
      </Button>
    </form>
  );
}
