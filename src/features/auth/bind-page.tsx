import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../contract/calls/ways-in.ts';
import { formatMobile } from '../../../contract/mobile.ts';
import { db, type UserRow } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { useAuthBounds } from './bounds.ts';
import { formError } from './form-footer.tsx';
import { accountError, passwordError } from './validate.ts';
import { FormError } from '../../ui/form-error.tsx';
import { browserProviders, startSocialSignIn } from './social-sign-in.ts';
import { PasswordField } from './password-field.tsx';
import { AccountField } from './account-field.tsx';
import { useConfig } from '../../lib/use-config.ts';

const PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', line: 'LINE' };
const boundAccount = (user: UserRow, provider: SocialProvider) =>
  ({ google: user.googleAccount, facebook: user.facebookAccount, line: user.lineAccount })[provider];

/** /auth/bind: what the player can log in with, binding an account name, and unbinding social accounts. */
export function BindPage() {
  const back = useGoBack();
  const user = useLiveQuery(() => db.user.get('me'));
  const config = useConfig();
  // LINE binds by its code flow (the return page finishes it); shown only when LINE is configured.
  const lineClientId = browserProviders(config?.socialProviders, config?.socialClientIds).includes('line') ? config!.socialClientIds!.line : undefined;
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  if (!user) return null;

  const unbind = async (provider: SocialProvider) => {
    const result = await api.waysIn.unbindSocial(provider);
    setMessage(result.ok ? { text: t('waysIn.unbound', { name: PROVIDER_LABEL[provider] }), error: false } : { text: formError(result), error: true });
  };

  return (
    <div className="page">
      <TopBar title={t('waysIn.bindTitle')} backLabel={t('common.back')} onBack={back} />
      <div className="page-body auth-page bind-page">
        {message && (
          <p className={message.error ? 'form-error' : 'sms-status'} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        <section className="bind-section" aria-labelledby="bind-account">
          <h2 id="bind-account">{t('waysIn.accountSection')}</h2>
          {user.account ? <BoundRow label={user.account} /> : <BindAccountForm hasPassword={user.hasPassword} />}
        </section>
        <section className="bind-section" aria-labelledby="bind-password">
          <h2 id="bind-password">{t('waysIn.passwordSection')}</h2>
          <div className="bind-row">
            <span>{user.hasPassword ? t('waysIn.passwordSet') : t('waysIn.notBound')}</span>
            <Link to="/auth/set-password" className="link-btn">
              {user.hasPassword ? t('waysIn.changePassword') : t('waysIn.setPassword')}
            </Link>
          </div>
        </section>
        <section className="bind-section" aria-labelledby="bind-mobile">
          <h2 id="bind-mobile">{t('waysIn.mobileSection')}</h2>
          {user.mobile ? <BoundRow label={formatMobile(user.mobile)} /> : <p className="bind-muted">{t('waysIn.notBound')}</p>}
        </section>
        <section className="bind-section" aria-labelledby="bind-social">
          <h2 id="bind-social">{t('waysIn.socialSection')}</h2>
          {SOCIAL_PROVIDERS.map((provider) => {
            const bound = boundAccount(user, provider);
            return (
              <div className="bind-row" key={provider}>
                <span>
                  <strong>{PROVIDER_LABEL[provider]}</strong> <span className="bind-muted">{bound || t('waysIn.notBound')}</span>
                </span>
                {!bound && provider === 'line' && lineClientId && (
                  <Button variant="secondary" onClick={() => startSocialSignIn('line', lineClientId, '/auth/bind', undefined, 'bind')}>
                    {t('waysIn.bindProvider', { name: PROVIDER_LABEL[provider] })}
                  </Button>
                )}
                {bound && (
                  <Button variant="ghost" onClick={() => unbind(provider)}>
                    {t('waysIn.unbind', { name: PROVIDER_LABEL[provider] })}
                  </Button>
                )}
              </div>
            );
          })}
        </section>
      </div>
    </div>
  );
}

function BoundRow({ label }: { label: string }) {
  return (
    <div className="bind-row">
      <span className="bind-value">{label}</span>
      <span className="bind-badge">{t('waysIn.bound')}</span>
    </div>
  );
}

function BindAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const bounds = useAuthBounds();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string | null; password?: string | null }>({});
  const { busy, error: failure, setError: setFailure, run } = useAction(formError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { account: accountError(account, bounds), password: passwordError(password, bounds) };
    setErrors(next);
    setFailure(null);
    if (next.account || next.password) return;
    await run(() => api.waysIn.bindAccount({ account: account.trim(), password }));
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('waysIn.bindAccountIntro')}</p>
      <AccountField value={account} onChange={(e) => setAccount(e.target.value)} error={errors.account} bounds={bounds} />
      <PasswordField
        label={hasPassword ? t('waysIn.oldPassword') : t('auth.password')}
        name="password"
        autoComplete={hasPassword ? 'current-password' : 'new-password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        bounds={bounds}
        error={errors.password}
      />
      <FormError message={failure} />
      <Button type="submit" block busy={busy}>
        {t('waysIn.submitBindAccount')}
      </Button>
    </form>
  );
}
