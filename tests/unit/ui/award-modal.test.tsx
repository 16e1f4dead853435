// @vitest-environment jsdom
// The award modal draws every prop range of SPEC section 3 with a name and an amount, an unknown id as
// "item #id", and closes on a tap anywhere, Enter or Escape.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AwardModal } from '../../../src/ui/award-modal.tsx';
import { formatMoney } from '../../../src/lib/money.ts';

afterEach(cleanup);

const cases: Array<[id: number, kind: string, name: string, amount: string]> = [
  [1005, 'percentCoupon', 'Deposit bonus coupon #5', '×2'],
  [1201, 'fixedCoupon', 'Fixed bonus coupon #1', '×1'],
  [1399, 'giveCoupon', 'Free bonus coupon #99', '×3'],
  [100002, 'diamondCoupon', 'Diamond coupon #2', '×1'],
  [110005, 'lotteryCoupon', 'Lottery coupon #5', '×4'],
  [2001, 'coin', 'Coins', formatMoney(12345)],
  [2002, 'points', 'Points', '×50'],
  [4001, 'liveness', 'Liveness', '×10'],
  [60001, 'diamond', 'Diamonds', '×7'],
  [40001, 'newYear', 'New Year gift #1', '×1'],
  [40004, 'newYear', 'New Year gift #4', '×1'],
  [80003, 'lottery', 'Lottery ticket #3', '×2'],
  [50000, 'jackpot', 'Jackpot award', formatMoney(100)],
  [50001, 'jackpot', 'Mega jackpot', formatMoney(500000)],
  [50002, 'jackpot', 'Major jackpot', formatMoney(50000)],
  [50003, 'jackpot', 'Minor jackpot', formatMoney(5000)],
  [50004, 'jackpot', 'Mini jackpot', formatMoney(500)],
  [50005, 'jackpot', 'Jackpot award', formatMoney(1)],
  [777, 'unknown', 'item #777', '×1'],
  [-5, 'unknown', 'item #-5', '×1'],
];
const count = (amount: string) => (amount.startsWith('×') ? Number(amount.slice(1)) : NaN);
const moneyCounts: Record<number, number> = { 2001: 12345, 50000: 100, 50001: 500000, 50002: 50000, 50003: 5000, 50004: 500, 50005: 1 };

describe('AwardModal', () => {
  it.each(cases)('prop %i renders as %s with its name, amount and an icon', (id, kind, name, amount) => {
    const award = { id, count: moneyCounts[id] ?? count(amount) };
    render(<AwardModal awards={[award]} onClose={() => {}} />);
    const item = screen.getByRole('listitem');
    expect(item.getAttribute('data-prop-kind')).toBe(kind);
    expect(within(item).getByText(name)).toBeTruthy();
    expect(within(item).getByText(amount)).toBeTruthy();
    expect(item.querySelector('svg')).not.toBeNull();
  });

  it('lists several awards and says to tap to continue', () => {
    render(
      <AwardModal
        awards={[
          { id: 2001, count: 100 },
          { id: 1005, count: 1 },
          { id: 999999, count: 2 },
        ]}
        onClose={() => {}}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('TAP THE SCREEN TO CONTINUE')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a tap anywhere, on Enter and on Escape', () => {
    const onClose = vi.fn();
    render(<AwardModal awards={[{ id: 2001, count: 100 }]} onClose={onClose} />);
    fireEvent.click(screen.getByText('Coins'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document, { key: 'Enter' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(4);
  });
});
