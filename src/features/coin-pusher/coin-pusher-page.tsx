// /activity/coin-pusher: the balance of the mode, the tray on a canvas, the coin value, Drop, the spoken result, the
// last drops with "Verify this round", the seeds, and the rules. Drops need the network; offline the screen shows
// what it kept and says so, and never plays a drop it could not send.
import { Link } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { PusherCanvas, type PusherCanvasHandle } from './pusher-canvas.tsx';
import { PusherHelp } from './help-sheet.tsx';
import { RecentDrops } from './recent-drops.tsx';
import { SeedPanel } from './seed-panel.tsx';
import { useCoinPusher } from './use-coin-pusher.ts';
import './coin-pusher.css';

export interface CoinPusherPageProps {
  tryIt: boolean;
  /** The app's "Verify this round" sheet for one of the player's rounds (the games feature owns it). */
  verifySheet: (roundId: string, onClose: () => void) => ReactNode;
}

export function CoinPusherPage({ tryIt, verifySheet }: CoinPusherPageProps) {
  const goBack = useGoBack();
  const canvas = useRef<PusherCanvasHandle>(null);
  const aim = useRef(0.5);
  const pusher = useCoinPusher(tryIt, canvas);
  const { info, online, action, coin } = pusher;
  const [help, setHelp] = useState(false);
  const [verifying, setVerifying] = useState<string | null>(null);
  const short = info && pusher.balance !== undefined && pusher.balance < coin && !pusher.playing;
  const drop = (x: number) => {
    aim.current = x;
    void pusher.drop(x);
  };
  const right = (
    <button type="button" className="top-bar-link" onClick={() => setHelp(true)} disabled={!info}>
      {t('pusher.help')}
    </button>
  );

  return (
    <div className="page coin-pusher">
      <TopBar title={t('pusher.title')} backLabel={t('common.back')} onBack={goBack} right={right} />
      <div className="page-body">
        {!online ? (
          <p className="pusher-offline" role="status" data-testid="pusher-offline">
            {t('pusher.offline')}
          </p>
        ) : null}
        <p className={tryIt ? 'pusher-balance pusher-demo' : 'pusher-balance'}>
          <span>{tryIt ? t('pusher.demoBalance') : t('pusher.balance')}</span>
          <strong data-testid="pusher-balance">{pusher.balance === undefined ? '—' : formatMoney(pusher.balance)}</strong>
        </p>
        {pusher.loadError && !info ? <FormError message={pusher.loadError} /> : null}
        <PusherCanvas ref={canvas} onTap={drop} disabled={!online || !info || action.busy || pusher.playing} />
        <p className="pusher-said" aria-live="polite" role="status" data-testid="pusher-said">
          {pusher.said}
        </p>
        {info ? (
          <>
            <fieldset className="pusher-coins">
              <legend>{t('pusher.coinValue')}</legend>
              {info.coinValues.map((value) => (
                <label key={value} className={value === coin ? 'chosen' : ''}>
                  <input type="radio" name="pusher-coin" value={value} checked={value === coin} onChange={() => pusher.setCoin(value)} />
                  {formatMoney(value)}
                </label>
              ))}
            </fieldset>
            <Button block busy={action.busy} disabled={!online || pusher.playing} onClick={() => drop(aim.current)} data-testid="pusher-drop">
              {t('pusher.drop', { amount: formatMoney(coin) })}
            </Button>
            {action.error ? <FormError message={action.error} /> : null}
            {short ? (
              <p className="pusher-short">
                {tryIt ? t('pusher.demoEmpty') : t('pusher.short')}{' '}
                {tryIt ? null : (
                  <>
                    <Link to="/wallets" search={{ name: 'deposit' }}>
                      {t('pusher.deposit')}
                    </Link>{' '}
                    <Link to="/activity/coin-pusher" search={{ tryIt: 1 }} replace>
                      {t('pusher.tryFree')}
                    </Link>
                  </>
                )}
              </p>
            ) : null}
            {tryIt ? <p className="muted pusher-demo-note">{t('pusher.demoNote')}</p> : null}
            <RecentDrops drops={pusher.recent} onVerify={setVerifying} />
            <SeedPanel seed={info.seed} online={online} />
            {help ? <PusherHelp info={info} onClose={() => setHelp(false)} /> : null}
          </>
        ) : !pusher.loadError ? (
          <Skeleton height="6rem" />
        ) : null}
        {verifying ? verifySheet(verifying, () => setVerifying(null)) : null}
      </div>
    </div>
  );
}
