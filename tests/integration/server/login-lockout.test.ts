// Password guessing is limited per (account, address), per address, and account-wide; only failures count toward the
// account rules, and the owner's correct password from a device that logged in before is never held back by what
// strangers elsewhere sent. Written as the attacker's requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const MINUTE = 60_000;
let serial = 0;
const freshIp = () => {
  serial += 1;
  return `203.0.${Math.floor(serial / 250) % 250}.${(serial % 250) + 1}`;
};

describe.each(backends())('login lock-out on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const attempt = (account: string, password: string, ip: string, deviceId?: string) =>
    t.post(calls.accountLogin.path, deviceId ? { account, password, deviceId } : { account, password }, { ip });

  /** A player who has logged in once from their phone (a known device). */
  async function owner() {
    const p = await newPlayer(t, 'own');
    const device = `device-${p.account}`;
    const home = freshIp();
    expect((await attempt(p.account, p.password, home, device)).statusCode).toBe(200);
    return { ...p, device, home };
  }

  it('does not stop the owner on a known device while a stranger guesses every 3 minutes from rotating addresses', async () => {
    const o = await owner();
    for (let i = 0; i < 40; i++) {
      expect((await attempt(o.account, `guess-${i}`, freshIp())).statusCode).toBe(403);
      // Right after a guess, when the last 15 minutes hold the most of them.
      if (i % 8 === 7) expect((await attempt(o.account, o.password, o.home, o.device)).statusCode).toBe(200);
      t.clock.advance(3 * MINUTE);
    }
  });

  it('stops a guesser on one address after 5 failures, the right password too, for 15 minutes', async () => {
    const o = await owner();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await attempt(o.account, `guess-${i}`, ip)).statusCode).toBe(403);
    const stopped = await attempt(o.account, o.password, ip);
    expect(stopped.statusCode).toBe(429);
    expect((await attempt(o.account, o.password, o.home, o.device)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect((await attempt(o.account, o.password, ip)).statusCode).toBe(200);
  });

  it('holds the account after 50 failures in an hour from anywhere, except for its known devices', async () => {
    const o = await owner();
    for (let i = 0; i < 50; i++) expect((await attempt(o.account, `guess-${i}`, freshIp())).statusCode).toBe(403);
    expect((await attempt(o.account, `guess-x`, freshIp())).statusCode).toBe(429);
    expect((await attempt(o.account, o.password, freshIp(), 'a-new-device')).statusCode).toBe(429);
    expect((await attempt(o.account, o.password, freshIp(), o.device)).statusCode).toBe(200);
    t.clock.advance(60 * MINUTE);
    expect((await attempt(o.account, o.password, freshIp(), 'a-new-device')).statusCode).toBe(200);
  });

  it('counts parallel guesses from one address: no more than 5 are answered as wrong', async () => {
    const o = await owner();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(o.account, `guess-${i}`, ip)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 403).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(15);
    // Refused tries are not kept (countAttempt), so the failures answered stay counted: the rest of the 5 then stops it.
    const answered = codes.filter((c) => c === 403).length;
    for (let i = answered; i < 5; i++) expect((await attempt(o.account, `more-${i}`, ip)).statusCode).toBe(403);
    expect((await attempt(o.account, o.password, ip)).statusCode).toBe(429);
  });

  it('counts parallel guesses from many addresses toward the account-wide limit', async () => {
    const o = await owner();
    const answers = await Promise.all(Array.from({ length: 70 }, (_, i) => attempt(o.account, `guess-${i}`, freshIp())));
    expect(answers.filter((a) => a.statusCode === 403).length).toBeLessThanOrEqual(50);
    expect((await attempt(o.account, o.password, freshIp(), 'a-new-device')).statusCode).toBe(429);
    expect((await attempt(o.account, o.password, freshIp(), o.device)).statusCode).toBe(200);
  });
});
