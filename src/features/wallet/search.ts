// Search params of the wallet routes, validated with zod/mini (a bad value falls back instead of crashing).
import * as z from 'zod/mini';
import { WITHDRAWAL_CHANNELS } from '../../../contract/wallet-constants.ts';

const orderId = z.catch(z.optional(z.string().check(z.maxLength(64))), undefined);

export const walletSearch = z.object({
  name: z.catch(z.union([z.literal('deposit'), z.literal('withdraw')]), 'deposit'),
  back: z.catch(z.optional(z.union([z.literal(0), z.literal(1)])), undefined),
  order: orderId,
});

export const cardEditSearch = z.object({
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export const bankActivitySearch = z.object({ order: orderId });

export const isWithdrawalChannel = (name: string): name is (typeof WITHDRAWAL_CHANNELS)[number] =>
  (WITHDRAWAL_CHANNELS as readonly string[]).includes(name);
