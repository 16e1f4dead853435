import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { onLoggedIn } from '../../lib/session.ts';
import { savedAccount } from '../../lib/session-token.ts';
import { t } from '../../lib/i18n/index.ts';
import { useAuthBounds } from './bounds.ts';
import { readPasswordCredential, storePasswordCredential } from './credentials.ts';
import { accountError, passwordError } from './validate.ts';
import { FormFooter, formError } from './form-footer.tsx';
import { PasswordField } from './password-field.tsx';
import { AccountField } from './account-field.tsx';

interface LoginFormProps {
  prefillSaved: boolean;
  onDone: () => void;
  onSwitch: () => void;
  onForgot?: () => void;
}

export function LoginForm({ prefillSaved, onDone, onSwitch, onForgot }: LoginFormProps) {
  const bounds = useAuthBounds();
  const [account, setAccount] = useState(() => (prefillSaved ? (savedAccount() ?? '') : ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string | null; password?: string | null }>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);

  // type=account: the browser's credential manager may also hold the password for the saved account.
  useEffect(() => {
    if (!prefillSaved) return;
    let live = true;
    void readPasswordCredential().then((saved) => {
      if (!live || !saved) return;
      setAccount(saved.account);
      setPassword(saved.password);
    });
    return () => {
      live = false;
    };
  }, [prefillSaved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { account: accountError(account, bounds), password: passwordError(password, bounds) };
    setErrors(next);
    setFailure(null);
    if (next.account || next.password) return;
    const result = await run(() => api.session.login({ account: account.trim(), password }));
    if (!result?.ok) return;
    void storePasswordCredential(account.trim(), password);
    onLoggedIn(result.data.token, account.trim(), 'login');
    onDone();
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <AccountField value={account} onChange={(e) => setAccount(e.target.value)} error={errors.account} bounds={bounds} />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        bounds={bounds}
        error={errors.password}
      />
      {onForgot && (
        <button type="button" className="link-btn forgot-link" onClick={onForgot}>
          {t('waysIn.forgotLink')}
        </button>
      )}
      <FormFooter
        error={failure}
        busy={busy}
        submitLabel={t('auth.submitLogin')}
        prompt={t('auth.noAccount')}
        switchLabel={t('auth.toRegister')}
        onSwitch={onSwitch}
      />
    </form>
  );
}
