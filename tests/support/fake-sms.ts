// Local fakes of the SMS gateways, speaking their documented requests: Semaphore's form-encoded POST /api/v4/messages
// (apikey, number, message, sendername; answers one entry per recipient) and Twilio's form-encoded POST
// /2010-04-01/Accounts/<sid>/Messages.json with Basic auth SID:token (answers 201 with the message's sid).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSms {
  baseUrl: string;
  /** Every request: its path, form fields and Authorization header. */
  received: { path: string; form: Record<string, string>; authorization: string }[];
  /** The next sends answer this HTTP status (0: answer normally). */
  failWith: number;
  /** The next sends get this answer instead (null: answer normally). */
  answer: { status: number; body: unknown } | null;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

async function start(handle: (fake: FakeSms, path: string, form: Record<string, string>, authorization: string, res: ServerResponse) => void) {
  const fake: FakeSms = { baseUrl: '', received: [], failWith: 0, answer: null, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const authorization = req.headers.authorization ?? '';
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      fake.received.push({ path, form, authorization });
      res.setHeader('content-type', 'application/json');
      if (fake.failWith) {
        res.statusCode = fake.failWith;
        return res.end(JSON.stringify({ error: 'unavailable' }));
      }
      if (fake.answer) {
        res.statusCode = fake.answer.status;
        return res.end(JSON.stringify(fake.answer.body));
      }
      handle(fake, path, form, authorization, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export function startFakeSemaphore(apiKey: string): Promise<FakeSms> {
  return start((_fake, path, form, _auth, res) => {
    if (path !== '/api/v4/messages') return res.writeHead(404).end('{}');
    if (form.apikey !== apiKey) return res.writeHead(401).end(JSON.stringify({ apikey: ['The apikey is invalid.'] }));
    // Semaphore reports field errors as an object keyed by field, not as a list of messages.
    if (!/^639\d{9}$/.test(form.number ?? '') || !form.message) return res.end(JSON.stringify({ number: ['The number format is invalid.'] }));
    res.end(
      JSON.stringify([
        { message_id: Math.floor(Math.random() * 1e8), recipient: form.number, message: form.message, sender_name: form.sendername, status: 'Pending' },
      ]),
    );
  });
}

export function startFakeTwilio(sid: string, token: string): Promise<FakeSms> {
  return start((_fake, path, form, authorization, res) => {
    if (path !== `/2010-04-01/Accounts/${sid}/Messages.json`) return res.writeHead(404).end('{}');
    if (authorization !== `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`) {
      return res.writeHead(401).end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
    }
    if (!/^\+\d{8,15}$/.test(form.To ?? '') || !form.Body || !(form.From || form.MessagingServiceSid)) {
      return res.writeHead(400).end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }));
    }
    res.writeHead(201).end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to: form.To, body: form.Body }));
  });
}
