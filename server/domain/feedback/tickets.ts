// Feedback tickets: a player creates one (rate limited, images re-encoded), reads only their own, adds follow-ups until
// it is closed. Another player's ticket or image answers 404, as if it did not exist.
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_TICKETS_PER_HOUR,
  FEEDBACK_TOO_LARGE,
  type FeedbackCategory,
  type FeedbackStatus,
  type FeedbackTicket,
  type FeedbackTicketSummary,
} from '../../../contract/calls/feedback.ts';
import type { Database } from '../../db/database.ts';
import { readAppConfig } from '../app-config.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { reencodeImage, type ImageMime } from '../kyc-image.ts';
import { countAttempt, type RateRule } from '../rate-limit.ts';

/** What players are told when no operator has set `feedbackAnswerHours` in app_config. */
export const DEFAULT_ANSWER_HOURS = 24;
const PREVIEW_LENGTH = 80;

const ticketsPerPlayer = (userId: number): RateRule => ({
  bucket: `feedback-ticket:${userId}`,
  limit: FEEDBACK_TICKETS_PER_HOUR,
  windowMs: 60 * 60_000,
  scope: `You can send ${FEEDBACK_TICKETS_PER_HOUR} feedback tickets an hour`,
});

export async function feedbackTerms(db: Database, now: number): Promise<{ imageLimit: number; answerHours: number }> {
  const config = await readAppConfig(db, now);
  const row = await db.selectFrom('app_config').select('value').where('key', '=', 'feedbackAnswerHours').executeTakeFirst();
  const hours = Number(row?.value);
  return { imageLimit: config.feedbackImageLimit, answerHours: Number.isInteger(hours) && hours > 0 ? hours : DEFAULT_ANSWER_HOURS };
}

interface TicketRow {
  id: number;
  category: string;
  status: string;
  created_at: number;
  updated_at: number;
  last_reply_at: number | null;
  player_seen_at: number;
}

function summaryOf(row: TicketRow, firstMessage: string): FeedbackTicketSummary {
  return {
    id: Number(row.id),
    category: row.category as FeedbackCategory,
    status: row.status as FeedbackStatus,
    preview: firstMessage.length > PREVIEW_LENGTH ? `${firstMessage.slice(0, PREVIEW_LENGTH - 1)}…` : firstMessage,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    unread: row.last_reply_at !== null && Number(row.last_reply_at) > Number(row.player_seen_at),
  };
}

const ticketColumns = ['id', 'category', 'status', 'created_at', 'updated_at', 'last_reply_at', 'player_seen_at'] as const;

