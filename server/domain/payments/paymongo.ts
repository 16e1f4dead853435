// The PayMongo channel (GCash, Maya and cards through PayMongo's Checkout API). The player's pay URL is our own
// /pay/paymongo/<order>/<token>, which opens one Checkout Session for the order and sends the player to PayMongo's page;
// PayMongo sends them back to the wallet and tells us about the payment by a signed webhook, checked here exactly as
// PayMongo documents it: `Paymongo-Signature: t=<unix seconds>,te=<test sig>,li=<live sig>`, each an HMAC-SHA256 of
// `<t>.<raw body>` keyed with the webhook's secret, `li` compared for a live key and `te` for a test key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymongoConfig, PaymongoMethod } from './paymongo-config.ts';
import type { DepositNotification, PaymentChannel } from './types.ts';

/** A signature older or newer than this is refused, so a captured webhook cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 15_000;

/** PayMongo did not answer, or answered without a checkout page. */
export class PaymentProviderError extends Error {
  constructor(readonly status: number) {
    super(`PayMongo did not open a checkout (${status === 0 ? 'no answer' : `HTTP ${status}`})`);
    this.name = 'PaymentProviderError';
  }
}

const basicAuth = (secretKey: string) => `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

export interface CheckoutRequest {
  orderId: string;
  /** Centavos: the app's hundredths of a peso are PayMongo's unit as they are. */
  amount: number;
  methods: readonly PaymongoMethod[];
  /** The recharge type's name, shown on PayMongo's page. */
  label: string;
  returnUrl: string;
}

/** POST /v1/checkout_sessions; returns the checkout_url the player is sent to. */
export async function createCheckoutSession(config: PaymongoConfig, request: CheckoutRequest): Promise<string> {
  const attributes = {
    line_items: [{ name: `PisoWin deposit (${request.label})`, amount: request.amount, currency: 'PHP', quantity: 1 }],
    payment_method_types: request.methods,
    description: `PisoWin deposit ${request.orderId}`,
    reference_number: request.orderId,
    metadata: { pisowin_order: request.orderId },
    success_url: request.returnUrl,
    cancel_url: request.returnUrl,
    send_email_receipt: false,
    show_description: true,
    show_line_items: true,
  };
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/v1/checkout_sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: basicAuth(config.secretKey) },
      body: JSON.stringify({ data: { attributes } }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new PaymentProviderError(0);
  }
  const body = (await response.json().catch(() => null)) as { data?: { attributes?: { checkout_url?: unknown } } } | null;
  const url = body?.data?.attributes?.checkout_url;
  if (!response.ok || typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new PaymentProviderError(response.status);
  return url;
}

export function signPaymongo(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type WebhookVerdict =
  /** Not from PayMongo, stale, or not for this mode: answered 401 and never applied. */
  | { kind: 'refused'; reason: string }
  /** Genuine, but an event this app does not act on. */
  | { kind: 'ignored'; eventType: string }
  /** Genuine, but not a payment this app can take (another currency). */
  | { kind: 'mismatch'; reason: string; orderId: string }
  | { kind: 'paid'; notification: DepositNotification; eventType: string };

function parseHeader(header: string): { t: number; te: string; li: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  if (!/^\d{1,12}$/.test(t)) return null;
  return { t: Number(t), te: parts.get('te') ?? '', li: parts.get('li') ?? '' };
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const orderIdOf = (value: unknown) => (typeof value === 'string' && /^[\w-]{1,64}$/.test(value) ? value : '');

/** The paid amount, currency and our order id of a paid event, or null when it carries none of ours. */
function paymentOf(eventType: string, resource: Json): { orderId: string; amount: unknown; currency: unknown } | null {
  const attributes = obj(resource.attributes);
  if (eventType === 'checkout_session.payment.paid') {
    const payments = Array.isArray(attributes.payments) ? attributes.payments.map((p) => obj(obj(p).attributes)) : [];
    const paid = payments.find((p) => p.status === 'paid');
    const orderId = orderIdOf(attributes.reference_number) || orderIdOf(obj(attributes.metadata).pisowin_order);
    return paid && orderId ? { orderId, amount: paid.amount, currency: paid.currency } : null;
  }
  // A payment made on a checkout carries the session's metadata; one made elsewhere on the account does not.
  const orderId = orderIdOf(obj(attributes.metadata).pisowin_order);
  return attributes.status === 'paid' && orderId ? { orderId, amount: attributes.amount, currency: attributes.currency } : null;
}

/** Checks a webhook delivery: signature of its raw body, its age, its mode, then what it says. */
export function verifyPaymongoWebhook(config: PaymongoConfig, rawBody: string, header: string | undefined, nowMs: number): WebhookVerdict {
  const signature = header ? parseHeader(header) : null;
  if (!signature) return { kind: 'refused', reason: 'no Paymongo-Signature' };
  const given = config.live ? signature.li : signature.te;
  if (!sameHex(signPaymongo(config.webhookSecret, signature.t, rawBody), given)) return { kind: 'refused', reason: 'bad signature' };
  if (Math.abs(nowMs / 1000 - signature.t) > WEBHOOK_TOLERANCE_SECONDS) return { kind: 'refused', reason: 'stale timestamp' };
  let event: Json;
  try {
    event = obj(obj(JSON.parse(rawBody)).data);
  } catch {
    return { kind: 'refused', reason: 'body is not JSON' };
  }
  const attributes = obj(event.attributes);
  if (attributes.livemode !== config.live) return { kind: 'refused', reason: `a ${config.live ? 'test' : 'live'} mode event` };
  const eventType = typeof attributes.type === 'string' ? attributes.type : '';
  if (eventType !== 'checkout_session.payment.paid' && eventType !== 'payment.paid') return { kind: 'ignored', eventType };
  const payment = paymentOf(eventType, obj(attributes.data));
  if (!payment) return { kind: 'ignored', eventType };
  if (payment.currency !== 'PHP') return { kind: 'mismatch', reason: `currency ${String(payment.currency)}`, orderId: payment.orderId };
  if (typeof payment.amount !== 'number' || !Number.isSafeInteger(payment.amount) || payment.amount <= 0) {
    return { kind: 'mismatch', reason: 'no paid amount', orderId: payment.orderId };
  }
  return { kind: 'paid', eventType, notification: { orderId: payment.orderId, status: 'paid', amount: payment.amount } };
}

/** The pay page path the app hands the player; only the ordering player has the token (server/routes/payments.ts). */
export function paymongoChannel(config: PaymongoConfig): PaymentChannel {
  return {
    name: 'paymongo',
    isSandbox: false,
    // PayMongo's public API has no e-wallet disbursements for a merchant: an operator pays withdrawals out themselves.
    canPayout: false,
    payUrl: (orderId, payToken) => `/pay/paymongo/${encodeURIComponent(orderId)}/${encodeURIComponent(payToken)}`,
    verifyNotification(body) {
      const { rawBody, signature, now } = obj(body);
      if (typeof rawBody !== 'string' || typeof now !== 'number') return null;
      const verdict = verifyPaymongoWebhook(config, rawBody, typeof signature === 'string' ? signature : undefined, now);
      return verdict.kind === 'paid' ? verdict.notification : null;
    },
    payout: () => Promise.reject(new Error('PayMongo cannot pay out withdrawals')),
  };
}
