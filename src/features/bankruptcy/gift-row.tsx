// One gift of the modal: its award, and claimable (Claim), claimed, or waiting (on the timer or on valid bet).
import type { BankruptGiftAward } from '../../../contract/calls/bankrupt.ts';
import { describeProp } from '../../../contract/props.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { formatClock } from './gift-due.ts';

export interface GiftWait {
  /** Ms left on gift 2's timer, 0 when over, null when not started (gift 1 not claimed). */
  timerLeft: number | null;
  /** Valid bet still to place, 0 when met. */
  betLeft: number;
  bankrupt: boolean;
  threshold: number;
}

function status(gift: BankruptGiftAward, step: number, wait: GiftWait): string {
  if (step === 2 && wait.timerLeft === null) return t('bankrupt.afterGift1');
  if (step === 2 && wait.timerLeft !== null && wait.timerLeft > 0) return t('bankrupt.waiting', { time: formatClock(wait.timerLeft) });
  if (step === 2 && wait.betLeft > 0) return t('bankrupt.betMore', { amount: formatMoney(wait.betLeft) });
  if (!wait.bankrupt) return t('bankrupt.notBankrupt', { amount: formatMoney(wait.threshold) });
  return gift.canReceive ? '' : t('bankrupt.afterGift1');
}

export function GiftRow({ gift, step, wait, busy, onClaim }: { gift: BankruptGiftAward; step: number; wait: GiftWait; busy: boolean; onClaim: () => void }) {
  const info = describeProp(gift.propId);
  const amount = info.isMoney ? formatMoney(gift.count) : t('award.count', { count: formatNumber(gift.count) });
  return (
    <li className={`bankrupt-gift${gift.isReceived ? ' is-received' : ''}`} data-gift-step={step}>
      <span className="bankrupt-gift-icon">
        <PropIcon kind={info.kind} size="0.64rem" />
      </span>
      <span className="bankrupt-gift-main">
        <span className="bankrupt-gift-name">{t('bankrupt.gift', { n: step })}</span>
        <span className="bankrupt-gift-amount money">
          {amount} <small className="muted">{propName(info)}</small>
        </span>
        {!gift.isReceived && !gift.canReceive && <span className="bankrupt-gift-wait">{status(gift, step, wait)}</span>}
      </span>
      {gift.isReceived ? (
        <Button variant="secondary" disabled>
          {t('bankrupt.claimed')}
        </Button>
      ) : gift.canReceive ? (
        <Button busy={busy} onClick={onClaim} aria-label={t('bankrupt.claimGift', { n: step })}>
          {t('bankrupt.claim')}
        </Button>
      ) : null}
    </li>
  );
}
