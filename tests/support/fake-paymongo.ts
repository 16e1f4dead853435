// A local PayMongo for tests: POST /v1/checkout_sessions as PayMongo documents it (JSON:API body, Basic auth with the
// secret key, amounts in centavos) and a checkout page whose `?pay=1` pays the session: it delivers the
// `checkout_session.payment.paid` event to the webhook URL, signed the documented way (`Paymongo-Signature:
// t=<ts>,te=<sig>,li=<sig>`, HMAC-SHA256 of `<t>.<raw body>` with the webhook secret), then sends the player back.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  /** The request's `data.attributes`, as received. */
  attributes: Record<string, unknown>;
  authorization: string;
}

export interface EventOptions {
  type?: string;
  amount?: number;
  currency?: string;
  livemode?: boolean;
  /** Unix seconds the signature carries; now by default. */
  timestamp?: number;
  /** Signs with another secret (a forgery). */
  secret?: string;
  /** Puts the signature in the other mode's slot. */
  wrongSlot?: boolean;
}

export interface FakePaymongo {
  baseUrl: string;
  sessions: Map<string, FakeSession>;
  /** The next checkout requests answer this HTTP status (0: answer normally). */
  failWith: number;
  /** Where the fake delivers webhooks on `?pay=1`. */
  webhookUrl: string;
  /** A signed event for a session, as PayMongo would POST it: the raw body and the Paymongo-Signature header. */
  event(sessionId: string, options?: EventOptions): { rawBody: string; signature: string };
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakePaymongo(config: { secretKey: string; webhookSecret: string }): Promise<FakePaymongo> {
  const live = config.secretKey.startsWith('sk_live_');
  const sessions = new Map<string, FakeSession>();
  const fake: FakePaymongo = {
    baseUrl: '',
    sessions,
    failWith: 0,
    webhookUrl: '',
    event(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const item = (session.attributes.line_items as { amount: number }[])[0]!;
      const now = Math.floor(Date.now() / 1000);
      const payment = {
        id: `pay_${randomBytes(8).toString('hex')}`,
        type: 'payment',
        attributes: {
          amount: options.amount ?? item.amount,
          currency: options.currency ?? 'PHP',
          status: 'paid',
          livemode: live,
          metadata: session.attributes.metadata,
        },
      };
      const checkout = {
        id: session.id,
        type: 'checkout_session',
        attributes: { ...session.attributes, livemode: live, status: 'active', payments: [payment] },
      };
      const body = {
        data: {
          id: `evt_${randomBytes(8).toString('hex')}`,
          type: 'event',
          attributes: {
            type: options.type ?? 'checkout_session.payment.paid',
            livemode: options.livemode ?? live,
            data: options.type === 'payment.paid' ? payment : checkout,
            created_at: now,
          },
        },
      };
      const rawBody = JSON.stringify(body);
      const t = options.timestamp ?? now;
      const sig = createHmac('sha256', options.secret ?? config.webhookSecret)
        .update(`${t}.${rawBody}`)
        .digest('hex');
      const inLive = options.wrongSlot ? !live : live;
      return { rawBody, signature: `t=${t},te=${inLive ? '' : sig},li=${inLive ? sig : ''}` };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', fake.baseUrl);
      const body = await read(req);
      if (req.method === 'POST' && url.pathname === '/v1/checkout_sessions') {
        const authorization = req.headers.authorization ?? '';
        if (authorization !== `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`) {
          return json(res, 401, { errors: [{ code: 'api_key_invalid', detail: 'API key is invalid.' }] });
        }
        if (fake.failWith) return json(res, fake.failWith, { errors: [{ code: 'unavailable', detail: 'Try again' }] });
        const attributes = (JSON.parse(body) as { data?: { attributes?: Record<string, unknown> } }).data?.attributes ?? {};
        const items = attributes.line_items as { amount: unknown; currency: unknown; quantity: unknown }[] | undefined;
        const methods = attributes.payment_method_types as unknown[] | undefined;
        const itemsOk = Array.isArray(items) && items.length > 0 && items.every((i) => Number.isInteger(i.amount) && i.currency === 'PHP' && i.quantity === 1);
        if (!itemsOk || !Array.isArray(methods) || methods.length === 0 || typeof attributes.success_url !== 'string') {
          return json(res, 400, { errors: [{ code: 'parameter_invalid', detail: 'Bad checkout session' }] });
        }
        const id = `cs_${randomBytes(12).toString('hex')}`;
        sessions.set(id, { id, attributes, authorization });
        // Like PayMongo's, the checkout URL carries a fragment the page needs.
        const checkout_url = `${fake.baseUrl}/checkout/${id}#${randomBytes(8).toString('hex')}`;
        return json(res, 200, {
          data: { id, type: 'checkout_session', attributes: { ...attributes, checkout_url, livemode: live, status: 'active', payments: [] } },
        });
      }
      const page = /^\/checkout\/(cs_\w+)$/.exec(url.pathname);
      const session = page ? sessions.get(page[1]!) : undefined;
      if (req.method === 'GET' && session) {
        if (url.searchParams.get('pay') === '1') {
          const { rawBody, signature } = fake.event(session.id);
          await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'paymongo-signature': signature }, body: rawBody });
          res.writeHead(303, { location: String(session.attributes.success_url) });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(`<!doctype html><title>Fake PayMongo</title><a href="?pay=1">Pay</a>`);
      }
      json(res, 404, { errors: [{ code: 'resource_not_found', detail: 'Not found' }] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
