// Payment channels are adapters behind one interface: where the player pays a deposit, how a channel's notification is
// verified, and how a withdrawal is paid out. `sandbox` is the built-in one that runs the whole loop locally.
import { sandboxChannel } from './sandbox.ts';
import type { PaymentChannel } from './types.ts';

export type { DepositNotification, PaymentChannel } from './types.ts';

/** The channels this app offers, by name; a recharge type on a channel that is not on is not offered. */
export type PaymentChannels = (name: string) => PaymentChannel | undefined;

/** The sandbox is on only when asked for (PAYMENT_SANDBOX, server/demo-parts.ts): its pay page credits without payment. */
export function paymentChannels(options: { sandbox: boolean }): PaymentChannels {
  const channels: Record<string, PaymentChannel> = options.sandbox ? { sandbox: sandboxChannel } : {};
  return (name) => (Object.hasOwn(channels, name) ? channels[name] : undefined);
}
