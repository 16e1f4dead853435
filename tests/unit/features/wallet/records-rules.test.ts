// The coin records' filters: date ranges, which ledger rows show, which deposit orders show beside them, type names.
import { describe, expect, it } from 'vitest';
import type { DepositOrder } from '../../../../contract/index.ts';
import { ordersShown, recordShown, recordTypeLabel, sinceOf } from '../../../../src/features/wallet/records-rules.ts';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

describe('sinceOf', () => {
  it.each([
    ['all', 0],
    ['day', NOW - DAY],
    ['week', NOW - 7 * DAY],
    ['month', NOW - 30 * DAY],
  ] as const)('%s starts at %i', (range, since) => {
    expect(sinceOf(range, NOW)).toBe(since);
  });
});

describe('recordShown', () => {
  it.each([
    ['any type under All', { type: 'bet', createTime: NOW }, '', 0, true],
    ['the chosen type', { type: 'deposit', createTime: NOW }, 'deposit', 0, true],
    ['not another type', { type: 'bet', createTime: NOW }, 'deposit', 0, false],
    ['not before the range', { type: 'bet', createTime: NOW - 2 * DAY }, '', NOW - DAY, false],
    ['at the start of the range', { type: 'bet', createTime: NOW - DAY }, '', NOW - DAY, true],
  ] as const)('%s', (_name, record, type, since, shown) => {
    expect(recordShown(record, type, since)).toBe(shown);
  });
});

describe('ordersShown', () => {
  const order = (orderId: string, state: DepositOrder['state'], createTime = NOW): DepositOrder => ({
    orderId,
    amount: 50_000,
    channelName: 'GCash',
    state,
    createTime,
    updateTime: createTime,
  });
  const orders = [order('a', 'pending'), order('b', 'paid'), order('c', 'failed'), order('d', 'expired'), order('e', 'failed', NOW - 3 * DAY)];

  it('lists the orders never credited, not the paid one (its Deposit row says it)', () => {
    expect(ordersShown(orders, '', 0).map((o) => o.orderId)).toEqual(['a', 'c', 'd', 'e']);
  });
  it('lists them under Deposit too, within the date range', () => {
    expect(ordersShown(orders, 'deposit', NOW - DAY).map((o) => o.orderId)).toEqual(['a', 'c', 'd']);
  });
  it('lists none under another type', () => {
    expect(ordersShown(orders, 'bet', 0)).toEqual([]);
  });
});

describe('recordTypeLabel', () => {
  it('names a known type by its key and an unknown one Other', () => {
    expect(recordTypeLabel('withdraw_fee')).toBe('wallet.type.withdraw_fee');
    expect(recordTypeLabel('jackpot_v9')).toBe('wallet.type.other');
  });
});
