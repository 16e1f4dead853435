// The bankruptcy gift's server rules as tables: who is bankrupt, and each gift's state and timers in a Manila day.
import { describe, expect, it } from 'vitest';
import { dayState, isBankrupt } from '../../../server/domain/bankrupt/rules.ts';
import { tierReached } from '../../../server/domain/monthly-bonus/rules.ts';

describe('isBankrupt', () => {
  const base = { balance: 0, threshold: 100, pendingWithdrawal: false, totalRecharge: 10_000 };
  it.each([
    { name: 'broke depositor', facts: {}, bankrupt: true },
    { name: 'one centavo under', facts: { balance: 99 }, bankrupt: true },
    { name: 'at the threshold', facts: { balance: 100 }, bankrupt: false },
    { name: 'withdrawal pending', facts: { pendingWithdrawal: true }, bankrupt: false },
    { name: 'never deposited', facts: { totalRecharge: 0 }, bankrupt: false },
  ])('$name', ({ facts, bankrupt }) => {
    expect(isBankrupt({ ...base, ...facts })).toBe(bankrupt);
  });
});

describe('dayState', () => {
  const base = {
    now: 1_000_000,
    bankrupt: true,
    gift1At: null,
    gift2Claimed: false,
    gift2WaitMs: 1_800_000,
    currBet: 0,
    validBet: 5_000,
    nextDayAt: 5_000_000,
  };
  it.each([
    { name: 'fresh and bankrupt', facts: {}, state: { canReceiveLastMs: -1, gift2LastMs: -1, gift1: null, gift2: 'notYet' } },
    { name: 'fresh, not bankrupt', facts: { bankrupt: false }, state: { gift1: 'notBankrupt', gift2: 'notYet' } },
    {
      name: 'gift 1 just claimed',
      facts: { gift1At: 1_000_000 },
      state: { canReceiveLastMs: -1, gift2LastMs: 1_800_000, gift1: 'alreadyClaimed', gift2: 'notYet' },
    },
    { name: 'wait over, bet short', facts: { gift1At: 0, now: 2_000_000, currBet: 4_999 }, state: { gift2LastMs: 0, gift2: 'betRequired' } },
    { name: 'wait over, bet met', facts: { gift1At: 0, now: 2_000_000, currBet: 5_000 }, state: { gift2: null } },
    { name: 'bet met, not bankrupt', facts: { gift1At: 0, now: 2_000_000, currBet: 9_000, bankrupt: false }, state: { gift2: 'notBankrupt' } },
    {
      name: 'both used',
      facts: { gift1At: 0, now: 2_000_000, gift2Claimed: true },
      state: { canReceiveLastMs: 3_000_000, gift2LastMs: -1, gift1: 'alreadyClaimed', gift2: 'alreadyClaimed' },
    },
  ])('$name', ({ facts, state }) => {
    expect(dayState({ ...base, ...facts })).toMatchObject(state);
  });
});

describe('tierReached', () => {
  const tiers = [
    { tier: 1, minBet: 100, minDeposit: 10 },
    { tier: 2, minBet: 1_000, minDeposit: 100 },
  ];
  it.each([
    [0, 0, 0],
    [99, 9, 0],
    [100, 0, 1],
    [0, 100, 2],
    [1_000, 0, 2],
    [500, 100, 2],
  ])('bet %i, deposit %i: tier %i', (bet, deposit, tier) => {
    expect(tierReached(tiers, bet, deposit)).toBe(tier);
  });
});
