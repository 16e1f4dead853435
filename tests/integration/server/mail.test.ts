// Inbox: operator send, listing, detail, the read mark, claiming awards once (also 100 racing claims), delete rules,
// other players' mails, red-dot flags. Ledger audited after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { sendMail } from '../../../server/domain/mail.ts';
import { cleanMailHtml } from '../../../server/domain/mail-html.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { startTimeOut } from '../../../server/domain/play-limits.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { WELCOME_TITLE } from '../../../server/domain/welcome-mail.ts';
import { appCalls, backends, balanceOf, newPlayer, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('mail on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const send = (args: string[]) => runOperatorCommand(t.db, 'mail', ['send', ...args], t.clock.now());
  // These tests count and order the operator's mails, so the player starts with an empty inbox: the welcome mail every
  // new player gets is checked on its own below.
  const player = async () => {
    const p = await newPlayer(t, 'm');
    const userId = (await findUserIdByAccount(t.db, p.account))!;
    await t.db.deleteFrom('mails').where('user_id', '=', userId).where('title', '=', WELCOME_TITLE).execute();
    return { ...p, userId };
  };
  const firstMail = async (token: string) => (await data('getMail3', {}, token)).list[0];

  it('puts an unread welcome mail in a new player’s inbox: what to do first, limits and help, cleaned, with the red dot', async () => {
    const p = await newPlayer(t, 'w');
    const inbox = await data('getMail3', {}, p.token);
    expect(inbox.total).toBe(1);
    expect(inbox.list[0]).toMatchObject({ title: WELCOME_TITLE, read: false, hasAwards: false });
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasMail: true, emailAwardFlag: false });
    const detail = await data('getMailDetail', { id: inbox.list[0].id }, p.token);
    expect(detail.body).toContain('What to do first');
    expect(detail.body).toContain('How limits work');
    expect(detail.body).toContain('Where help is');
    // Stored as the sanitiser leaves it, like every operator mail.
    expect(cleanMailHtml(detail.body).html).toBe(detail.body);
    await data('readMail', { id: detail.id }, p.token);
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasMail: false });
  });

  it('sends a mail to one player, who lists it (newest first, paged 20) and reads its detail', async () => {
    const p = await player();
    expect(await send([p.account, 'Welcome', '<p>Hello <b>there</b>, &amp; welcome</p><p>Bye</p>'])).toContain('to 1 player');
    for (let i = 0; i < 21; i++) {
      t.clock.advance(1000);
      await send([p.account, `News ${i}`, `<p>Item ${i}</p>`]);
    }
    const page1 = await data('getMail3', { page: 1 }, p.token);
    expect(page1.list).toHaveLength(20);
    expect(page1.total).toBe(22);
    expect(page1.hasMore).toBe(true);
    expect(page1.list[0].title).toBe('News 20');
    const page2 = await data('getMail3', { page: 2 }, p.token);
    expect(page2.list.map((m: { title: string }) => m.title)).toEqual(['News 0', 'Welcome']);
    expect(page2.hasMore).toBe(false);
    const welcome = page2.list[1];
    expect(welcome).toMatchObject({ preview: 'Hello there, & welcome Bye', read: false, hasAwards: false, awardsClaimed: false });
    const detail = await data('getMailDetail', { id: welcome.id }, p.token);
    expect(detail).toMatchObject({ title: 'Welcome', body: '<p>Hello <b>there</b>, &amp; welcome</p><p>Bye</p>', awards: [] });
  });

  const attacks = [
    '<img/src/onerror=alert(1)>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<svg onload=alert(1)><circle/></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">x</p>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<p onclick=alert(1)>x</p><scr<script>ipt>alert(1)</script>',
  ];

  it.each(attacks)('stores %s cleaned: no handler, script, style, javascript: or data:', async (attack) => {
    const p = await player();
    expect(await sendMail(t.db, { userIds: [p.userId], title: 'x', body: `<p>Hi</p>${attack}`, awards: [], now: t.clock.now() })).toBe(1);
    const { body } = await t.db.selectFrom('mails').select('body').where('user_id', '=', p.userId).executeTakeFirstOrThrow();
    expect(body).toContain('<p>Hi</p>');
    expect(body).not.toMatch(/\son[a-z]+\s*=|<script|<style|<svg|<iframe|style=|javascript:|data:/i);
    // The CLI names what it would remove instead of sending a mail that reads differently.
    await expect(send([p.account, 'x', attack])).rejects.toThrow(/refused: .*(on <|<[a-z]+>)/);
  });

  it('keeps safe links and images', async () => {
    const p = await player();
    const body =
      '<p><a href="https://pisowin.ph/promo">Promo</a> <a href="mailto:help@pisowin.ph">Help</a></p><img src="https://cdn.pisowin.ph/a.png" alt="A" /><img src="/img/b.png" />';
    await send([p.account, 'Links', body]);
    expect((await data('getMailDetail', { id: (await firstMail(p.token)).id }, p.token)).body).toBe(body);
  });

  it('refuses unsafe bodies and bad award arguments at send time', async () => {
    const p = await player();
    await expect(send([p.account, 'x', '<img src=x onerror=alert(1)>'])).rejects.toThrow('refused');
    await expect(send([p.account, 'x', '<script>alert(1)</script>'])).rejects.toThrow('refused');
    await expect(send([p.account, 'x', '<a href="javascript:alert(1)">x</a>'])).rejects.toThrow('refused');
    await expect(send([p.account, 'x', 'body', '--award', '2001'])).rejects.toThrow('Usage');
    await expect(send(['nosuchplayer', 'x', 'body'])).rejects.toThrow('No account named');
    expect((await data('getMail3', {}, p.token)).total).toBe(0);
  });

  it('sends to all players', async () => {
    const a = await player();
    const b = await player();
    const result = await send(['all', 'Broadcast', '<p>Hi all</p>', '--award', '2002:5']);
    expect(result).toMatch(/to \d+ players with 1 award/);
    expect((await firstMail(a.token)).title).toBe('Broadcast');
    expect((await firstMail(b.token)).title).toBe('Broadcast');
  });

  it('claims a coin attachment once, sets and clears the red dots, records other props as counts', async () => {
    const p = await player();
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasMail: false, emailAwardFlag: false });
    await send([p.account, 'Gift', '<p>For you</p>', '--award', '2001:12345', '--award', '1005:2', '--award', '60001:3']);
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasMail: true, emailAwardFlag: true });
    const mail = await firstMail(p.token);
    expect(mail).toMatchObject({ hasAwards: true, awardsClaimed: false });
    const before = await balanceOf(t, p.userId);

    const claimed = await data('receiveMail', { id: mail.id }, p.token);
    expect(claimed).toMatchObject({ alreadyClaimed: false, balance: before + 12345 });
    expect(claimed.awards).toEqual([
      { id: 2001, count: 12345 },
      { id: 1005, count: 2 },
      { id: 60001, count: 3 },
    ]);
    expect(await balanceOf(t, p.userId)).toBe(before + 12345);
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasMail: false, emailAwardFlag: false });

    const again = await data('receiveMail', { id: mail.id }, p.token);
    expect(again).toMatchObject({ alreadyClaimed: true, balance: before + 12345 });
    expect(await balanceOf(t, p.userId)).toBe(before + 12345);

    const props = await t.db.selectFrom('player_props').select(['prop_id', 'count']).where('user_id', '=', p.userId).orderBy('prop_id').execute();
    expect(props).toEqual([{ prop_id: 60001, count: 3 }]);
    // Coupons are held as instances, one per coupon granted.
    const coupons = await t.db.selectFrom('player_coupons').select('prop_id').where('user_id', '=', p.userId).execute();
    expect(coupons).toEqual([{ prop_id: 1005 }, { prop_id: 1005 }]);
    const entries = await t.db.selectFrom('ledger_transactions').select('reason').where('reference', '=', `mail:${mail.id}`).execute();
    expect(entries).toEqual([{ reason: 'reward' }]);
    expect((await firstMail(p.token)).awardsClaimed).toBe(true);
  });

  it('100 parallel claims of one mail credit once', async () => {
    const p = await player();
    await send([p.account, 'Race', '<p>Quick</p>', '--award', '2001:500']);
    const mail = await firstMail(p.token);
    const before = await balanceOf(t, p.userId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('receiveMail', { id: mail.id }, p.token)));
    const bodies = answers.map((a) => a.json());
    expect(bodies.every((b) => b.code === 0)).toBe(true);
    expect(bodies.filter((b) => !b.data.alreadyClaimed)).toHaveLength(1);
    expect(await balanceOf(t, p.userId)).toBe(before + 500);
  });

  it('refuses claims during a time-out, and a mail without awards', async () => {
    const p = await player();
    await send([p.account, 'Plain', '<p>No gift</p>']);
    const plain = await firstMail(p.token);
    expect((await call('receiveMail', { id: plain.id }, p.token)).json().code).toBe(403);
    await send([p.account, 'Gift', '<p>Gift</p>', '--award', '2001:100']);
    const gift = await firstMail(p.token);
    await t.db.transaction().execute((trx) => startTimeOut(trx, p.userId, 24, t.clock.now()));
    const refused = (await call('receiveMail', { id: gift.id }, p.token)).json();
    expect(refused.code).toBe(403);
    expect(refused.msg).toContain('time-out');
  });

  it('marks read, then deletes only read mails without unclaimed awards', async () => {
    const p = await player();
    await send([p.account, 'Gift', '<p>Gift</p>', '--award', '2001:100']);
    await send([p.account, 'Plain', '<p>Plain</p>']);
    const [plain, gift] = (await data('getMail3', {}, p.token)).list;
    expect((await call('delMail', { id: plain.id }, p.token)).json().code).toBe(403);
    expect(await data('readMail', { id: plain.id }, p.token)).toEqual({ id: plain.id, read: true });
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasMail: true, emailAwardFlag: true });
    await data('readMail', { id: gift.id }, p.token);
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasMail: false, emailAwardFlag: true });
    expect((await call('delMail', { id: gift.id }, p.token)).json().msg).toContain('Claim');
    await data('delMail', { id: plain.id }, p.token);
    await data('receiveMail', { id: gift.id }, p.token);
    await data('delMail', { id: gift.id }, p.token);
    expect((await data('getMail3', {}, p.token)).total).toBe(0);
    expect((await call('getMailDetail', { id: gift.id }, p.token)).json().code).toBe(404);
  });

  it("answers 404 for another player's mail on every call, and the owner's mail stays untouched", async () => {
    const owner = await player();
    const other = await player();
    await send([owner.account, 'Mine', '<p>Mine</p>', '--award', '2001:700']);
    const mail = await firstMail(owner.token);
    const before = await balanceOf(t, other.userId);
    for (const name of ['getMailDetail', 'receiveMail', 'delMail', 'readMail']) {
      const answer = (await call(name, { id: mail.id }, other.token)).json();
      expect(answer.code, name).toBe(404);
    }
    expect(await balanceOf(t, other.userId)).toBe(before);
    expect(await firstMail(owner.token)).toMatchObject({ read: false, awardsClaimed: false });
    expect((await call('getMail3', {}, '')).json().code).not.toBe(0);
  });
});
