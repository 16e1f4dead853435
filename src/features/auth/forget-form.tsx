import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { useAuthBounds } from './bounds.ts';
import { FormFooter, formError } from './form-footer.tsx';
import { SmsCodeFields } from './sms-code-fields.tsx';
import { codeError, mobileError, passwordError } from './validate.ts';
import { NewPasswordFields } from './password-field.tsx';

type Errors = Partial<Record<'mobile' | 'code' | 'password' | 'confirm', string | null>>;

/** Forgot password: mobile, its SMS code and a new password (forgetPassword); every device is logged out after. */
export function ForgetForm({ onLogin }: { onLogin: () => void }) {
  const bounds = useAuthBounds();
  const [form, setForm] = useState({ mobile: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      mobile: mobileError(form.mobile),
      code: codeError(form.code, bounds),
      password: passwordError(form.password, bounds),
      confirm: form.confirm !== form.password ? t('auth.passwordMismatch') : null,
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    const result = await run(() => api.waysIn.forgetPassword({ mobile: form.mobile, code: form.code.trim(), password: form.password }));
    if (!result?.ok) return;
    setDone(true);
  };

  if (done) {
    return (
      <div className="form">
        <p className="sms-status" role="status">
          {t('waysIn.forgetDone')}
        </p>
        <Button block onClick={onLogin}>
          {t('waysIn.toLogin')}
        </Button>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('waysIn.forgetIntro')}</p>
      <SmsCodeFields purpose="forget" bounds={bounds} mobile={form.mobile} code={form.code} onMobile={set('mobile')} onCode={set('code')} errors={errors} />
      <NewPasswordFields
        label={t('waysIn.newPassword')}
        password={form.password}
        confirm={form.confirm}
        onPassword={(e) => set('password')(e.target.value)}
        onConfirm={(e) => set('confirm')(e.target.value)}
        errors={errors}
        bounds={bounds}
      />
      <FormFooter error={failure} busy={busy} submitLabel={t('waysIn.submitForget')} prompt="" switchLabel={t('waysIn.toLogin')} onSwitch={onLogin} />
    </form>
  );
}
