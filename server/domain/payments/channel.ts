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
  /** The page where the player pays the order (same origin or the channel's site). */
  payUrl(orderId: string): string;
  /** The notification the channel sent, or null when its signature or shape is wrong. */
  verifyNotification(body: unknown): DepositNotification | null;
  /** Pays a withdrawal out; 'pending' means the channel will report later. */
  payout(withdrawal: { id: number; amount: number; accountNo: string }): Promise<'paid' | 'failed' | 'pending'>;
}

const channels: Record<string, PaymentChannel> = { sandbox: sandboxChannel };

export function paymentChannel(name: string): PaymentChannel | undefined {
  return Object.hasOwn(channels, name) ? channels[name] : undefined;
}
