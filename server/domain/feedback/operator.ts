// `npm run admin -- feedback ...`: the operator's ticket queue, one ticket with its thread, a reply, a close.
import type { Database } from '../../db/database.ts';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../../../contract/calls/feedback.ts';
import { writeConfigValue } from '../app-config.ts';
import { addMessage, closeTicket, feedbackTerms, readTicket } from './tickets.ts';

type Args =
  | { action: 'answer-hours'; hours: number | null }
  | { action: 'list'; status: FeedbackStatus | null }
  | { action: 'show' | 'close'; id: number }
  | { action: 'reply'; id: number; text: string };

export const FEEDBACK_USAGE =
  'feedback list [open|answered|closed] | feedback show <id> | feedback reply <id> <text...> | feedback close <id> | feedback answer-hours [1-168]';

const idOf = (word: string | undefined) => (word !== undefined && /^\d{1,12}$/.test(word) && Number(word) > 0 ? Number(word) : null);
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

export const feedbackCommand = {
  usage: FEEDBACK_USAGE,
  parse(args: string[]): Args | null {
    const [action, first, ...rest] = args;
    if (action === 'list' && args.length <= 2) {
      if (first === undefined) return { action, status: null };
      const status = FEEDBACK_STATUSES.find((s) => s === first);
      return status ? { action, status } : null;
    }
    if (action === 'answer-hours' && args.length <= 2) {
      if (first === undefined) return { action, hours: null };
      const hours = idOf(first);
      return hours !== null && hours <= 168 ? { action, hours } : null;
    }
    const id = idOf(first);
    if ((action === 'show' || action === 'close') && id !== null && rest.length === 0) return { action, id };
    const text = rest.join(' ').trim();
    if (action === 'reply' && id !== null && text.length > 0 && text.length <= 1000) return { action, id, text };
    return null;
  },
  async run(db: Database, args: Args, now: number): Promise<string> {
    if (args.action === 'list') {
      let query = db
        .selectFrom('feedback_tickets as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.id', 't.category', 't.status', 't.updated_at', 'u.account'])
        .orderBy('t.updated_at')
        .limit(200);
      if (args.status) query = query.where('t.status', '=', args.status);
      const rows = await query.execute();
      if (rows.length === 0) return 'No feedback tickets';
      return rows.map((r) => `#${r.id}\t${r.status}\t${r.category}\t${r.account}\t${stamp(Number(r.updated_at))}`).join('\n');
    }
    if (args.action === 'answer-hours') {
      // The target players are told on /feedback ("We answer within N hours").
      if (args.hours !== null) await writeConfigValue(db, 'feedbackAnswerHours', args.hours);
      return `Players are told: we answer within ${(await feedbackTerms(db, now)).answerHours} hours`;
    }
    if (args.action === 'reply') {
      await addMessage(db, null, args.id, args.text, now);
      return `Replied to feedback #${args.id}`;
    }
    if (args.action === 'close') {
      await closeTicket(db, args.id, now);
      return `Feedback #${args.id} closed`;
    }
    const ticket = await readTicket(db, null, args.id);
    const owner = await db.selectFrom('users').select('account').where('id', '=', ticket.userId).executeTakeFirstOrThrow();
    const lines = [`#${ticket.id} ${ticket.status} ${ticket.category} by ${owner.account}`];
    for (const m of ticket.messages) lines.push(`[${stamp(m.createdAt)}] ${m.fromOperator ? 'operator' : 'player'}: ${m.body}`);
    // Images live in the database (feedback_images), not on disk: their ids are the paths to them.
    for (const id of ticket.imageIds) lines.push(`image: feedback_images/${id}`);
    return lines.join('\n');
  },
};
