// The bankruptcy gift modal (SPEC sections 2 and 4), and its VIP version for VIP 1 and up (the level's gifts, styled
// by its theme). It loads the gift info on open; its countdown runs on canReceiveLastMs, else gift2LastMs; when the
// countdown ends or after a claim, the info and the activities are re-read, and a player no longer bankrupt sees it close.
import { useEffect, useRef } from 'react';
import { Gift } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { enqueueModal } from '../../lib/modal-store.ts';
import { FormError } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { bankruptClaimMessage } from './claim-message.ts';
import { formatClock } from './gift-due.ts';
import { GiftRow } from './gift-row.tsx';
import { refreshGift, useBankruptGift, useGiftCountdown, useVipShowType } from './use-bankruptcy.ts';
import { BANKRUPTCY_GIFT_QUEUED } from './modal-kind.ts';
import './bankruptcy.css';

/** The seeded VIP themes pair levels (1, 2-3, 4-5, ...); the level's own showType wins when the VIP data is stored. */
const themeOf = (level: number, showType: number | null) => showType ?? Math.min(6, Math.max(1, Math.ceil((level + 1) / 2)));

export function BankruptcyGiftModal({ onClose }: { onClose: () => void }) {
  const stored = useBankruptGift();
  const claim = useClaim<number>();
  const countdown = useGiftCountdown(stored);
  const info = stored?.info;
  const vip = info?.vip ?? 0;
  const showType = useVipShowType(vip);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    void refreshGift().then((result) => {
      if (result.ok && !result.data.bankrupt) closeRef.current();
    });
  }, []);

  const ended = countdown !== null && countdown.left === 0;
  useEffect(() => {
    if (!ended) return;
    void refreshGift().then((result) => {
      if (result.ok && !result.data.bankrupt) closeRef.current();
    });
  }, [ended]);

  /**
   * The award modal waits in the queue behind this one: this modal steps aside so it shows at once, and comes back
   * behind it while the player is still bankrupt with a gift to come (gift 2's countdown and bet progress).
   */
  async function afterClaim() {
    onClose();
    const result = await refreshGift();
    if (result.ok && result.data.bankrupt && result.data.awardList.some((gift) => !gift.isReceived)) enqueueModal(BANKRUPTCY_GIFT_QUEUED);
  }

  const title = vip >= 1 ? t('bankrupt.vipTitle', { level: vip }) : t('bankrupt.title');
  const wait = info && {
    timerLeft: info.gift2LastMs === -1 ? null : countdown?.field === 'gift2LastMs' ? countdown.left : 0,
    betLeft: Math.max(0, info.validBet - info.currBet),
    bankrupt: info.bankrupt,
    threshold: info.threshold,
  };

  return (
    <Modal title={title} onClose={onClose} closeLabel={t('common.close')}>
      <div className={`bankrupt${vip >= 1 ? ` bankrupt-vip vip-theme-${themeOf(vip, showType)}` : ''}`} data-testid="bankrupt-modal">
        <div className="bankrupt-hero">
          <Gift aria-hidden="true" size={36} />
          {vip >= 1 && <span className="bankrupt-vip-badge">{t('home.vip', { level: vip })}</span>}
          <p>{t('bankrupt.intro')}</p>
        </div>
        {countdown && countdown.left > 0 && (
          <p className="bankrupt-countdown" role="timer" aria-live="off">
            {t(countdown.field === 'canReceiveLastMs' ? 'bankrupt.nextIn' : 'bankrupt.gift2In', { time: formatClock(countdown.left) })}
          </p>
        )}
        {claim.error && <FormError message={claim.error} />}
        {!info || !wait ? (
          <Skeleton height="1.2rem" />
        ) : (
          <ul className="bankrupt-gifts">
            {info.awardList.map((gift, i) => (
              <GiftRow
                key={gift.id}
                gift={gift}
                step={i + 1}
                wait={wait}
                busy={claim.claiming === gift.id}
                onClaim={() =>
                  void claim
                    .claim(gift.id, async () => {
                      const result = await api.bankrupt.claim(gift.id);
                      return result.ok ? result : { ...result, msg: bankruptClaimMessage(result) };
                    })
                    .then((result) => {
                      if (result?.ok) void afterClaim();
                    })
                }
              />
            ))}
          </ul>
        )}
        {info && info.validBet > 0 && info.awardList[0]?.isReceived && !info.awardList[1]?.isReceived && (
          <p className="bankrupt-progress muted">
            {t('bankrupt.betProgress', { done: formatMoney(Math.min(info.currBet, info.validBet)), goal: formatMoney(info.validBet) })}
          </p>
        )}
        {info && (
          <section className="bankrupt-rules" aria-labelledby="bankrupt-rules-title">
            <h3 id="bankrupt-rules-title">{t('bankrupt.rulesTitle')}</h3>
            <ul>
              <li>{t('bankrupt.rule1', { amount: formatMoney(info.threshold) })}</li>
              <li>
                {info.gift2WaitMs > 0
                  ? t('bankrupt.rule2', { wait: t('bankrupt.minutes', { n: Math.ceil(info.gift2WaitMs / 60_000) }), amount: formatMoney(info.validBet) })
                  : t('bankrupt.rule2NoWait', { amount: formatMoney(info.validBet) })}
              </li>
              <li>{t('bankrupt.rule3')}</li>
              <li>{t('bankrupt.rule4')}</li>
            </ul>
          </section>
        )}
      </div>
    </Modal>
  );
}
