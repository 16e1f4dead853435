import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { onLoggedIn } from '../../lib/session.ts';
import { forgetInvitePid, invitePid } from '../../lib/invite-pid.ts';
import { t } from '../../lib/i18n/index.ts';
import { Field } from '../../ui/field.tsx';
import { useAuthBounds } from './bounds.ts';
import { accountError, nicknameError, passwordError } from './validate.ts';
import { RegisterNotice } from './register-notice.tsx';
import { FormFooter, formError } from './form-footer.tsx';
import { NewPasswordFields } from './password-field.tsx';
import { AccountField } from './account-field.tsx';

type Errors = Partial<Record<'account' | 'password' | 'confirm' | 'nickname' | 'notice', string | null>>;

export function RegisterForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const bounds = useAuthBounds();
  const [form, setForm] = useState({ account: '', password: '', confirm: '', nickname: '' });
  const [notice, setNotice] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      account: accountError(form.account, bounds),
      password: passwordError(form.password, bounds),
      confirm: form.confirm !== form.password ? t('auth.passwordMismatch') : null,
      nickname: nicknameError(form.nickname, bounds),
      notice: notice ? null : t('auth.noticeRequired'),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    const result = await run(() =>
      api.session.register({
        account: form.account.trim(),
        password: form.password,
        nickname: form.nickname.trim(),
        confirmNotice: true,
        pid: invitePid(),
      }),
    );
    if (!result?.ok) return;
    forgetInvitePid();
    onLoggedIn(result.data.token, form.account.trim(), 'register');
    onDone();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <AccountField value={form.account} onChange={set('account')} error={errors.account} bounds={bounds} />
      <NewPasswordFields
        label={t('auth.password')}
        password={form.password}
        confirm={form.confirm}
        onPassword={set('password')}
        onConfirm={set('confirm')}
        errors={errors}
        bounds={bounds}
      />
      <Field
        label={t('auth.nickname')}
        name="nickname"
        autoComplete="nickname"
        value={form.nickname}
        onChange={set('nickname')}
        hint={t('auth.nicknameHint', { max: bounds.nicknameMax })}
        error={errors.nickname}
      />
      <RegisterNotice checked={notice} onChange={setNotice} error={errors.notice} />
      <FormFooter
        error={failure}
        busy={busy}
        submitLabel={t('auth.submitRegister')}
        prompt={t('auth.haveAccount')}
        switchLabel={t('auth.toLogin')}
        onSwitch={onSwitch}
      />
    </form>
  );
}
