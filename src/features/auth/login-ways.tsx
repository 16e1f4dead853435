import { useState } from 'react';
import { LoginForm } from './login-form.tsx';
import { MobileLoginForm } from './mobile-login-form.tsx';
import { t } from '../../lib/i18n/index.ts';
import { SocialButtons } from './social-buttons.tsx';
import { WayTabs, type Way } from './way-tabs.tsx';

interface LoginWaysProps {
  prefillSaved: boolean;
  onDone: () => void;
  onRegister: () => void;
  onForgot: () => void;
  /** Where a social sign-in comes back to after the provider's page. */
  returnTo: string;
}

/** Login by account and password or by mobile and SMS code, on the login page and in the login modal. */
export function LoginWays({ prefillSaved, onDone, onRegister, onForgot, returnTo }: LoginWaysProps) {
  const [way, setWay] = useState<Way>('account');
  return (
    <>
      <WayTabs way={way} onChange={setWay} label={t('waysIn.tabsLabel')} />
      {way === 'account' ? (
        <LoginForm prefillSaved={prefillSaved} onDone={onDone} onSwitch={onRegister} onForgot={onForgot} />
      ) : (
        <MobileLoginForm onDone={onDone} onSwitch={onRegister} />
      )}
      <SocialButtons returnTo={returnTo} />
    </>
  );
}
