// The sandbox channel's pages, registered only while the sandbox is on: GET /pay/sandbox/:orderId/:payToken (Approve /
// Fail as plain form posts, no script, so the CSP holds; only the ordering player has the token), POST
// /pay/sandbox/:orderId/decide (uses up the token, needs the ordering app session live; the "bank" signs a notification
// and delivers it to the callback), and POST /pay/sandbox/callback (verifies the HMAC signature, applies it once).
import { formatMoney } from '../../contract/money.ts';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.ts';
import { sandboxChannel, signNotification } from '../domain/payments/sandbox.ts';
import { applyDepositNotification, depositOrderForPayPage, takePayToken } from '../domain/wallet/deposits.ts';
import { answerForError, failure, ok, sendAnswer } from './envelope.ts';
import { escapeHtml, safeReturn } from './pay-pages.ts';
import type { AppDeps } from './register-call.ts';

function payPage(order: { id: string; amount: number; state: string; name: string; fail_reason: string }, payToken: string, back: string): string {
  const id = escapeHtml(order.id);
  const action = `/pay/sandbox/${encodeURIComponent(order.id)}/decide`;
  const open = order.state === 'pending';
  const body = open
    ? `<form method="post" action="${action}"><input type="hidden" name="return" value="${escapeHtml(back)}"><input type="hidden" name="token" value="${escapeHtml(payToken)}">
<button name="decision" value="approve" class="ok">Approve payment</button>
<button name="decision" value="fail" class="no">Fail payment</button></form>`
    : `<p>This order is ${escapeHtml(order.state)}.${order.fail_reason ? ` ${escapeHtml(order.fail_reason)}` : ''}</p><a href="${escapeHtml(back)}">Back to the wallet</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title><style>
body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#111;margin:0;padding:24px;display:flex;justify-content:center}
main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:100%;box-shadow:0 2px 10px #0001}
h1{font-size:18px;margin:0 0 4px}p{margin:8px 0;color:#333}.amount{font-size:28px;font-weight:700;margin:16px 0}
form{display:flex;flex-direction:column;gap:12px;margin-top:16px}button{font-size:16px;padding:14px;border-radius:8px;border:0;cursor:pointer}
.ok{background:#16a34a;color:#fff}.no{background:#e5e7eb;color:#111}small{color:#666}</style></head>
<body><main><h1>Sandbox payment: ${escapeHtml(order.name)}</h1><small>Order ${id}</small>
<p class="amount">${formatMoney(order.amount)}</p><p>This is the test channel. No real money moves.</p>${body}</main></body></html>`;
}

export function paymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // The pay page's form posts arrive urlencoded; only these routes accept that.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    });

    scope.get<{ Params: { orderId: string; payToken: string }; Querystring: { return?: string } }>(
      '/pay/sandbox/:orderId/:payToken',
      async (request, reply) => {
        const { orderId, payToken } = request.params;
        try {
          const order = await depositOrderForPayPage(deps.db, orderId, payToken);
          return (
            reply
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-store')
              // The pay token is in this page's URL: no Referer may carry it to another page.
              .header('referrer-policy', 'no-referrer')
              .send(payPage(order, payToken, safeReturn(request.query.return)))
          );
        } catch (error) {
          const status = error instanceof DomainError ? error.code : 500;
          return reply.code(status).type('text/html; charset=utf-8').send('<!doctype html><title>Payment</title><p>Unknown order.</p>');
        }
      },
    );

    scope.post<{ Params: { orderId: string }; Body: Record<string, unknown> }>('/pay/sandbox/:orderId/decide', async (request, reply) => {
      const body = request.body ?? {};
      const back = safeReturn(body.return);
      try {
        const order = await takePayToken(deps.db, request.params.orderId, typeof body.token === 'string' ? body.token : '', deps.now());
        const status = body.decision === 'approve' ? 'paid' : 'failed';
        const notification = signNotification({ orderId: order.id, status, amount: order.amount }, deps.now());
        // Delivered like a channel would: through the public callback, signature and all.
        await app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload: notification });
        const sep = back.includes('?') ? '&' : '?';
        return reply.redirect(`${back}${sep}order=${encodeURIComponent(order.id)}`, 303);
      } catch (error) {
        if (error instanceof DomainError && error.code === 403) {
          return reply
            .code(403)
            .type('text/html; charset=utf-8')
            .send(`<!doctype html><title>Payment</title><p>${escapeHtml(error.message)}</p>`);
        }
        return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Payment</title><p>Unknown order.</p>');
      }
    });

    scope.post('/pay/sandbox/callback', async (request, reply) => {
      const notification = sandboxChannel.verifyNotification(request.body);
      if (!notification) {
        request.log.warn({ ip: request.ip }, 'sandbox payment callback refused: bad signature or shape');
        return sendAnswer(reply, failure(401, 'Bad signature'));
      }
      try {
        const outcome = await applyDepositNotification(deps.db, notification, deps.now());
        return sendAnswer(reply, ok({ outcome }));
      } catch (error) {
        return sendAnswer(reply, answerForError(error, request.log, reply));
      }
    });
  });
}
