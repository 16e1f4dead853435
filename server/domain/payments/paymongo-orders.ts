// Where PayMongo meets deposit orders: opening a checkout for an order (once, with the ordering player's pay token)
// and applying a verified webhook to its order (once, however often PayMongo delivers it).
import type { Database } from '../../db/database.ts';
import { DomainError, notFound } from '../errors.ts';
import { hashToken } from '../sessions.ts';
import { applyDepositNotification, takePayToken, type NotificationOutcome } from '../wallet/deposits.ts';
import type { PaymongoConfig } from './paymongo-config.ts';
import { createCheckoutSession, PaymentProviderError, verifyPaymongoWebhook } from './paymongo.ts';

export const PROVIDER_DOWN = 'PayMongo is not answering right now. Please try again in a moment.';

/**
 * Uses up the order's pay token and opens one Checkout Session for it, so two taps cannot open two checkouts the player
 * could both pay. When PayMongo fails the token is given back, so the same pay link can be tried again.
 */
export async function openCheckout(
  db: Database,
  config: PaymongoConfig,
  args: { orderId: string; payToken: string; returnPath: string; now: number },
): Promise<string> {
  const order = await takePayToken(db, args.orderId, args.payToken, args.now);
  const row = await db
    .selectFrom('deposit_orders as o')
    .innerJoin('recharge_types as t', 't.id', 'o.recharge_type_id')
    .select(['o.channel', 'o.recharge_type_id', 't.name'])
    .where('o.id', '=', order.id)
    .executeTakeFirstOrThrow();
  const methods = config.methods.get(row.recharge_type_id);
  if (row.channel !== 'paymongo' || !methods) throw notFound('Unknown order');
  const sep = args.returnPath.includes('?') ? '&' : '?';
  try {
    return await createCheckoutSession(config, {
      orderId: order.id,
      amount: order.amount,
      methods,
      label: row.name,
      returnUrl: `${config.publicUrl}${args.returnPath}${sep}order=${encodeURIComponent(order.id)}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await db
      .updateTable('deposit_orders')
      .set({ pay_token_hash: hashToken(args.payToken) })
      .where('id', '=', order.id)
      .where('state', '=', 'pending')
      .where('pay_token_hash', '=', '')
      .execute();
    throw error;
  }
}

export type WebhookResult = { status: 200; outcome: NotificationOutcome | 'ignored' } | { status: 400 | 401; message: string; logLine: string };

/** Verifies a delivery and applies it; the answer PayMongo gets (any 2xx stops its retries). */
export async function applyPaymongoWebhook(
  db: Database,
  config: PaymongoConfig,
  delivery: { rawBody: string; signature: string | undefined; now: number },
): Promise<WebhookResult> {
  const verdict = verifyPaymongoWebhook(config, delivery.rawBody, delivery.signature, delivery.now);
  if (verdict.kind === 'refused') return { status: 401, message: 'Bad signature', logLine: `PayMongo webhook refused: ${verdict.reason}` };
  if (verdict.kind === 'ignored') return { status: 200, outcome: 'ignored' };
  if (verdict.kind === 'mismatch') {
    return { status: 400, message: 'Not a payment for this order', logLine: `PayMongo webhook for order ${verdict.orderId} not applied: ${verdict.reason}` };
  }
  const { notification } = verdict;
  const order = await db.selectFrom('deposit_orders').select(['channel']).where('id', '=', notification.orderId).executeTakeFirst();
  // A session made outside this app (another deployment on the same PayMongo account) is not ours to credit or retry.
  if (!order || order.channel !== 'paymongo') return { status: 200, outcome: 'ignored' };
  try {
    return { status: 200, outcome: await applyDepositNotification(db, notification, delivery.now) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 400) {
      return {
        status: 400,
        message: error.message,
        logLine: `PayMongo webhook for order ${notification.orderId} not applied: paid ${notification.amount}, ${error.message}`,
      };
    }
    throw error;
  }
}
