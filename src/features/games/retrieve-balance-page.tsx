import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { TopBar } from '../../ui/top-bar.tsx';

/** /member/retrieve-balance: brings money back from outside providers' wallets; the built-in games hold none. */
export function RetrieveBalancePage() {
  const goBack = useGoBack();
  const [message, setMessage] = useState('');
  const { busy, run } = useAction();
  const retrieve = async () => {
    const result = await run(() => api.games.retrieveBalance());
    if (result) setMessage(result.ok ? result.data.message : result.msg);
  };
  return (
    <div className="page">
      <TopBar title={t('games.retrieve')} onBack={goBack} backLabel={t('common.back')} />
      <div className="page-body">
        <p className="muted">{t('games.retrieveText')}</p>
        <Button busy={busy} onClick={() => void retrieve()}>
          {t('games.retrieveButton')}
        </Button>
        {message ? <p role="status">{message}</p> : null}
      </div>
    </div>
  );
}
