import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { onLoggedIn } from '../../lib/session.ts';
import { savedAccount } from '../../lib/session-token.ts';
import { t } from '../../lib/i18n/index.ts';
import { useAuthBounds } from './bounds.ts';
import { FormFooter, formError } from './form-footer.tsx';
import { SmsCodeFields } from './sms-code-fields.tsx';
import { codeError, mobileError } from './validate.ts';

/** SMS code login (accountLoginSms): a mobile number and the code sent to it. */
export function MobileLoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const bounds = useAuthBounds();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string | null; code?: string | null }>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { mobile: mobileError(mobile), code: codeError(code, bounds) };
    setErrors(next);
    setFailure(null);
    if (next.mobile || next.code) return;
    const result = await run(() => api.waysIn.loginBySms({ mobile, code: code.trim() }));
    if (!result?.ok) return;
    // The saved account (for type=account) stays what it was: this login has no account name.
    onLoggedIn(result.data.token, savedAccount() ?? '', 'login');
    onDone();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <SmsCodeFields purpose="login" bounds={bounds} mobile={mobile} code={code} onMobile={setMobile} onCode={setCode} errors={errors} />
      <FormFooter
        error={failure}
        busy={busy}
        submitLabel={t('waysIn.submitMobileLogin')}
        prompt={t('auth.noAccount')}
        switchLabel={t('auth.toRegister')}
        onSwitch={onSwitch}
      />
    </form>
  );
}
