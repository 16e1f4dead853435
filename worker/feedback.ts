// Feedback tickets and what they store: kv 'feedbackList' (terms and my tickets, newest first), 'feedbackTickets'
// (each ticket opened, by id, so a thread reads offline) and 'feedbackDraft' (a ticket not sent, kept to try again).
// A ticket is never shown as sent before the server has it: offline, the draft stays and the answer says so.
import { NOT_AN_IMAGE, sniffImageType } from '../contract/image-type.ts';
import {
  calls,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_TOO_LARGE,
  type FeedbackCategory,
  type FeedbackTicket,
  type FeedbackTicketSummary,
  type ResponseOf,
} from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { fail, ok, type Result } from '../contract/result.ts';
import { OFFLINE_DRAFT_MSG } from '../contract/app-messages.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export type FeedbackDeps = ModuleDeps;
export type FeedbackImage = ResponseOf<typeof calls.feedbackImage>;
export interface FeedbackDraft {
  category: FeedbackCategory | '';
  text: string;
}

export { OFFLINE_DRAFT_MSG };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const summaryOf = ({ messages: _messages, imageIds: _imageIds, ...summary }: FeedbackTicket): FeedbackTicketSummary => summary;

export function createFeedback({ http, db, state }: FeedbackDeps) {
  const post = sessionPost(http, state);

  /** Keeps the ticket and puts its summary at its place in the list (first when new). */
  async function storeTicket(ticket: FeedbackTicket): Promise<void> {
    await db.transaction('rw', db.kv, async () => {
      const tickets = (await getKv('feedbackTickets', db)) ?? {};
      await setKv('feedbackTickets', { ...tickets, [ticket.id]: ticket }, db);
      const list = await getKv('feedbackList', db);
      if (!list) return;
      const others = list.list.filter((t) => t.id !== ticket.id);
      const summary = summaryOf(ticket);
      const known = others.length < list.list.length;
      await setKv('feedbackList', { ...list, list: known ? list.list.map((t) => (t.id === ticket.id ? summary : t)) : [summary, ...others] }, db);
    });
  }

  return {
    async load(): Promise<Result<{ unread: number }>> {
      const result = await post(calls.feedbackList, {});
      if (!result.ok) return result;
      await setKv('feedbackList', result.data, db);
      return ok({ unread: result.data.list.filter((t) => t.unread).length });
    },

    async open(id: number): Promise<Result<FeedbackTicket>> {
      const result = await post(calls.feedbackDetail, { id });
      if (!result.ok) return result;
      await storeTicket(result.data);
      return result;
    },

    async saveDraft(draft: FeedbackDraft): Promise<Result<null>> {
      await setKv('feedbackDraft', draft, db);
      return ok(null);
    },

    /** Checks every image here first (type by its bytes, size); a failed send keeps the draft. */
    async create(category: FeedbackCategory, text: string, images: Uint8Array[]): Promise<Result<FeedbackTicket>> {
      await setKv('feedbackDraft', { category, text }, db);
      for (const bytes of images) {
        if (!sniffImageType(bytes)) return fail('invalid', 400, NOT_AN_IMAGE);
        if (bytes.length > FEEDBACK_IMAGE_MAX_BYTES) return fail('invalid', 400, FEEDBACK_TOO_LARGE);
      }
      const result = await post(calls.feedbackCreate, { category, text, images: images.map(toBase64) });
      if (!result.ok) return result.reason === 'network' || result.reason === 'timeout' ? fail(result.reason, result.code, OFFLINE_DRAFT_MSG) : result;
      await db.kv.delete('feedbackDraft');
      await storeTicket(result.data);
      return result;
    },

    async reply(id: number, text: string): Promise<Result<FeedbackTicket>> {
      const result = await post(calls.feedbackReply, { id, text });
      if (!result.ok) return result.reason === 'network' ? fail(result.reason, result.code, OFFLINE_DRAFT_MSG) : result;
      await storeTicket(result.data);
      return result;
    },

    /** Images are shown, never stored on the device. */
    image: (id: number): Promise<Result<FeedbackImage>> => post(calls.feedbackImage, { id }),
  };
}

export type FeedbackModule = ReturnType<typeof createFeedback>;
