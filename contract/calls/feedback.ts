// Feedback tickets (not in SPEC: SPEC names only the routes /feedback, /feedback/record and /feedback/record/{id}).
// A ticket has a category, a plain-text thread (player and operator messages) and up to the config's
// feedbackImageLimit images, each sent as base64 and re-encoded by the server before it is stored.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { text } from '../text.ts';
import { FEEDBACK_TOO_LARGE } from '../app-messages.ts';

export const FEEDBACK_CATEGORIES = ['deposit', 'withdrawal', 'game', 'account', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Per image, before base64; a phone photo fits, and three of them stay under the route's body limit. */
export const FEEDBACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A hard ceiling whatever the config says; the server refuses above the config's feedbackImageLimit. */
export const FEEDBACK_IMAGES_CEILING = 5;
export const FEEDBACK_TEXT_MIN = 10;
export const FEEDBACK_TEXT_MAX = 1000;
/** New tickets per player per hour. */
export const FEEDBACK_TICKETS_PER_HOUR = 5;
export { FEEDBACK_TOO_LARGE };

const messageText = text({ multiline: true })
  .trim()
  .min(FEEDBACK_TEXT_MIN, `Write at least ${FEEDBACK_TEXT_MIN} characters`)
  .max(FEEDBACK_TEXT_MAX, `Use at most ${FEEDBACK_TEXT_MAX} characters`);
const ticketId = z
  .number({ error: 'Choose a ticket' })
  .int()
  .positive()
  .max(2 ** 53 - 1);

export const feedbackTicketSummary = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(FEEDBACK_STATUSES),
  /** The first message, cut to 80 characters. */
  preview: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** An operator message the player has not opened yet. */
  unread: z.boolean(),
});
export type FeedbackTicketSummary = z.infer<typeof feedbackTicketSummary>;

export const feedbackMessage = z.object({
  id: z.number().int(),
  fromOperator: z.boolean(),
  body: z.string(),
  createdAt: z.number().int(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessage>;

export const feedbackTicket = feedbackTicketSummary.extend({
  messages: z.array(feedbackMessage),
  imageIds: z.array(z.number().int()),
});
export type FeedbackTicket = z.infer<typeof feedbackTicket>;

export const feedbackTerms = z.object({
  /** The config's feedbackImageLimit. */
  imageLimit: z.number().int(),
  /** The target answer time players are told. */
  answerHours: z.number().int(),
});
export type FeedbackTerms = z.infer<typeof feedbackTerms>;

export const feedbackListCall = defineCall('feedbackList', 'app/v1', {
  request: z.object({}),
  response: feedbackTerms.extend({ list: z.array(feedbackTicketSummary) }),
  auth: 'required',
  kind: 'read',
});

/** Reading a ticket marks its operator replies read. */
export const feedbackDetailCall = defineCall('feedbackDetail', 'app/v1', {
  request: z.object({ id: ticketId }),
  response: feedbackTicket,
  auth: 'required',
  kind: 'write',
});

export const feedbackCreateCall = defineCall('feedbackCreate', 'app/v1', {
  request: z.object({
    category: z.enum(FEEDBACK_CATEGORIES, { error: 'Choose a category' }),
    text: messageText,
    images: z
      .array(
        text()
          .min(1, 'Choose an image')
          .max(Math.ceil((FEEDBACK_IMAGE_MAX_BYTES * 4) / 3) + 8, FEEDBACK_TOO_LARGE),
      )
      .max(FEEDBACK_IMAGES_CEILING, 'Too many images'),
  }),
  response: feedbackTicket,
  auth: 'required',
  kind: 'write',
});

export const feedbackReplyCall = defineCall('feedbackReply', 'app/v1', {
  request: z.object({ id: ticketId, text: messageText }),
  response: feedbackTicket,
  auth: 'required',
  kind: 'write',
});

/** One image of the player's own ticket, as base64 (served only to its owner). */
export const feedbackImageCall = defineCall('feedbackImage', 'app/v1', {
  request: z.object({ id: ticketId }),
  response: z.object({ id: z.number().int(), mime: z.enum(['image/jpeg', 'image/png', 'image/webp']), data: z.string() }),
  auth: 'required',
  kind: 'read',
});
