// The worker's mail module: list rows kept (bodies survive a list refresh), details stored for offline reading,
// read marks applied locally at once (red dot off) and kept through a lost network, claims update the balance and
// the award flag, deletes.
import { afterEach, describe, expect, it } from 'vitest';
import type { MailListItem } from '../../../contract/index.ts';
import { createMail } from '../../../worker/mail.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ hasMail: true, emailAwardFlag: true }) });
  let n = 0;
  return { ...h, mail: createMail({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const item = (id: number, over: Partial<MailListItem> = {}): MailListItem => ({
  id,
  title: `Mail ${id}`,
  preview: `Preview ${id}`,
  time: NOW - id,
  read: false,
  hasAwards: false,
  awardsClaimed: false,
  ...over,
});
const page = (list: MailListItem[], hasMore = false) => envelope({ list, page: 1, total: list.length, hasMore });

describe('worker mail', () => {
  it('stores the list, keeps opened bodies through a refresh and drops mails the server no longer lists', async () => {
    const h = await setUp([
      page([item(1), item(2)]),
      envelope({ ...item(1), preview: undefined, body: '<p>Hi</p>', awards: [{ id: 2001, count: 500 }] }),
      page([item(1, { read: true })]),
    ]);
    expect(await h.mail.loadList()).toEqual({ ok: true, data: { total: 2, hasMore: false } });
    expect(await h.db.mails.count()).toBe(2);
    await h.mail.loadDetail(1);
    expect((await h.db.mails.get(1))?.body).toBe('<p>Hi</p>');
    await h.mail.loadList();
    expect(await h.db.mails.toArray()).toEqual([expect.objectContaining({ id: 1, read: true, body: '<p>Hi</p>', awards: [{ id: 2001, count: 500 }] })]);
  });

  it('marks read locally at once and clears hasMail, kept through a lost network with an Idempotency-Key', async () => {
    const h = await setUp([page([item(1), item(2, { hasAwards: true })]), 'network', 'network', 'network', 'network', envelope({ id: 2, read: true })]);
    await h.mail.loadList();
    expect(await h.mail.markRead(1)).toEqual({ ok: true, data: { queued: true } });
    expect((await h.db.mails.get(1))?.read).toBe(true);
    expect((await h.db.flags.get('me'))?.hasMail).toBe(true);
    expect(await h.mail.markRead(2)).toEqual({ ok: true, data: { queued: false } });
    expect(await h.db.flags.get('me')).toMatchObject({ hasMail: false, emailAwardFlag: true });
    const reads = h.server.requests.filter((r) => r.url.endsWith('/readMail'));
    expect(reads.every((r) => typeof r.headers['Idempotency-Key'] === 'string')).toBe(true);
    // Already read: nothing is sent again.
    const sent = h.server.requests.length;
    await h.mail.markRead(2);
    expect(h.server.requests.length).toBe(sent);
  });

  it('claims: the balance and the award flag change, and a refusal changes nothing', async () => {
    const h = await setUp([
      page([item(1, { hasAwards: true, read: true }), item(2, { hasAwards: true, read: true })]),
      envelope({ id: 1, awards: [{ id: 2001, count: 12345 }], alreadyClaimed: false, balance: 12445 }),
      failure(403, 'You are taking a time-out'),
    ]);
    await h.mail.loadList();
    const claimed = await h.mail.claim(1);
    expect(claimed).toEqual({ ok: true, data: { awards: [{ id: 2001, count: 12345 }], alreadyClaimed: false, balance: 12445 } });
    expect((await h.db.user.get('me'))?.coin).toBe(12445);
    expect((await h.db.mails.get(1))?.awardsClaimed).toBe(true);
    expect((await h.db.flags.get('me'))?.emailAwardFlag).toBe(true);
    expect(await h.mail.claim(2)).toMatchObject({ ok: false, code: 403 });
    expect((await h.db.mails.get(2))?.awardsClaimed).toBe(false);
    expect((await h.db.user.get('me'))?.coin).toBe(12445);
  });

  it('the award flag clears when the last unclaimed mail is claimed', async () => {
    const h = await setUp([
      page([item(1, { hasAwards: true, read: true })]),
      envelope({ id: 1, awards: [{ id: 2002, count: 5 }], alreadyClaimed: false, balance: 100 }),
    ]);
    await h.mail.loadList();
    await h.mail.claim(1);
    expect(await h.db.flags.get('me')).toMatchObject({ hasMail: false, emailAwardFlag: false });
  });

  it('deletes the local row only when the server agrees', async () => {
    const h = await setUp([page([item(1), item(2)]), failure(403, 'Open this mail before deleting it'), envelope({ id: 2 })]);
    await h.mail.loadList();
    expect(await h.mail.remove(1)).toMatchObject({ ok: false, code: 403 });
    expect(await h.db.mails.get(1)).toBeDefined();
    expect(await h.mail.remove(2)).toEqual({ ok: true, data: { id: 2 } });
    expect(await h.db.mails.get(2)).toBeUndefined();
  });
});
