// Payment channels are adapters behind one interface: where the player pays a deposit, how a channel's notification is
// verified, and how a withdrawal is paid out. `sandbox` is the built-in one that runs the whole loop locally; `paymongo`
// (paymongo.ts) takes real GCash, Maya and card payments for the recharge types PAYMONGO_RECHARGE_TYPES names.
import type { PaymongoConfig } from './paymongo-config.ts';
import { paymongoChannel } from './paymongo.ts';
import { sandboxChannel } from './sandbox.ts';
import type { PaymentChannel } from './types.ts';

export type { DepositNotification, PaymentChannel } from './types.ts';

/**
 * The channel serving a recharge type: PayMongo for the types it is set up for, else the type's own channel when it is
 * on. A recharge type whose channel is not on is not offered.
 */
export type PaymentChannels = (name: string, rechargeTypeId?: number) => PaymentChannel | undefined;

/** The sandbox is on only when asked for (PAYMENT_SANDBOX, server/demo-parts.ts): its pay page credits without payment. */
export function paymentChannels(options: { sandbox: boolean; paymongo?: PaymongoConfig | null }): PaymentChannels {
  const channels: Record<string, PaymentChannel> = options.sandbox ? { sandbox: sandboxChannel } : {};
  const paymongo = options.paymongo ? paymongoChannel(options.paymongo) : undefined;
  if (paymongo) channels[paymongo.name] = paymongo;
  return (name, rechargeTypeId) => {
    if (paymongo && rechargeTypeId !== undefined) {
      if (options.paymongo?.methods.has(rechargeTypeId)) return paymongo;
      // A type PAYMONGO_RECHARGE_TYPES does not name has no payment methods to open a checkout with.
      if (name === paymongo.name) return undefined;
    }
    return Object.hasOwn(channels, name) ? channels[name] : undefined;
  };
}

/**
 * The channel the operator's `withdrawals pay` pays through: one switched on that can pay out, or none (PayMongo
 * cannot), when the operator sends the money themselves and records it with `withdrawals pay <id> sent`.
 */
export function payoutChannel(channels: PaymentChannels): PaymentChannel | undefined {
  return [channels('paymongo'), channels('sandbox')].find((channel) => channel?.canPayout);
}
