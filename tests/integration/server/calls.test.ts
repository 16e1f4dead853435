// Every contract call has a route; bad requests of any kind get a 4xx envelope with a clear message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { backends, startTestApp, type TestApp } from './helpers.ts';

const preLoginBody = { os: 'android', deviceId: 'device-1', countryCodeISO: 'PH', currency: 'PHP', language: 'en-PH' };

describe.each(backends())('calls on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('registers every call of the contract as POST <path>', async () => {
    for (const call of Object.values(calls)) {
      const response = await t.post(call.path, {});
      expect(response.json().msg, call.name).not.toBe('Unknown call');
      expect(response.statusCode, call.name).not.toBe(404);
    }
  });

  it('answers an unknown call with a 404 envelope', async () => {
    for (const path of ['/app/v1/noSuchCall', '/anonymous/noSuchCall']) {
      const response = await t.post(path, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: 'Unknown call', data: null });
    }
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.post('/app/v1/preLogin', '{"os": ', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'The request body is not valid JSON', data: null });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.post('/app/v1/preLogin', '', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/empty/);
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.post('/app/v1/preLogin', 'os=android', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415, msg: 'Send the request body as application/json' });
    const plain = await t.post('/app/v1/accountLogin', '{"account":"demo","password":"demo1234"}', { headers: { 'content-type': 'text/plain' } });
    expect(plain.statusCode).toBe(415);
  });

  it('answers a body over 64 KiB with 413', async () => {
    const response = await t.post('/app/v1/preLogin', { ...preLoginBody, urlParams: 'x'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, msg: 'The request body is larger than 64 KiB' });
  });

  it('names the missing field', async () => {
    const response = await t.post('/app/v1/preLogin', { os: 'android', countryCodeISO: 'PH', currency: 'PHP', language: 'en-PH' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'deviceId is required', data: null });
  });

  it('names the field of the wrong type, nested paths included', async () => {
    const wrongType = await t.post('/app/v1/accountLogin', { account: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().msg).toMatch(/^account: .*expected string/);
    const nested = await t.post('/anonymous/appEventLogClient', { eventList: [{ id: 'short', name: 'x', time: 1 }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().msg).toMatch(/^eventList\[0\]\.id: /);
    const array = await t.post('/app/v1/preLogin', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().msg).toMatch(/^Request body: /);
  });

  it('refuses a required call without a token with 401', async () => {
    for (const call of Object.values(calls).filter((c) => c.auth === 'required')) {
      const response = await t.post(call.path, {});
      expect(response.statusCode, call.name).toBe(401);
      expect(response.json(), call.name).toEqual({ code: 401, msg: 'Please log in to continue.', data: null });
    }
    const badToken = await t.post(calls.refreshData.path, {}, { token: 'not-a-real-token' });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().msg).toBe('Your session has ended. Please log in again.');
  });

  it('accepts the raw token as well as "Bearer <token>"', async () => {
    const token = await t.login('demo', 'demo1234');
    const raw = await t.post(calls.refreshData.path, {}, { headers: { authorization: token } });
    expect(raw.json()).toMatchObject({ code: 0, data: { coin: 500_000 } });
  });

  it('answers preLogin for a visitor with the config, service queue, maintenance state and code 0', async () => {
    const response = await t.post(calls.preLogin.path, preLoginBody);
    expect(response.statusCode).toBe(200);
    const { code, msg, data } = response.json();
    expect({ code, msg }).toEqual({ code: 0, msg: 'ok' });
    expect(data).toMatchObject({ accountLengthMin: 4, passwordLengthMax: 20, nicknameLengthMax: 12, kycAmount: 500_000, code: 0 });
    expect(data.maintenance).toEqual({ status: false, message: '' });
    expect(data.serverTime).toBe(t.clock.now());
    expect(data.appCustomerServiceQueue).toContainEqual(expect.objectContaining({ itemType: 1, param1: '12345678', param2: '1' }));
    expect(calls.preLogin.response.safeParse(data).success).toBe(true);
  });

  it('serves the themes, and 404 for an unknown preview id', async () => {
    const theme = (await t.post(calls.appTheme.path, {})).json().data;
    expect(theme.themeName).toBe('Gold Night');
    expect(JSON.parse(theme.themeJsonData)).toMatchObject({ bg: '#0f0b1e', primary: '#f5b82e' });
    const ocean = await t.post(calls.appThemePreview.path, { themeViewId: 'ocean' });
    expect(ocean.json().data.themeName).toBe('Ocean');
    const unknown = await t.post(calls.appThemePreview.path, { themeViewId: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, data: null });
  });

  it('lists activities for a visitor in sort order, keyed by id', async () => {
    const { data } = (await t.post(calls.getActivityIds.path, {})).json();
    expect(data.activityIds.length).toBeGreaterThanOrEqual(9);
    const sorts = data.activityIds.map((id: number) => data.activityMap[String(id)].sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const welcome = Object.values(data.activityMap).find((a: any) => a.clickAction === '/auth/register') as any;
    expect(welcome).toMatchObject({ unloginShowStatus: 1, type: 2, clickType: 1 });
    expect(data).toMatchObject({ hasTurntable: true, totalRecharge: 0, loginBonus3CanReceive: false });
  });
});
