// Scratch cards: the shop's stated return, a purchase taking diamonds and paying the drawn prize at once (ledger and
// award log), the reveal answering that same prize, refusals (short of diamonds, off sale, bad input), other players'
// cards out of reach, try-it and logged-out callers refused, racing purchases (one key pays once; many keys never
// spend more diamonds than held), the log's pages and the operator command.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROP } from '../../../contract/index.ts';
import { grantAwards } from '../../../server/domain/awards.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { buyCards } from '../../../server/domain/scratch/cards.ts';
import { appCalls, backends, balanceOf, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('scratch cards on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const { open } = gameCalls(() => t);
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'scratch', args, t.clock.now());
  let n = 0;
  const giveDiamonds = (userId: number, count: number) =>
    t.db
      .transaction()
      .execute((trx) => grantAwards(trx, userId, [{ id: PROP.diamond, count }], { source: 'test', reference: `d${(n += 1)}`, now: t.clock.now() }));
  const buy = (token: string, kindId: number, count: number, key: string = randomUUID()) =>
    call('diamondExchangeScratchcard', { kindId, count }, token, { 'idempotency-key': key });
  const info = (token: string) => data('getScratchCardInfo', {}, token);
  /** Only `line` of a kind can be drawn (the others keep their prizes at weight 0); answers a restore. */
  const onlyLine = async (kindId: number, line: number) => {
    const saved = await t.db.selectFrom('scratch_prizes').selectAll().where('kind_id', '=', kindId).execute();
    for (const p of saved) await admin('set', String(kindId), 'prize', String(p.line), String(p.prop_id), String(p.count), p.line === line ? '1' : '0');
    return async () => {
      for (const p of saved) await admin('set', String(kindId), 'prize', String(p.line), String(p.prop_id), String(p.count), String(p.weight));
    };
  };

  it('states each kind’s price, prize chances and return honestly', async () => {
    const p = await fundedPlayer(t, 0, 'sci');
    const shop = await info(p.token);
    expect(shop).toMatchObject({ diamonds: 0, diamondValue: 100, unscratched: [] });
    expect(shop.kinds.map((k: { name: string; price: number; rtpBasisPoints: number }) => [k.name, k.price, k.rtpBasisPoints])).toEqual([
      ['Lucky 7', 10, 9000],
      ['Gold Rush', 50, 9200],
    ]);
    const lucky = shop.kinds[0];
    expect(lucky).toMatchObject({ priceValue: 1000, expectedValue: 900, totalWeight: 10_000 });
    expect(lucky.prizes[0]).toEqual({ propId: 2001, count: 0, weight: 5285 });
  });

  it('a purchase takes the diamonds and pays the prize at once; the reveal answers that same prize, once', async () => {
    const restore = await onlyLine(1, 3); // ₱10.00
    const p = await fundedPlayer(t, 0, 'scb');
    await giveDiamonds(p.userId, 25);
    const bought = (await buy(p.token, 1, 2)).json();
    expect(bought.code, JSON.stringify(bought)).toBe(0);
    expect(bought.data).toMatchObject({ diamonds: 5, balance: 2000 });
    expect(bought.data.cards).toHaveLength(2);
    // The prize is paid but not shown before the scratch.
    expect(bought.data.cards[0]).toMatchObject({ kindName: 'Lucky 7', diamonds: 10, scratchedAt: null, awards: null });
    // The spend is in the diamond record beside the mall's exchanges, with what was left.
    const moves = (await data('diamondLog', {}, p.token)).list;
    expect(moves.map((m: { kind: string; change: number; balanceAfter: number }) => [m.kind, m.change, m.balanceAfter])).toEqual([
      ['scratch', -20, 5],
      ['earned', 25, 25],
    ]);
    expect(await balanceOf(t, p.userId)).toBe(2000);
    const logged = await t.db
      .selectFrom('award_log')
      .select(['prop_id', 'count', 'source'])
      .where('user_id', '=', p.userId)
      .where('source', '=', 'scratch-card')
      .execute();
    expect(logged).toEqual([
      { prop_id: 2001, count: 1000, source: 'scratch-card' },
      { prop_id: 2001, count: 1000, source: 'scratch-card' },
    ]);
    expect((await info(p.token)).unscratched.map((c: { id: number }) => c.id)).toEqual([bought.data.cards[1].id, bought.data.cards[0].id]);
    await restore();

    const cardId = bought.data.cards[0].id;
    const first = await data('scratchCardLottery', { cardId }, p.token);
    expect(first.awards).toEqual([{ id: 2001, count: 1000 }]);
    expect(first.card).toMatchObject({ id: cardId, awards: [{ id: 2001, count: 1000 }], scratchedAt: t.clock.now() });
    t.clock.advance(1000);
    const again = await data('scratchCardLottery', { cardId }, p.token);
    expect(again).toEqual(first);
    // Racing reveals of the other card all answer its one prize; nothing more is paid.
    const other = bought.data.cards[1].id;
    const raced = await Promise.all(Array.from({ length: 30 }, () => call('scratchCardLottery', { cardId: other }, p.token)));
    expect(new Set(raced.map((r) => JSON.stringify(r.json().data.awards)))).toEqual(new Set([JSON.stringify([{ id: 2001, count: 1000 }])]));
    expect(await balanceOf(t, p.userId)).toBe(2000);
    expect((await info(p.token)).unscratched).toHaveLength(0);
  });

  it('refuses a purchase short of diamonds, off sale, or malformed, taking nothing', async () => {
    const p = await fundedPlayer(t, 0, 'scr');
    await giveDiamonds(p.userId, 49);
    const short = (await buy(p.token, 2, 1)).json();
    expect(short).toMatchObject({ code: 403, msg: '1 Gold Rush card cost 50 diamonds; you have 49.' });
    expect((await buy(p.token, 1, 5)).json().msg).toBe('5 Lucky 7 cards cost 50 diamonds; you have 49.');
    expect((await buy(p.token, 99, 1)).json()).toMatchObject({ code: 404 });
    for (const body of [{ kindId: 1, count: 0 }, { kindId: 1, count: 11 }, { kindId: 1.5, count: 1 }, { kindId: 1 }, { kindId: '1', count: 1 }]) {
      expect((await call('diamondExchangeScratchcard', body, p.token)).json().code).toBe(400);
    }
    await admin('set', '1', 'sale', 'off');
    expect((await buy(p.token, 1, 1)).json()).toMatchObject({ code: 404, msg: 'This scratch card is not on sale.' });
    expect((await info(p.token)).kinds.map((k: { id: number }) => k.id)).toEqual([2]);
    await admin('set', '1', 'sale', 'on');
    expect((await info(p.token)).diamonds).toBe(49);
    expect(await t.db.selectFrom('scratch_cards').select('id').where('user_id', '=', p.userId).execute()).toEqual([]);
  });

  it('keeps cards to their owner: another player’s card is 404, logged-out and try-it callers are 401', async () => {
    const owner = await fundedPlayer(t, 0, 'sco');
    const other = await fundedPlayer(t, 0, 'sct');
    await giveDiamonds(owner.userId, 10);
    const cardId = (await buy(owner.token, 1, 1)).json().data.cards[0].id;
    expect((await call('scratchCardLottery', { cardId }, other.token)).json()).toMatchObject({ code: 404, msg: 'No such scratch card.' });
    expect((await call('scratchCardLottery', { cardId: 999_999 }, owner.token)).json().code).toBe(404);
    expect((await data('searchScratchCardAwardLog', { pageNum: 1, userId: owner.userId }, other.token)).list).toEqual([]);
    expect((await data('getScratchCardInfo', {}, other.token)).unscratched).toEqual([]);
    // The card stays unrevealed for its owner.
    expect((await info(owner.token)).unscratched.map((c: { id: number }) => c.id)).toEqual([cardId]);

    // A try-it game session's key is no app session.
    await giveDiamonds(other.userId, 10);
    const demo = await open(other.token, 'lucky-sampaguita', true);
    expect(demo.tryIt).toBe(true);
    expect((await buy(demo.sessionKey, 1, 1)).json().code).toBe(401);

    await call('logout', {}, owner.token);
    for (const [name, body] of [
      ['getScratchCardInfo', {}],
      ['diamondExchangeScratchcard', { kindId: 1, count: 1 }],
      ['scratchCardLottery', { cardId }],
      ['searchScratchCardAwardLog', { pageNum: 1 }],
    ] as const) {
      expect((await call(name, body, owner.token)).json().code, name).toBe(401);
      expect((await call(name, body, '')).json().code, name).toBe(401);
    }
    expect((await info(other.token)).diamonds).toBe(10);
  });

  it('100 racing purchases with one key buy once; 100 with different keys never spend more diamonds than held', async () => {
    const p = await fundedPlayer(t, 0, 'scx');
    await giveDiamonds(p.userId, 95);
    const key = randomUUID();
    const same = await Promise.all(Array.from({ length: 100 }, () => buy(p.token, 1, 1, key)));
    const answers = same.map((r) => r.json());
    expect(answers.filter((a) => a.code === 0).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.code === 0 || a.code === 409)).toBe(true);
    expect(new Set(answers.filter((a) => a.code === 0).map((a) => a.data.cards[0].id)).size).toBe(1);
    expect((await info(p.token)).diamonds).toBe(85);
    // Past the replay store (a key older than its lifetime), the purchase key itself still makes the cards once.
    const again = await buyCards(t.db, p.userId, 1, 1, `key:${key}`, t.clock.now());
    expect(again.cards.map((c) => c.id)).toEqual([answers.find((a) => a.code === 0).data.cards[0].id]);
    expect(again.diamonds).toBe(85);

    const many = await Promise.all(Array.from({ length: 100 }, () => buy(p.token, 1, 1)));
    const codes = many.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(8);
    expect(codes.filter((c) => c !== 0).every((c) => c === 403)).toBe(true);
    expect((await info(p.token)).diamonds).toBe(5);
    const cards = await t.db.selectFrom('scratch_cards').select(['id', 'prize_count']).where('user_id', '=', p.userId).execute();
    expect(cards).toHaveLength(9);
    const paid = cards.reduce((sum, c) => sum + c.prize_count, 0);
    expect(await balanceOf(t, p.userId)).toBe(paid);
  });

  it('lists every card of the player, newest first, 20 a page, the prize only once revealed', async () => {
    const p = await fundedPlayer(t, 0, 'scl');
    await giveDiamonds(p.userId, 250);
    for (let i = 0; i < 2; i += 1) expect((await buy(p.token, 1, 10)).json().code).toBe(0);
    await admin('give', p.account, '2', '3');
    const first = await data('searchScratchCardAwardLog', { pageNum: 1 }, p.token);
    expect(first).toMatchObject({ total: 23, pages: 2, pageNum: 1 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ kindName: 'Gold Rush', diamonds: 0, awards: null });
    const second = await data('searchScratchCardAwardLog', { pageNum: 2 }, p.token);
    expect(second.list).toHaveLength(3);
    const revealed = await data('scratchCardLottery', { cardId: second.list[2].id }, p.token);
    const again = await data('searchScratchCardAwardLog', { pageNum: 2 }, p.token);
    expect(again.list[2]).toMatchObject({ id: revealed.card.id, awards: revealed.awards });
    expect((await call('searchScratchCardAwardLog', { pageNum: 0 }, p.token)).json().code).toBe(400);
  });

  it('the operator shows, adds and changes kinds and prize lines, and refuses bad arguments', async () => {
    expect(await admin('kinds')).toContain('#1 Lucky 7: 10 diamonds (₱10.00), on sale, average prize ₱9.00, RTP 90.00%');
    expect(await admin('kinds')).toContain('  line 6: ₱5000.00, weight 40 (0.40%)');
    const added = await admin('add', '3', 'silver', '20', 'Silver', 'Star');
    expect(added).toContain('#3 Silver Star: 20 diamonds (₱20.00), off sale, average prize ₱0.00, RTP 0.00%');
    await admin('set', '3', 'prize', '1', '2001', '0', '1');
    const priced = await admin('set', '3', 'prize', '2', '60001', '20', '1');
    expect(priced).toContain('#3 Silver Star: 20 diamonds (₱20.00), off sale, average prize ₱10.00, RTP 50.00%');
    expect(priced).toContain('  line 2: 20 diamonds, weight 1 (50.00%)');
    expect(await admin('set', '3', 'price', '10')).toContain('RTP 100.00%');
    await admin('set', '3', 'sale', 'off');
    for (const bad of [
      ['set', '1', 'prize', '1', '1001', '1', '1'],
      ['set', '1', 'prize', '21', '2001', '1', '1'],
      ['set', '1', 'price', '0'],
      ['set', '1', 'sale', 'maybe'],
      ['give', 'someone', '1', '101'],
      ['add', '4', 'Bad Code', '10', 'x'],
      ['bogus'],
    ]) {
      await expect(admin(...bad)).rejects.toBeInstanceOf(UsageError);
    }
    await expect(admin('set', '9', 'price', '5')).rejects.toThrow('No scratch card kind 9');
    await expect(admin('add', '1', 'again', '5', 'Again')).rejects.toThrow('exists already');
    await expect(admin('give', 'nobody-here', '1', '1')).rejects.toThrow('No account named');
  });
});
