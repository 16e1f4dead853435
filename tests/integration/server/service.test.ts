// Customer service: the list by VIP level (the dedicated rows only at their level, never to a visitor, a logged-out
// token or before login), the CSP's LiveChat hosts, and the TWA's assetlinks.json from config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { assetLinksConfig } from '../../../server/routes/assetlinks.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i + 16).toString(16).toUpperCase()).join(':');

describe.each(backends())('customer service on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { assetLinks: { packageName: 'ph.pisowin.app', fingerprints: [FINGERPRINT] } });
  });
  afterAll(() => t?.close());

  const { call, data } = appCalls(() => t);
  const names = (list: Array<{ name: string }>) => list.map((s) => s.name);

  it('gives a visitor the regular rows only, with the VIP level that unlocks the rest', async () => {
    const answer = await data('getCustomerServices', {}, '');
    expect(names(answer.services)).toEqual(['Live chat', 'Messenger']);
    expect(answer.vip).toBe(0);
    expect(answer.vipServiceFrom).toBe(3);
    expect(answer.services[0]).toMatchObject({ itemType: 1, param1: '12345678', param2: '1', minVip: 0 });
  });

  it('adds the dedicated VIP rows from the level the operator set, read from the server, not the request', async () => {
    const p = await newPlayer(t, 'cs');
    const userId = (await findUserIdByAccount(t.db, p.account))!;
    expect(names((await data('getCustomerServices', { vip: 10 }, p.token)).services)).toEqual(['Live chat', 'Messenger']);
    await t.db.updateTable('users').set({ vip: 3 }).where('id', '=', userId).execute();
    const answer = await data('getCustomerServices', {}, p.token);
    expect(answer.vip).toBe(3);
    expect(names(answer.services)).toEqual(['Live chat', 'Messenger', 'VIP live chat', 'VIP hotline']);
    // A logged-out token is a visitor again (optional auth ignores a dead token).
    expect((await call('logout', {}, p.token)).json().code).toBe(0);
    expect(names((await data('getCustomerServices', {}, p.token)).services)).toEqual(['Live chat', 'Messenger']);
  });

  it('never sends the VIP rows before login (preLogin)', async () => {
    const response = await t.post('/app/v1/preLogin', { os: 'web', deviceId: 'dev-cs-1', countryCodeISO: 'PH', currency: 'PHP', language: 'en-PH' });
    expect(response.json().code, response.body).toBe(0);
    expect(names(response.json().data.appCustomerServiceQueue)).toEqual(['Live chat', 'Messenger']);
  });

  it("allows exactly LiveChat's hosts in the CSP", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self' https://*.livechatinc.com");
    expect(directive('connect-src')).toContain('wss://*.livechatinc.com');
    expect(directive('frame-src')).toContain('https://*.livechatinc.com');
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it('serves assetlinks.json for the configured package and fingerprints', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'ph.pisowin.app', sha256_cert_fingerprints: [FINGERPRINT] },
      },
    ]);
  });
});

describe('assetlinks config', () => {
  it('answers 404 when unset', async () => {
    const t = await startTestApp('pglite', { assetLinks: null });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('reads the env, and refuses a malformed fingerprint', () => {
    expect(assetLinksConfig({})).toBeNull();
    expect(assetLinksConfig({ TWA_PACKAGE_NAME: 'ph.pisowin.app' })).toBeNull();
    expect(assetLinksConfig({ TWA_PACKAGE_NAME: 'ph.pisowin.app', TWA_SHA256_FINGERPRINTS: ` ${FINGERPRINT.toLowerCase()} ,` })).toEqual({
      packageName: 'ph.pisowin.app',
      fingerprints: [FINGERPRINT],
    });
    expect(() => assetLinksConfig({ TWA_PACKAGE_NAME: 'x', TWA_SHA256_FINGERPRINTS: 'AB:CD' })).toThrow(/fingerprint/);
  });
});
