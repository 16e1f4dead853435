import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { onLoggedIn } from '../../lib/session.ts';
import { savedAccount } from '../../lib/session-token.ts';
import { t } from '../../lib/i18n/index.ts';
import { useAuthBounds } from './bounds.ts';
import { FormFooter, formError } from './form-footer.tsx';
import { RegisterNotice } from './register-notice.tsx';
import { SmsCodeFields } from './sms-code-fields.tsx';
import { codeError, mobileError, passwordError } from './validate.ts';
import { NewPasswordFields } from './password-field.tsx';
import { forgetInvitePid, invitePid } from '../../lib/invite-pid.ts';

type Errors = Partial<Record<'mobile' | 'code' | 'password' | 'confirm' | 'notice', string | null>>;

/** Register by mobile (accountRegist4): number, SMS code, password, and the same register notice. */
export function MobileRegisterForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const bounds = useAuthBounds();
  const [form, setForm] = useState({ mobile: '', code: '', password: '', confirm: '' });
  const [notice, setNotice] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      mobile: mobileError(form.mobile),
      code: codeError(form.code, bounds),
      password: passwordError(form.password, bounds),
      confirm: form.confirm !== form.password ? t('auth.passwordMismatch') : null,
      notice: notice ? null : t('auth.noticeRequired'),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    const result = await run(() =>
      api.waysIn.registerByMobile({ mobile: form.mobile, code: form.code.trim(), password: form.password, confirmNotice: true, pid: invitePid() }),
    );
    if (!result?.ok) return;
    forgetInvitePid();
    onLoggedIn(result.data.token, savedAccount() ?? '', 'register');
    onDone();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <SmsCodeFields purpose="register" bounds={bounds} mobile={form.mobile} code={form.code} onMobile={set('mobile')} onCode={set('code')} errors={errors} />
      <NewPasswordFields
        label={t('auth.password')}
        password={form.password}
        confirm={form.confirm}
        onPassword={(e) => set('password')(e.target.value)}
        onConfirm={(e) => set('confirm')(e.target.value)}
        errors={errors}
        bounds={bounds}
      />
      <RegisterNotice checked={notice} onChange={setNotice} error={errors.notice} />
      <FormFooter
        error={failure}
        busy={busy}
        submitLabel={t('waysIn.submitMobileRegister')}
        prompt={t('auth.haveAccount')}
        switchLabel={t('auth.toLogin')}
        onSwitch={onSwitch}
      />
    </form>
  );
}
