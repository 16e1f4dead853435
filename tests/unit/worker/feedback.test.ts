// The worker's feedback module: tickets kept for offline reading, a sent ticket stored and its draft cleared, images
// checked on the device before sending, an offline send that keeps the draft and says so, an opened reply read.
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackTicket } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createFeedback, OFFLINE_DRAFT_MSG } from '../../../worker/feedback.ts';
import { envelope, type Reply } from './fake-server.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  return { ...h, feedback: createFeedback({ http: h.http, db: h.db, state: h.state, now: h.now }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ticket = (over: Partial<FeedbackTicket> = {}): FeedbackTicket => ({
  id: 7,
  category: 'deposit',
  status: 'open',
  preview: 'My deposit is missing',
  createdAt: 1,
  updatedAt: 1,
  unread: false,
  messages: [{ id: 1, fromOperator: false, body: 'My deposit is missing', createdAt: 1 }],
  imageIds: [3],
  ...over,
});
const summary = ({ messages: _m, imageIds: _i, ...rest }: FeedbackTicket) => rest;

describe('worker feedback', () => {
  it('keeps the list with its terms and counts unread replies', async () => {
    const h = setUp([envelope({ imageLimit: 3, answerHours: 24, list: [summary(ticket({ unread: true, status: 'answered' }))] })]);
    expect(await h.feedback.load()).toEqual({ ok: true, data: { unread: 1 } });
    expect(await getKv('feedbackList', h.db)).toMatchObject({ imageLimit: 3, answerHours: 24, list: [{ id: 7, unread: true }] });
  });

  it('sends a ticket with its image as base64, stores it first in the list and clears the draft', async () => {
    const h = setUp([envelope({ imageLimit: 3, answerHours: 24, list: [] }), envelope(ticket())]);
    await h.feedback.load();
    const sent = await h.feedback.create('deposit', 'My deposit is missing', [PNG]);
    expect(sent.ok).toBe(true);
    expect(h.server.requests[1]!.body).toMatchObject({ category: 'deposit', text: 'My deposit is missing', images: [btoa(String.fromCharCode(...PNG))] });
    expect((await getKv('feedbackList', h.db))?.list.map((t) => t.id)).toEqual([7]);
    expect((await getKv('feedbackTickets', h.db))?.[7]?.imageIds).toEqual([3]);
    expect(await getKv('feedbackDraft', h.db)).toBeUndefined();
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const h = setUp([]);
    const result = await h.feedback.create('game', 'The reels froze', [new TextEncoder().encode('<svg onload=alert(1)>')]);
    expect(result).toMatchObject({ ok: false, code: 400, msg: 'Upload a JPEG, PNG or WebP photo' });
    expect(h.server.requests).toHaveLength(0);
  });

  it('offline: says it was not sent and keeps the draft', async () => {
    const h = setUp(['network', 'network', 'network', 'network', 'network']);
    const result = await h.feedback.create('withdrawal', 'Still pending since noon', []);
    expect(result).toMatchObject({ ok: false, msg: OFFLINE_DRAFT_MSG });
    expect(await getKv('feedbackDraft', h.db)).toEqual({ category: 'withdrawal', text: 'Still pending since noon' });
    expect(await getKv('feedbackList', h.db)).toBeUndefined();
  });

  it('opening a ticket keeps its thread and marks its row read', async () => {
    const replied = ticket({ status: 'answered', unread: true });
    const h = setUp([envelope({ imageLimit: 3, answerHours: 24, list: [summary(replied)] }), envelope({ ...replied, unread: false })]);
    await h.feedback.load();
    await h.feedback.open(7);
    expect((await getKv('feedbackList', h.db))?.list[0]).toMatchObject({ id: 7, unread: false, status: 'answered' });
    expect((await getKv('feedbackTickets', h.db))?.[7]?.messages).toHaveLength(1);
  });
});