export async function listTickets(db: Database, userId: number): Promise<FeedbackTicketSummary[]> {
  const rows = await db.selectFrom('feedback_tickets').select(ticketColumns).where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute();
  if (rows.length === 0) return [];
  const firsts = await db
    .selectFrom('feedback_messages')
    .select(['ticket_id', 'body'])
    .distinctOn('ticket_id')
    .where(
      'ticket_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('ticket_id')
    .orderBy('id')
    .execute();
  const bodyOf = new Map(firsts.map((m) => [Number(m.ticket_id), m.body]));
  return rows.map((row) => summaryOf(row, bodyOf.get(Number(row.id)) ?? ''));
}

/** The whole ticket; `ownerId` null is the operator (any ticket). */
export async function readTicket(db: Database, ownerId: number | null, id: number): Promise<FeedbackTicket & { userId: number }> {
  let query = db
    .selectFrom('feedback_tickets')
    .select([...ticketColumns, 'user_id'])
    .where('id', '=', id);
  if (ownerId !== null) query = query.where('user_id', '=', ownerId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('No such feedback ticket');
  const messages = await db.selectFrom('feedback_messages').selectAll().where('ticket_id', '=', id).orderBy('id').execute();
  const images = await db.selectFrom('feedback_images').select('id').where('ticket_id', '=', id).orderBy('id').execute();
  return {
    ...summaryOf(row, messages[0]?.body ?? ''),
    userId: Number(row.user_id),
    messages: messages.map((m) => ({ id: Number(m.id), fromOperator: m.from_operator, body: m.body, createdAt: Number(m.created_at) })),
    imageIds: images.map((i) => Number(i.id)),
  };
}

/** The player opens their ticket: the operator's replies so far are read. */
export async function openTicket(db: Database, userId: number, id: number, now: number): Promise<FeedbackTicket> {
  await db.updateTable('feedback_tickets').set({ player_seen_at: now }).where('id', '=', id).where('user_id', '=', userId).execute();
  const { userId: _owner, ...ticket } = await readTicket(db, userId, id);
  return ticket;
}

async function decodeImages(images: string[], limit: number): Promise<{ mime: ImageMime; bytes: Uint8Array }[]> {
  if (images.length > limit) throw badInput(`Attach at most ${limit} image${limit === 1 ? '' : 's'}`);
  const decoded = [];
  for (const base64 of images) {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badInput('The image data is not valid base64');
    const raw = new Uint8Array(Buffer.from(base64, 'base64'));
    if (raw.length > FEEDBACK_IMAGE_MAX_BYTES) throw badInput(FEEDBACK_TOO_LARGE);
    decoded.push(await reencodeImage(raw));
  }
  return decoded;
}

export interface NewTicket {
  category: FeedbackCategory;
  text: string;
  images: string[];
}

export async function createTicket(db: Database, userId: number, input: NewTicket, now: number): Promise<FeedbackTicket> {
  const { imageLimit } = await feedbackTerms(db, now);
  // Images are checked before the attempt counts, so a refused picture does not use up the hour's tickets.
  const images = await decodeImages(input.images, imageLimit);
  await countAttempt(db, ticketsPerPlayer(userId), now);
  const id = await db.transaction().execute(async (trx) => {
    const ticket = await trx
      .insertInto('feedback_tickets')
      .values({ user_id: userId, category: input.category, status: 'open', created_at: now, updated_at: now, last_reply_at: null, player_seen_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('feedback_messages').values({ ticket_id: ticket.id, from_operator: false, body: input.text, created_at: now }).execute();
    for (const image of images) {
      await trx
        .insertInto('feedback_images')
        .values({ ticket_id: ticket.id, user_id: userId, mime: image.mime, bytes: image.bytes, created_at: now })
        .execute();
    }
    return Number(ticket.id);
  });
  return openTicket(db, userId, id, now);
}

/**
 * A message on a ticket: the player's follow-up reopens it (open), the operator's answers it. A closed ticket takes
 * none; the row lock keeps a close and a message from crossing.
 */
export async function addMessage(db: Database, ownerId: number | null, id: number, body: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('feedback_tickets').select(['id', 'status']).where('id', '=', id);
    if (ownerId !== null) query = query.where('user_id', '=', ownerId);
    const row = await query.forUpdate().executeTakeFirst();
    if (!row) throw notFound('No such feedback ticket');
    if (row.status === 'closed') throw conflict('This ticket is closed. Send a new one if you still need help.');
    const fromOperator = ownerId === null;
    await trx.insertInto('feedback_messages').values({ ticket_id: id, from_operator: fromOperator, body, created_at: now }).execute();
    await trx
      .updateTable('feedback_tickets')
      .set(fromOperator ? { status: 'answered', updated_at: now, last_reply_at: now } : { status: 'open', updated_at: now, player_seen_at: now })
      .where('id', '=', id)
      .execute();
  });
}

export async function closeTicket(db: Database, id: number, now: number): Promise<void> {
  const done = await db.updateTable('feedback_tickets').set({ status: 'closed', updated_at: now }).where('id', '=', id).executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw notFound(`No feedback ticket #${id}`);
}

export async function readTicketImage(db: Database, userId: number, id: number): Promise<{ id: number; mime: ImageMime; data: string }> {
  const row = await db.selectFrom('feedback_images').select(['id', 'mime', 'bytes']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('No such image');
  return { id: Number(row.id), mime: row.mime as ImageMime, data: Buffer.from(row.bytes).toString('base64') };
}
