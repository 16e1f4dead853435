// The sandbox channel: its own pay page approves or fails an order and notifies POST /pay/sandbox/callback with an
// HMAC-SHA256 signature. The secret is SANDBOX_PAY_SECRET, or one made once and kept in DATA_DIR/sandbox-pay-secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DepositNotification, PaymentChannel } from './types.ts';

let secret: string | undefined;

export function sandboxSecret(): string {
  if (secret) return secret;
  const fromEnv = process.env.SANDBOX_PAY_SECRET?.trim();
  if (fromEnv) return (secret = fromEnv);
  const dir = resolve(process.env.DATA_DIR ?? './data');
  const file = join(dir, 'sandbox-pay-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return (secret = stored);
    // An empty file (a write cut short) holds no secret: make a new one.
    rmSync(file, { force: true });
  } catch {
    // Not made yet.
  }
  mkdirSync(dir, { recursive: true });
  // Written whole under another name, then linked into place: of two server processes making it at once, the second
  // link fails and that process reads the first one's secret, so both check callbacks with one secret.
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return (secret = readFileSync(file, 'utf8').trim());
}

export interface SignedNotification extends DepositNotification {
  ts: number;
  sign: string;
}

const payload = (n: Omit<SignedNotification, 'sign'>) => `${n.orderId}|${n.status}|${n.amount}|${n.ts}`;

export function signNotification(n: DepositNotification, ts: number, key = sandboxSecret()): SignedNotification {
  return {
    ...n,
    ts,
    sign: createHmac('sha256', key)
      .update(payload({ ...n, ts }))
      .digest('hex'),
  };
}

function parse(body: unknown): SignedNotification | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const { orderId, status, amount, ts, sign } = b;
  if (typeof orderId !== 'string' || orderId.length === 0 || orderId.length > 64) return null;
  if (status !== 'paid' && status !== 'failed') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) return null;
  if (typeof sign !== 'string' || !/^[0-9a-f]{64}$/.test(sign)) return null;
  return { orderId, status, amount, ts, sign };
}

export const sandboxChannel: PaymentChannel = {
  name: 'sandbox',
  isSandbox: true,
  canPayout: true,
  payUrl: (orderId, payToken) => `/pay/sandbox/${encodeURIComponent(orderId)}/${encodeURIComponent(payToken)}`,
  verifyNotification(body) {
    const n = parse(body);
    if (!n) return null;
    const expected = Buffer.from(signNotification(n, n.ts).sign, 'hex');
    const given = Buffer.from(n.sign, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { orderId: n.orderId, status: n.status, amount: n.amount };
  },
  // The sandbox bank always pays.
  payout: async () => 'paid',
};
