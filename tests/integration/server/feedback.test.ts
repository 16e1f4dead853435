// Feedback tickets: create with images (type, size and count refused with clear 4xx), only the owner reads, replies
// or sees images, operator replies and closes through the CLI commands, the hourly creation limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';
import { pngWithText } from './kyc-images.ts';

const png = () => pngWithText().toString('base64');
const TEXT = 'My GCash deposit has not arrived yet.';

describe.each(backends())('feedback tickets (%s)', (backend) => {
  let t: TestApp;
  const { call, data } = appCalls(() => t);
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'feedback', args, t.clock.now());

  it('creates a ticket with an image, shows the terms, and serves the image only to its owner', async () => {
    const player = await newPlayer(t);
    const ticket = await data('feedbackCreate', { category: 'deposit', text: TEXT, images: [png()] }, player.token);
    expect(ticket).toMatchObject({ category: 'deposit', status: 'open', unread: false, preview: TEXT });
    expect(ticket.imageIds).toHaveLength(1);
    expect(ticket.messages).toEqual([expect.objectContaining({ fromOperator: false, body: TEXT })]);
    const list = await data('feedbackList', {}, player.token);
    expect(list).toMatchObject({ imageLimit: 3, answerHours: 24 });
    expect(list.list.map((x: { id: number }) => x.id)).toEqual([ticket.id]);
    const image = await data('feedbackImage', { id: ticket.imageIds[0] }, player.token);
    expect(Buffer.from(image.data, 'base64').subarray(1, 4).toString()).toBe('PNG');

    const other = await newPlayer(t);
    for (const [name, body] of [
      ['feedbackDetail', { id: ticket.id }],
      ['feedbackReply', { id: ticket.id, text: 'I am not the owner of this ticket' }],
      ['feedbackImage', { id: ticket.imageIds[0] }],
    ] as const) {
      const response = await call(name, body, other.token);
      expect(response.json().code, name).toBe(404);
    }
    expect((await data('feedbackList', {}, other.token)).list).toEqual([]);
    expect((await call('feedbackList', {}, '')).json().code).toBe(401);
  });

  it('refuses a non-image, a too-large image, too many images and short text with clear messages', async () => {
    const player = await newPlayer(t);
    const send = (body: object) => call('feedbackCreate', { category: 'game', text: TEXT, images: [], ...body }, player.token);
    const notImage = await send({ images: [Buffer.from('<html><script>alert(1)</script></html>').toString('base64')] });
    expect(notImage.json()).toMatchObject({ code: 400, msg: 'Upload a JPEG, PNG or WebP photo' });
    const big = Buffer.concat([pngWithText(), Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    expect((await send({ images: [big] })).json()).toMatchObject({ code: 400, msg: expect.stringContaining('2 MB') });
    expect((await send({ images: [png(), png(), png(), png()] })).json()).toMatchObject({ code: 400, msg: 'Attach at most 3 images' });
    expect((await send({ text: 'short' })).json()).toMatchObject({ code: 400, msg: expect.stringContaining('at least 10') });
    expect((await send({ category: 'casino' })).json().code).toBe(400);
    expect((await data('feedbackList', {}, player.token)).list).toEqual([]);
  });

  it('shows an operator reply as unread until opened; a follow-up reopens; a closed ticket takes no message', async () => {
    const player = await newPlayer(t);
    const ticket = await data('feedbackCreate', { category: 'withdrawal', text: TEXT, images: [] }, player.token);
    expect(await admin('list', 'open')).toContain(`#${ticket.id}\topen\twithdrawal\t${player.account}`);
    t.clock.advance(1000);
    expect(await admin('reply', String(ticket.id), 'We', 'found', 'it.')).toBe(`Replied to feedback #${ticket.id}`);
    const listed = (await data('feedbackList', {}, player.token)).list[0];
    expect(listed).toMatchObject({ status: 'answered', unread: true });
    const opened = await data('feedbackDetail', { id: ticket.id }, player.token);
    expect(opened.messages.at(-1)).toMatchObject({ fromOperator: true, body: 'We found it.' });
    expect((await data('feedbackList', {}, player.token)).list[0].unread).toBe(false);

    t.clock.advance(1000);
    const followed = await data('feedbackReply', { id: ticket.id, text: 'Thanks, it shows now.' }, player.token);
    expect(followed.status).toBe('open');
    expect(await admin('show', String(ticket.id))).toContain('player: Thanks, it shows now.');
    expect(await admin('close', String(ticket.id))).toBe(`Feedback #${ticket.id} closed`);
    const closed = await call('feedbackReply', { id: ticket.id, text: 'One more thing here' }, player.token);
    expect(closed.json()).toMatchObject({ code: 409, msg: expect.stringContaining('closed') });
    await expect(admin('reply', String(ticket.id), 'late')).rejects.toThrow('closed');
    await expect(admin('show', '999999')).rejects.toThrow('No such feedback ticket');
    await expect(admin('list', 'pending')).rejects.toThrow('Usage');
    expect(await admin('answer-hours', '48')).toBe('Players are told: we answer within 48 hours');
    expect((await data('feedbackList', {}, player.token)).answerHours).toBe(48);
    await expect(admin('answer-hours', '0')).rejects.toThrow('Usage');
  });

  it('limits new tickets to 5 an hour per player', async () => {
    const player = await newPlayer(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => call('feedbackCreate', { category: 'other', text: TEXT, images: [] }, player.token)));
    // Raced, never more than five get in (the shared limiter may refuse a few extra while they cross).
    const accepted = results.filter((r) => r.json().code === 0).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(5);
    for (let i = accepted; i < 5; i++) expect((await call('feedbackCreate', { category: 'other', text: TEXT, images: [] }, player.token)).json().code).toBe(0);
    const refused = await call('feedbackCreate', { category: 'other', text: TEXT, images: [] }, player.token);
    expect(refused.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/5 feedback tickets an hour. Try again in \d+ minutes/) });
    expect((await data('feedbackList', {}, player.token)).list).toHaveLength(5);
    t.clock.advance(61 * 60_000);
    expect((await call('feedbackCreate', { category: 'other', text: TEXT, images: [] }, player.token)).json().code).toBe(0);
  });

  it('after logout the old session reads nothing; parallel follow-ups are all kept, and none lands after a close', async () => {
    const player = await newPlayer(t);
    const ticket = await data('feedbackCreate', { category: 'account', text: TEXT, images: [] }, player.token);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('feedbackReply', { id: ticket.id, text: `Follow-up number ${i}` }, player.token)),
    );
    expect(replies.every((r) => r.json().code === 0)).toBe(true);
    const [closed, late] = await Promise.all([
      admin('close', String(ticket.id)),
      call('feedbackReply', { id: ticket.id, text: 'Racing the close here' }, player.token),
    ]);
    expect(closed).toContain('closed');
    const thread = await data('feedbackDetail', { id: ticket.id }, player.token);
    expect(thread.status).toBe('closed');
    expect(thread.messages).toHaveLength(late.json().code === 0 ? 12 : 11);

    await data('logout', {}, player.token);
    expect((await call('feedbackDetail', { id: ticket.id }, player.token)).json().code).toBe(401);
    expect((await call('feedbackList', {}, player.token)).json().code).toBe(401);
  });
});
