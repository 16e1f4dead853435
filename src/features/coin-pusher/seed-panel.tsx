import { useState } from 'react';
import type { CoinPusherInfo } from '../../../contract/calls/coin-pusher.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** The seeds the next drop draws from (the server seed only as its hash), and the way to reveal it for verifying. */
export function SeedPanel({ seed, online }: { seed: CoinPusherInfo['seed']; online: boolean }) {
  const action = useAction();
  const [revealed, setRevealed] = useState(false);
  const rotate = async () => {
    const result = await action.run(() => api.coinPusher.newSeed());
    if (result?.ok) setRevealed(true);
  };
  return (
    <section className="pusher-block pusher-seed" aria-labelledby="pusher-seed-title">
      <h2 id="pusher-seed-title">{t('pusher.seedTitle')}</h2>
      <dl>
        <dt>{t('games.proofHash')}</dt>
        <dd data-testid="pusher-seed-hash">{seed.serverSeedHash}</dd>
        <dt>{t('games.proofClientSeed')}</dt>
        <dd>{seed.clientSeed}</dd>
        <dt>{t('pusher.nextNonce')}</dt>
        <dd>{seed.nonce}</dd>
      </dl>
      <p className="muted">{t('pusher.seedHint')}</p>
      <Button variant="secondary" busy={action.busy} disabled={!online} onClick={() => void rotate()}>
        {t('pusher.newSeed')}
      </Button>
      {revealed && !action.error ? <p role="status">{t('pusher.seedRevealed')}</p> : null}
      {action.error ? <FormError message={action.error} /> : null}
    </section>
  );
}
