// PayMongo's routes, registered only when PAYMONGO_SECRET_KEY is set: GET /pay/paymongo/:orderId/:payToken (the pay URL
// the app hands the ordering player: opens the order's checkout and redirects to PayMongo) and POST
// /pay/paymongo/webhook (the URL to register with PayMongo; verified on the raw body, applied once).
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.ts';
import type { PaymongoConfig } from '../domain/payments/paymongo-config.ts';
import { PaymentProviderError } from '../domain/payments/paymongo.ts';
import { applyPaymongoWebhook, openCheckout, PROVIDER_DOWN } from '../domain/payments/paymongo-orders.ts';
import { answerForError, failure, ok, sendAnswer } from './envelope.ts';
import { escapeHtml, safeReturn } from './pay-pages.ts';
import type { AppDeps } from './register-call.ts';

const page = (text: string, links: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Payment</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#111;margin:0;padding:24px;display:flex;justify-content:center}
main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:100%;box-shadow:0 2px 10px #0001}h1{font-size:18px;margin:0 0 8px}
nav{display:flex;flex-direction:column;gap:12px;margin-top:16px}a{display:block;text-align:center;font-size:16px;padding:12px;min-height:44px;box-sizing:border-box;border-radius:8px;text-decoration:none;background:#e5e7eb;color:#111}
a:first-child{background:#16a34a;color:#fff}</style></head><body><main><h1>Payment</h1><p>${escapeHtml(text)}</p><nav>${links}</nav></main></body></html>`;

export function paymongoRoutes(app: FastifyInstance, deps: AppDeps, config: PaymongoConfig): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes PayMongo sent: this scope keeps JSON bodies as the raw string.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));

    scope.get<{ Params: { orderId: string; payToken: string }; Querystring: { return?: string } }>(
      '/pay/paymongo/:orderId/:payToken',
      async (request, reply) => {
        const back = safeReturn(request.query.return);
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        try {
          const checkoutUrl = await openCheckout(deps.db, config, { ...request.params, returnPath: back, now: deps.now() });
          return reply.redirect(checkoutUrl, 303);
        } catch (error) {
          const retry = `<a href="${escapeHtml(request.url)}">Try again</a>`;
          const wallet = `<a href="${escapeHtml(back)}">Back to the wallet</a>`;
          if (error instanceof PaymentProviderError) {
            request.log.warn({ status: error.status }, 'PayMongo checkout not opened');
            return reply
              .code(502)
              .type('text/html; charset=utf-8')
              .send(page(PROVIDER_DOWN, retry + wallet));
          }
          if (error instanceof DomainError && error.code === 403) {
            return reply.code(403).type('text/html; charset=utf-8').send(page(error.message, wallet));
          }
          if (!(error instanceof DomainError)) request.log.error({ err: error }, 'PayMongo pay page failed');
          return reply.code(404).type('text/html; charset=utf-8').send(page('This payment link has been used or has expired.', wallet));
        }
      },
    );

    scope.post('/pay/paymongo/webhook', async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['paymongo-signature'];
      try {
        const result = await applyPaymongoWebhook(deps.db, config, {
          rawBody,
          signature: typeof signature === 'string' ? signature : undefined,
          now: deps.now(),
        });
        if (result.status === 200) return sendAnswer(reply, ok({ outcome: result.outcome }));
        if (result.status === 401) request.log.warn({ ip: request.ip }, result.logLine);
        else request.log.error(result.logLine);
        return sendAnswer(reply, failure(result.status, result.message));
      } catch (error) {
        return sendAnswer(reply, answerForError(error, request.log, reply));
      }
    });
  });
}
