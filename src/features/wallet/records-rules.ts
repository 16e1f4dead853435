// The coin records' filter rules as pure functions: the date ranges, which ledger rows and which deposit orders a
// filter shows, and how a record type is named.
import type { DepositOrder } from '../../../contract/index.ts';
import { RECORD_TYPES } from '../../../contract/wallet-constants.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';

const DAY = 24 * 60 * 60 * 1000;
export const RANGES = { all: 0, day: DAY, week: 7 * DAY, month: 30 * DAY } as const;
export type Range = keyof typeof RANGES;

/** The earliest time a range shows; 0 for all time. */
export const sinceOf = (range: Range, now: number): number => (RANGES[range] ? now - RANGES[range] : 0);

export function recordShown(record: { type: string; createTime: number }, type: string, since: number): boolean {
  return (type === '' || record.type === type) && record.createTime >= since;
}

/**
 * The deposit orders the records list beside the ledger: those never credited (waiting, failed, expired), since a paid
 * one is already its Deposit row. Only under All or Deposit, and within the date range.
 */
export function ordersShown(orders: readonly DepositOrder[], type: string, since: number): DepositOrder[] {
  if (type !== '' && type !== 'deposit') return [];
  return orders.filter((o) => o.state !== 'paid' && o.createTime >= since);
}

const KNOWN_TYPES: readonly string[] = RECORD_TYPES;
/** A reason the app does not know yet (a newer server) reads "Other", never as its key. */
export const recordTypeLabel = (type: string): MessageKey => (KNOWN_TYPES.includes(type) ? (`wallet.type.${type}` as MessageKey) : 'wallet.type.other');
