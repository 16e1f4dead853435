// Where the bankruptcy gift shows (mounted on home): the info is read when a player lands on home and again when their
// balance changes (leaving a game refreshes it), the modal is queued for the modal host by itself when a gift is
// claimable, at most once per browser session, and a banner lets the player open it again while they are bankrupt with
// a gift still to come today.
import { useEffect } from 'react';
import { Gift } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { isPlayer, useUser } from '../../lib/use-player.ts';
import { enqueueModal } from '../../lib/modal-store.ts';
import { BANKRUPTCY_GIFT_QUEUED } from './modal-kind.ts';
import { isBankruptcyGiftDue, markShown, shownThisSession } from './gift-due.ts';
import { useBankruptGift } from './use-bankruptcy.ts';

const show = () => enqueueModal(BANKRUPTCY_GIFT_QUEUED);

/** Queues the modal once when due; answers whether a gift is still to come while bankrupt (the banner). */
export function useBankruptcyGiftDue(): { pending: boolean } {
  const user = useUser();
  const stored = useBankruptGift();
  const loggedIn = isPlayer(user);
  const balance = user ? user.coin + user.safebox : null;

  useEffect(() => {
    if (!loggedIn) return;
    void api.bankrupt.load().then((result) => {
      if (!result.ok || !isBankruptcyGiftDue(result.data, shownThisSession())) return;
      markShown();
      show();
    });
  }, [loggedIn, balance]);

  const info = stored?.info;
  const pending = loggedIn && info !== undefined && info.bankrupt && info.awardList.some((gift) => !gift.isReceived);
  return { pending };
}

export function BankruptcyGiftPrompt() {
  const { pending } = useBankruptcyGiftDue();
  return (
    pending && (
      <button type="button" className="bankrupt-banner" onClick={show}>
        <Gift aria-hidden="true" size={22} />
        <span>{t('bankrupt.title')}</span>
      </button>
    )
  );
}
