// Where the bankruptcy gift shows (mounted on home for now; the integrator moves the modal into the modal host): the
// info is read when a player lands on home and again when their balance changes (leaving a game refreshes it), the
// modal opens by itself when a gift is claimable, at most once per browser session, and a banner lets the player open
// it again while they are bankrupt with a gift still to come today.
import { useEffect, useState } from 'react';
import { Gift } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { isPlayer, useUser } from '../../lib/use-player.ts';
import { BankruptcyGiftModal } from './bankruptcy-gift-modal.tsx';
import { isBankruptcyGiftDue, markShown, shownThisSession } from './gift-due.ts';
import { useBankruptGift } from './use-bankruptcy.ts';

/** Opens the modal once when due; answers whether it is open and how to open or close it. */
export function useBankruptcyGiftDue(): { open: boolean; show: () => void; hide: () => void; pending: boolean } {
  const user = useUser();
  const stored = useBankruptGift();
  const [open, setOpen] = useState(false);
  const loggedIn = isPlayer(user);
  const balance = user ? user.coin + user.safebox : null;

  useEffect(() => {
    if (!loggedIn) return;
    void api.bankrupt.load().then((result) => {
      if (!result.ok || !isBankruptcyGiftDue(result.data, shownThisSession())) return;
      markShown();
      setOpen(true);
    });
  }, [loggedIn, balance]);

  const info = stored?.info;
  const pending = loggedIn && info !== undefined && info.bankrupt && info.awardList.some((gift) => !gift.isReceived);
  return { open, show: () => setOpen(true), hide: () => setOpen(false), pending };
}

export function BankruptcyGiftPrompt() {
  const { open, show, hide, pending } = useBankruptcyGiftDue();
  return (
    <>
      {pending && (
        <button type="button" className="bankrupt-banner" onClick={show}>
          <Gift aria-hidden="true" size={22} />
          <span>{t('bankrupt.title')}</span>
        </button>
      )}
      {open && <BankruptcyGiftModal onClose={hide} />}
    </>
  );
}
