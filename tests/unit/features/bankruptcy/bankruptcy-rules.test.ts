// The bankruptcy gift's client-side rules: which countdown the modal runs (SPEC section 4), the claim failure words
// (SPEC section 8), when the modal opens by itself, and the countdown's clock format.
import { describe, expect, it } from 'vitest';
import { BANKRUPT_CODE, bankruptCountdown } from '../../../../contract/calls/bankrupt.ts';
import { bankruptClaimMessage } from '../../../../src/features/bankruptcy/claim-message.ts';
import { formatClock, isBankruptcyGiftDue, markShown, shownThisSession } from '../../../../src/features/bankruptcy/gift-due.ts';

describe('bankruptCountdown', () => {
  it.each([
    { name: 'nothing waiting', canReceiveLastMs: -1, gift2LastMs: -1, expected: null },
    { name: 'gift 2 timer after gift 1', canReceiveLastMs: -1, gift2LastMs: 90_000, expected: { field: 'gift2LastMs', ms: 90_000 } },
    { name: 'gift 2 timer over', canReceiveLastMs: -1, gift2LastMs: 0, expected: null },
    { name: 'both used: next day', canReceiveLastMs: 3_600_000, gift2LastMs: -1, expected: { field: 'canReceiveLastMs', ms: 3_600_000 } },
    { name: 'canReceiveLastMs wins over gift2LastMs', canReceiveLastMs: 5_000, gift2LastMs: 90_000, expected: { field: 'canReceiveLastMs', ms: 5_000 } },
    { name: 'canReceiveLastMs at 0 runs neither', canReceiveLastMs: 0, gift2LastMs: 90_000, expected: null },
  ])('$name', ({ canReceiveLastMs, gift2LastMs, expected }) => {
    expect(bankruptCountdown({ canReceiveLastMs, gift2LastMs })).toEqual(expected);
  });
});

describe('bankruptClaimMessage', () => {
  it.each([
    { code: BANKRUPT_CODE.notBankrupt, reason: 'api' as const, text: 'Your balance is not low enough for the bankruptcy gift.' },
    { code: BANKRUPT_CODE.alreadyClaimed, reason: 'api' as const, text: 'You have already claimed this gift today.' },
    { code: BANKRUPT_CODE.betRequired, reason: 'api' as const, text: 'Place more valid bets before claiming this gift.' },
    { code: BANKRUPT_CODE.notYet, reason: 'api' as const, text: 'This gift is not ready yet. Please wait for the countdown.' },
    { code: 3005, reason: 'api' as const, text: 'The claim failed with code 3005. Please try again.' },
    { code: 404, reason: 'api' as const, text: 'The claim failed with code 404. Please try again.' },
    { code: 0, reason: 'network' as const, text: 'No connection.' },
  ])('code $code ($reason)', ({ code, reason, text }) => {
    expect(bankruptClaimMessage({ code, reason, msg: 'No connection.' })).toBe(text);
  });
});

describe('isBankruptcyGiftDue', () => {
  const gift = (canReceive: boolean, isReceived = false) => ({ id: 1, propId: 2001, count: 500, canReceive, isReceived });
  it.each([
    { name: 'bankrupt with a claimable gift', info: { bankrupt: true, awardList: [gift(true), gift(false)] }, shown: false, due: true },
    { name: 'already shown this session', info: { bankrupt: true, awardList: [gift(true)] }, shown: true, due: false },
    { name: 'not bankrupt', info: { bankrupt: false, awardList: [gift(false)] }, shown: false, due: false },
    { name: 'bankrupt but gift 2 still waiting', info: { bankrupt: true, awardList: [gift(false, true), gift(false)] }, shown: false, due: false },
    { name: 'no info yet', info: null, shown: false, due: false },
  ])('$name', ({ info, shown, due }) => {
    expect(isBankruptcyGiftDue(info, shown)).toBe(due);
  });

  it('remembers a shown modal for the session, and survives blocked storage', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
    expect(shownThisSession(storage)).toBe(false);
    markShown(storage);
    expect(shownThisSession(storage)).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(shownThisSession(blocked)).toBe(false);
    expect(() => markShown(blocked)).not.toThrow();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:01'],
    [59_000, '0:59'],
    [30 * 60_000, '30:00'],
    [3_600_000 + 65_000, '1:01:05'],
    [-5, '0:00'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});
