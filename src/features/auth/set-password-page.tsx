import { useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { useAuthBounds } from './bounds.ts';
import { formError } from './form-footer.tsx';
import { passwordError } from './validate.ts';
import { FormError } from '../../ui/form-error.tsx';
import { NewPasswordFields, PasswordField } from './password-field.tsx';

type Errors = Partial<Record<'old' | 'password' | 'confirm', string | null>>;

/** /auth/set-password: a first password (initPassword), or a change with the current one; other devices are logged out. */
export function SetPasswordPage() {
  const back = useGoBack();
  const bounds = useAuthBounds();
  const hasPassword = useLiveQuery(async () => (await db.user.get('me'))?.hasPassword ?? false);
  const [form, setForm] = useState({ old: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);
  const [saved, setSaved] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      old: hasPassword && !form.old ? t('auth.lengthError', { min: bounds.passwordMin, max: bounds.passwordMax }) : null,
      password: passwordError(form.password, bounds),
      confirm: form.confirm !== form.password ? t('auth.passwordMismatch') : null,
    };
    setErrors(next);
    setFailure(null);
    setSaved(false);
    if (Object.values(next).some(Boolean)) return;
    const result = await run(() => api.waysIn.setPassword({ password: form.password, ...(hasPassword ? { oldPassword: form.old } : {}) }));
    if (!result?.ok) return;
    setForm({ old: '', password: '', confirm: '' });
    setSaved(true);
  };

  return (
    <div className="page">
      <TopBar title={t('waysIn.setPasswordTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body auth-page">
        <form className="form" onSubmit={submit} noValidate>
          <p className="form-intro">{hasPassword ? t('waysIn.changePasswordIntro') : t('waysIn.setPasswordIntro')}</p>
          {hasPassword && (
            <PasswordField
              label={t('waysIn.oldPassword')}
              name="oldPassword"
              autoComplete="current-password"
              value={form.old}
              onChange={set('old')}
              error={errors.old}
            />
          )}
          <NewPasswordFields
            label={t('waysIn.newPassword')}
            password={form.password}
            confirm={form.confirm}
            onPassword={set('password')}
            onConfirm={set('confirm')}
            errors={errors}
            bounds={bounds}
          />
          <FormError message={failure} />
          {saved && (
            <p className="sms-status" role="status">
              {t('waysIn.passwordSaved')}
            </p>
          )}
          <Button type="submit" block busy={busy}>
            {t('waysIn.submitSetPassword')}
          </Button>
        </form>
      </div>
    </div>
  );
}
