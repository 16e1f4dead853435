// Payment channels are adapters behind one interface: where the player pays a deposit, how a channel's notification is
// verified, and how a withdrawal is paid out. `sandbox` is the built-in one that runs the whole loop locally.
import { sandboxChannel } from './sandbox.ts';

export interface DepositNotification {
  orderId: string;
  status: 'paid' | 'failed';
  amount: number;
}

export interface PaymentChannel {
  name: string;
  /** A test channel: no real money moves (the app shows a badge). */
  isSandbox: boolean;
  /** The page where the player pays the order (same origin or the channel's site), opened with its pay token. */
  payUrl(orderId: string, payToken: string): string;
  /** The notification the channel sent, or null when its signature or shape is wrong. */
  verifyNotification(body: unknown): DepositNotification | null;
  /** Pays a withdrawal out; 'pending' means the channel will report later. */
  payout(withdrawal: { id: number; amount: number; accountNo: string }): Promise<'paid' | 'failed' | 'pending'>;
}

/** The channels this app offers, by name; a recharge type on a channel that is not on is not offered. */
export type PaymentChannels = (name: string) => PaymentChannel | undefined;

/** The sandbox is on only when asked for (PAYMENT_SANDBOX, server/demo-parts.ts): its pay page credits without payment. */
export function paymentChannels(options: { sandbox: boolean }): PaymentChannels {
  const channels: Record<string, PaymentChannel> = options.sandbox ? { sandbox: sandboxChannel } : {};
  return (name) => (Object.hasOwn(channels, name) ? channels[name] : undefined);
}
