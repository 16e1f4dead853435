// What a payment channel is, apart from which channels exist (channel.ts): adapters import this, the registry imports them.

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
  /** Whether payout works; when no channel on can pay out, the operator sends the money themselves. */
  canPayout: boolean;
  /** Pays a withdrawal out; 'pending' means the channel will report later. */
  payout(withdrawal: { id: number; amount: number; accountNo: string }): Promise<'paid' | 'failed' | 'pending'>;
}
