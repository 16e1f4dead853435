// The lucky jackpot itself, the same on the page and in the modal: the pool figures, the player's chances and what
// the next one needs, the prize grid with SPIN, the winners ticker and the record / rank / rule sections. It shows the
// last info kept in Dexie at once and refreshes it when opened.
import { useEffect } from 'react';
import { JACKPOT_TIER_PROPS, type JackpotDrawInfo } from '../../../contract/calls/jackpot.ts';
import { describeProp } from '../../../contract/props.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { isPlayer, useUser } from '../../lib/use-player.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { DrawResultPopup } from './draw-result-popup.tsx';
import { JackpotSections } from './jackpot-sections.tsx';
import { JackpotAmountPopup, JackpotWheel } from './jackpot-wheel.tsx';
import { PrizeGrid } from './prize-grid.tsx';
import { tierName, useDisplayFigures, useJackpotInfo, usePrefersReducedMotion } from './use-jackpot.ts';
import { useJackpotSpin } from './use-spin.ts';
import { WinnerTicker } from './winner-ticker.tsx';
import './jackpot.css';

function Pools({ info }: { info: JackpotDrawInfo }) {
  const figures = useDisplayFigures(info);
  return (
    <section className="jp-pools" aria-label={t('jackpot.pools')}>
      <p className="jp-total-label">{t('jackpot.total')}</p>
      <p className="jp-total money">{formatMoney(figures?.total ?? info.totalSection.max, { floor: true })}</p>
      <ul className="jp-tiers">
        {JACKPOT_TIER_PROPS.map((propId, i) => (
          <li key={propId} className={`jp-tier jp-tier-${i}`}>
            <span className="jp-tier-name">{tierName(describeProp(propId).tier ?? '')}</span>
            <span className="money">{formatMoney(figures?.tiers[i] ?? 0, { floor: true })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChanceLine({ info }: { info: JackpotDrawInfo }) {
  const deposit = info.depositPerChance > 0 ? t('jackpot.needDeposit', { amount: formatMoney(info.needDeposit) }) : null;
  const bet = info.betPerChance > 0 ? t(deposit ? 'jackpot.needBet' : 'jackpot.needBetOnly', { amount: formatMoney(info.needTyping) }) : null;
  return (
    <div className="jp-chances">
      <p className="jp-chance-count">{t('jackpot.chances', { n: info.chanceSize })}</p>
      {!info.open && <p className="jp-note">{t('jackpot.closed')}</p>}
      {deposit && <p className="jp-note">{deposit}</p>}
      {bet && <p className="jp-note">{bet}</p>}
      {!deposit && !bet && <p className="jp-note">{t('jackpot.noWays')}</p>}
    </div>
  );
}

export function JackpotPanel({ resume }: { resume: string }) {
  const user = useUser();
  const info = useJackpotInfo();
  const reduced = usePrefersReducedMotion();
  const spin = useJackpotSpin(reduced);
  const player = isPlayer(user);
  useEffect(() => {
    if (player) void api.jackpot.load();
  }, [player]);

  if (user !== null && !player) {
    return (
      <Empty
        title={t('jackpot.loginTitle')}
        text={t('jackpot.loginText')}
        action={<Button onClick={() => openAuthModal('login', resume)}>{t('common.login')}</Button>}
      />
    );
  }
  if (!info) {
    return (
      <div aria-busy="true" aria-label={t('jackpot.loading')}>
        <Skeleton height="3rem" />
      </div>
    );
  }
  const busy = spin.phase !== 'idle';
  const spinButton = (
    <button
      type="button"
      className="jp-spin"
      aria-label={t('jackpot.spinLabel', { n: info.chanceSize })}
      data-ready={info.canReceiveDrawChance && !busy}
      aria-busy={busy || undefined}
      onClick={() => void spin.spin(info.canReceiveDrawChance)}
    >
      {busy ? t('jackpot.spinning') : t('jackpot.spin')}
    </button>
  );
  return (
    <div className="jp-panel">
      <Pools info={info} />
      <ChanceLine info={info} />
      <PrizeGrid prizes={info.prizes} lit={spin.lit} spin={spinButton} />
      {spin.error && <FormError message={spin.error} />}
      <WinnerTicker winners={info.jackpotWinnerList} />
      <JackpotSections info={info} />
      {spin.result && spin.phase === 'result' && <DrawResultPopup result={spin.result} onClose={spin.close} />}
      {spin.result && spin.phase === 'wheel' && <JackpotWheel result={spin.result} reducedMotion={reduced} onDone={spin.wheelDone} />}
      {spin.result && spin.phase === 'amount' && <JackpotAmountPopup result={spin.result} onClose={spin.close} />}
    </div>
  );
}
