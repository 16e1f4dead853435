// Feedback tickets: the player's own list, one ticket (marks replies read), create with images, follow-up, own images.
import { calls } from '../../contract/index.ts';
import { addMessage, createTicket, feedbackTerms, listTickets, openTicket, readTicketImage } from '../domain/feedback/tickets.ts';
import type { CallRegistry } from './register-call.ts';

/** The ceiling's five 2 MiB images as base64 (about 13.4 MiB) and the JSON around them. */
const FEEDBACK_BODY_LIMIT = 14 * 1024 * 1024;

export function feedbackRoutes(registry: CallRegistry): void {
  registry.register(calls.feedbackList, async ({ db, now, requireUser }) => ({
    ...(await feedbackTerms(db, now)),
    list: await listTickets(db, requireUser().userId),
  }));

  registry.register(calls.feedbackDetail, ({ db, body, now, requireUser }) => openTicket(db, requireUser().userId, body.id, now));

  registry.register(calls.feedbackCreate, ({ db, body, now, requireUser }) => createTicket(db, requireUser().userId, body, now), {
    bodyLimit: FEEDBACK_BODY_LIMIT,
  });

  registry.register(calls.feedbackReply, async ({ db, body, now, requireUser }) => {
    const userId = requireUser().userId;
    await addMessage(db, userId, body.id, body.text, now);
    return openTicket(db, userId, body.id, now);
  });

  registry.register(calls.feedbackImage, ({ db, body, requireUser }) => readTicketImage(db, requireUser().userId, body.id));
}
