// `NODE_ENV=production` as an operator runs it: `server/server.ts` in its own process. With PayMongo and a real SMS
// gateway set (here local fakes of both) it starts and takes a deposit end to end: SMS code, order, PayMongo checkout,
// the player back on /wallets, the signed webhook, the balance. Without them it refuses to start and names each setting.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePaymongo, type FakePaymongo } from '../../support/fake-paymongo.ts';
import { startFakeSemaphore, type FakeSms } from '../../support/fake-sms.ts';

/** A cold Node process migrating and seeding PGlite: seconds alone, far more on a loaded machine. */
const START_TIMEOUT_MS = 150_000;
const keys = { secretKey: 'sk_test_prodStartKey', webhookSecret: 'whsk_prodStartSecret' };
const SEMAPHORE_KEY = 'prod-start-semaphore-key';
const dirs: string[] = [];
const children: ChildProcess[] = [];

/** A clean environment: only what a server needs, never the test runner's DATABASE_URL or hooks. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  const dataDir = mkdtempSync(join(tmpdir(), 'pisowin-prod-'));
  dirs.push(dataDir);
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    PORT: '0',
    HOST: '127.0.0.1',
    ...extra,
  };
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ ready: string | null; code: number | null; output: string; log: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /ready at (http:\/\/localhost:\d+)/.exec(output);
      if (ready) resolve({ ready: ready[1]!.replace('localhost', '127.0.0.1'), code: null, output, log: () => output });
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => resolve({ ready: null, code, output, log: () => output }));
  });
}

describe('production start', () => {
  let paymongo: FakePaymongo | undefined;
  let semaphore: FakeSms | undefined;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.on('exit', resolve)) : null)));
    await paymongo?.close();
    await semaphore?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'refuses to start without PayMongo and an SMS gateway, naming each missing setting',
    async () => {
      const refused = await startServer(envWith({}));
      expect(refused.code).toBe(1);
      for (const name of ['PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET', 'PAYMONGO_RECHARGE_TYPES', 'PUBLIC_URL', 'SMS_PROVIDER']) {
        expect(refused.output).toContain(name);
      }
      const halfway = await startServer(envWith({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', PAYMONGO_SECRET_KEY: keys.secretKey }));
      expect(halfway.code).toBe(1);
      expect(halfway.output).toContain('TWILIO_AUTH_TOKEN');
      expect(halfway.output).toContain('TWILIO_FROM');
      expect(halfway.output).not.toContain('TWILIO_ACCOUNT_SID is not set');
      expect(halfway.output).toContain('PAYMONGO_WEBHOOK_SECRET');
      // The refusal names settings, never their values.
      expect(halfway.output).not.toContain(keys.secretKey);
    },
    START_TIMEOUT_MS,
  );

  it(
    'starts with them and takes a deposit end to end through the fake gateway',
    async () => {
      paymongo = await startFakePaymongo(keys);
      semaphore = await startFakeSemaphore(SEMAPHORE_KEY);
      const started = await startServer(
        envWith({
          PAYMONGO_SECRET_KEY: keys.secretKey,
          PAYMONGO_WEBHOOK_SECRET: keys.webhookSecret,
          PAYMONGO_RECHARGE_TYPES: '1:gcash,2:paymaya',
          PAYMONGO_BASE_URL: paymongo.baseUrl,
          PUBLIC_URL: 'https://pisowin.example',
          SMS_PROVIDER: 'semaphore',
          SEMAPHORE_API_KEY: SEMAPHORE_KEY,
          SEMAPHORE_SENDER_NAME: 'PisoWin',
          SEMAPHORE_BASE_URL: semaphore.baseUrl,
        }),
      );
      expect(started.ready, started.output).not.toBeNull();
      const base = started.ready!;
      paymongo.webhookUrl = `${base}/pay/paymongo/webhook`;
      const call = async (name: string, body: unknown, token?: string) => {
        const response = await fetch(`${base}/app/v1/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
        expect(answer.code, answer.msg).toBe(0);
        return answer.data;
      };

      // A player signs up with the code the SMS gateway delivered.
      const mobile = '+639171234567';
      await call('smsSend', { purpose: 'register', mobile });
      const code = /\b(\d{6})\b/.exec(semaphore.received.at(-1)!.form.message!)![1]!;
      const { token } = (await call('accountRegist4', { mobile, code, password: 'secret123', confirmNotice: true })) as { token: string };

      // The order, and its pay URL opening PayMongo's checkout.
      const order = (await call('createDepositOrder', { rechargeTypeId: 1, amount: 50_000 }, token)) as { orderId: string; payUrl: string };
      const pay = await fetch(`${base}${order.payUrl}?return=${encodeURIComponent('/wallets?name=deposit')}`, { redirect: 'manual' });
      expect(pay.status).toBe(303);
      const checkoutUrl = pay.headers.get('location')!;
      expect(checkoutUrl.startsWith(`${paymongo.baseUrl}/checkout/cs_`)).toBe(true);

      // The player pays on the checkout: PayMongo signs and delivers the webhook, then sends them back to /wallets.
      const paid = await fetch(`${checkoutUrl.split('#')[0]}?pay=1`, { redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`https://pisowin.example/wallets?name=deposit&order=${order.orderId}`);

      const wallet = (await call('getWalletInfo', {}, token)) as { coin: number };
      expect(wallet.coin).toBe(50_000);
      // No sandbox in production: its pay pages do not exist.
      expect((await fetch(`${base}/pay/sandbox/callback`, { method: 'POST' })).status).toBe(404);
      // Everything the server logged while serving: the code never appears.
      expect(started.log()).toContain('handed to semaphore');
      expect(started.log()).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    },
    START_TIMEOUT_MS,
  );
});
