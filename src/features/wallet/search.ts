// Search params of the wallet routes (a bad value falls back instead of crashing).
import { WITHDRAWAL_CHANNELS } from '../../../contract/wallet-constants.ts';
import { oneOf, positiveInt, searchSchema, text } from '../../lib/search-params.ts';

const orderId = text(64);

/** `name` defaults to deposit, so a link may leave it out. */
export const walletSearch = searchSchema({ name: oneOf(['deposit', 'withdraw'], 'deposit'), back: oneOf([0, 1]), order: orderId });

export const cardEditSearch = searchSchema({ id: positiveInt });

export const bankActivitySearch = searchSchema({ order: orderId });

export const isWithdrawalChannel = (name: string): name is (typeof WITHDRAWAL_CHANNELS)[number] => (WITHDRAWAL_CHANNELS as readonly string[]).includes(name);
