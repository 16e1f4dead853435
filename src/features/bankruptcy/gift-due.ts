// When the bankruptcy gift modal opens by itself: the player is bankrupt and a gift is claimable now, at most once per
// browser session (sessionStorage), so a player who closed it is not nagged on every visit to home.
import type { BankruptGiftInfo } from '../../../contract/calls/bankrupt.ts';

const SHOWN_KEY = 'pisowin.bankruptGiftShown';

export const giftClaimableNow = (info: Pick<BankruptGiftInfo, 'bankrupt' | 'awardList'>): boolean =>
  info.bankrupt && info.awardList.some((gift) => gift.canReceive);

export function isBankruptcyGiftDue(info: Pick<BankruptGiftInfo, 'bankrupt' | 'awardList'> | null | undefined, shownThisSession: boolean): boolean {
  return !shownThisSession && info != null && giftClaimableNow(info);
}

export function shownThisSession(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  try {
    return storage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markShown(storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage blocked (private mode): the modal may show again next visit, which is harmless.
  }
}

/** A countdown as h:mm:ss (or m:ss under an hour). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
