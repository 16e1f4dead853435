import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { onLoggedIn } from '../../lib/session.ts';
import { savedAccount } from '../../lib/session-token.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { formError } from './form-footer.tsx';
import { browserProviders, startSocialSignIn, takeSocialReturn } from './social-sign-in.ts';
import { useConfig } from '../../lib/use-config.ts';

const LABEL = { google: 'Google', facebook: 'Facebook', line: 'LINE' } as const;

/** "Continue with ..." for each configured provider; nothing at all when none is configured. */
export function SocialButtons({ returnTo }: { returnTo: string }) {
  const config = useConfig();
  const providers = browserProviders(config?.socialProviders, config?.socialClientIds);
  if (providers.length === 0) return null;
  return (
    <div className="social-buttons">
      <p className="social-or">{t('waysIn.orWith')}</p>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" block onClick={() => startSocialSignIn(provider, config!.socialClientIds![provider]!, returnTo)}>
          {t('waysIn.withProvider', { name: LABEL[provider] })}
        </Button>
      ))}
    </div>
  );
}

/** On the return page: finishes a social sign-in the provider sent back, then goes on (to /auth/info for a new player). */
export function useSocialReturn(): string | null {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const back = takeSocialReturn();
    if (!back) return;
    void api.waysIn.socialLogin(back.provider, back.idToken).then((result) => {
      if (!result.ok) {
        setError(formError(result));
        return;
      }
      onLoggedIn(result.data.token, savedAccount() ?? '', result.data.isNew ? 'register' : 'login');
      router.history.replace(result.data.needsInfo ? '/auth/info' : back.returnTo);
    });
  }, [router]);
  return error;
}
