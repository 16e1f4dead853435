// Wallet constants without zod, so screens can import them cheaply.

/** Where a withdrawal can be paid: e-wallets take a Philippine mobile number, banks an account number. */
export const RECEIVING_BANKS = [
  { id: 1, name: 'GCash', kind: 'ewallet', channel: 'gcash' },
  { id: 2, name: 'Maya', kind: 'ewallet', channel: 'maya' },
  { id: 11, name: 'BDO Unibank', kind: 'bank', channel: 'bank' },
  { id: 12, name: 'BPI', kind: 'bank', channel: 'bank' },
  { id: 13, name: 'Metrobank', kind: 'bank', channel: 'bank' },
  { id: 14, name: 'Landbank', kind: 'bank', channel: 'bank' },
  { id: 15, name: 'UnionBank', kind: 'bank', channel: 'bank' },
] as const;
export type ReceivingBank = (typeof RECEIVING_BANKS)[number];

/** The withdrawal channels of /withdrawal/{name}. */
export const WITHDRAWAL_CHANNELS = ['gcash', 'maya', 'bank'] as const;
export type WithdrawalChannel = (typeof WITHDRAWAL_CHANNELS)[number];

/** Ledger reasons a player sees in the coin records. */
export const RECORD_TYPES = [
  'deposit',
  'withdraw',
  'withdraw_fee',
  'withdraw_refund',
  'safebox_in',
  'safebox_out',
  'opening_balance',
  'bonus',
  'bet',
  'win',
  'reward',
] as const;

/** A withdrawal's fee in hundredths: `rate` basis points of the amount, rounded down (the server's rule). */
export const withdrawFee = (amount: number, rate: number) => Math.floor((amount * rate) / 10_000);

/** How long a deposit order can be paid; an order still unpaid after this is expired. */
export const DEPOSIT_PAY_WINDOW_MS = 30 * 60 * 1000;
