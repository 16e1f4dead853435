// The bankruptcy gift's rules as pure functions of what the server read: who is bankrupt, and each gift's state and
// timers for one Manila day. Both gifts need the player bankrupt at claim time: gift 2 is for a player who played
// gift 1 and is broke again, not a second free credit on top of money still held.

export interface BankruptFacts {
  /** Main wallet plus safebox: money parked in the safebox is still the player's money. */
  balance: number;
  threshold: number;
  /** A withdrawal not yet paid out (pending or approved): its money may come back, and it is not bankruptcy. */
  pendingWithdrawal: boolean;
  /** Confirmed deposits ever: the gift is for real players, not throwaway accounts made to farm it. */
  totalRecharge: number;
}

export const isBankrupt = (f: BankruptFacts): boolean => f.balance < f.threshold && !f.pendingWithdrawal && f.totalRecharge > 0;

export interface DayFacts {
  now: number;
  bankrupt: boolean;
  /** When today's gift 1 was claimed, null when not yet. */
  gift1At: number | null;
  gift2Claimed: boolean;
  gift2WaitMs: number;
  /** Valid bet since gift 1 and what gift 2 needs. */
  currBet: number;
  validBet: number;
  /** The next Manila midnight: a new day's gift 1. */
  nextDayAt: number;
}

export type GiftRefusal = 'notBankrupt' | 'alreadyClaimed' | 'betRequired' | 'notYet';

export interface DayState {
  canReceiveLastMs: number;
  gift2LastMs: number;
  /** Why each gift cannot be claimed now, null when it can. */
  gift1: GiftRefusal | null;
  gift2: GiftRefusal | null;
}

export function dayState(f: DayFacts): DayState {
  const gift2Due = f.gift1At === null ? null : f.gift1At + f.gift2WaitMs;
  const gift1: GiftRefusal | null = f.gift1At !== null ? 'alreadyClaimed' : f.bankrupt ? null : 'notBankrupt';
  let gift2: GiftRefusal | null;
  if (f.gift2Claimed) gift2 = 'alreadyClaimed';
  else if (gift2Due === null || f.now < gift2Due) gift2 = 'notYet';
  else if (f.currBet < f.validBet) gift2 = 'betRequired';
  else gift2 = f.bankrupt ? null : 'notBankrupt';
  const allUsed = f.gift1At !== null && f.gift2Claimed;
  return {
    canReceiveLastMs: allUsed ? Math.max(0, f.nextDayAt - f.now) : -1,
    gift2LastMs: gift2Due === null || f.gift2Claimed ? -1 : Math.max(0, gift2Due - f.now),
    gift1,
    gift2,
  };
}
