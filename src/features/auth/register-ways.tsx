import { useState } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { MobileRegisterForm } from './mobile-register-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { WayTabs, type Way } from './way-tabs.tsx';

/** Register with an account name or with a mobile number and its SMS code. */
export function RegisterWays({ onDone, onLogin }: { onDone: () => void; onLogin: () => void }) {
  const [way, setWay] = useState<Way>('account');
  return (
    <>
      <WayTabs way={way} onChange={setWay} label={t('waysIn.registerTabsLabel')} />
      {way === 'account' ? <RegisterForm onDone={onDone} onSwitch={onLogin} /> : <MobileRegisterForm onDone={onDone} onSwitch={onLogin} />}
    </>
  );
}
