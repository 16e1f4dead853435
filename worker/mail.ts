// Inbox calls and what they store: `mails` (list rows from getMail3, plus body and awards once a detail is opened)
// and the `flags` row's hasMail / emailAwardFlag, updated here at once when a mail is read or claimed. Read marks
// are non-critical writes: kept locally and sent with an Idempotency-Key; offline, the service worker's
// background-sync queue delivers them later.
import { mailDots } from '../contract/red-dots.ts';
import { calls, type Award } from '../contract/index.ts';
import type { MailRow } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { inServiceWorkerQueue, noteQueuedRead, wasQueued, withQueuedReads } from './queued-writes.ts';
import { sessionPost } from './session-post.ts';

export type MailDeps = ModuleDeps;

export function createMail({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: MailDeps) {
  const post = sessionPost(http, state);

  /** The red dots as the local rows say: cleared at once, set again by the next activityGetStatusList. */
  async function refreshFlags(): Promise<void> {
    const rows = await db.mails.toArray();
    const flags = await db.flags.get('me');
    if (!flags) return;
    const dots = mailDots(rows);
    await db.flags.update('me', { hasMail: flags.hasMail && dots.hasMail, emailAwardFlag: flags.emailAwardFlag && dots.emailAwardFlag });
  }

  return {
    /** One page (20, newest first). Page 1 drops local rows newer than its last one that the server no longer lists. */
    async loadList(page = 1): Promise<Result<{ total: number; hasMore: boolean }>> {
      const result = await post(calls.getMail3, { page });
      if (!result.ok) return result;
      const { list, total, hasMore } = result.data;
      await db.transaction('rw', [db.mails, db.flags, db.kv], async () => {
        if (page === 1) {
          const oldest = list.at(-1)?.time ?? -Infinity;
          const ids = new Set(list.map((m) => m.id));
          const gone = (await db.mails.toArray()).filter((m) => (!hasMore || m.time >= oldest) && !ids.has(m.id));
          await db.mails.bulkDelete(gone.map((m) => m.id));
        }
        const known = new Map((await db.mails.bulkGet(list.map((m) => m.id))).filter((m): m is MailRow => !!m).map((m) => [m.id, m]));
        // A read mark still in the service worker's queue is not in this copy yet.
        await db.mails.bulkPut(
          await withQueuedReads(
            db,
            list.map((m) => ({ ...known.get(m.id), ...m })),
            now(),
          ),
        );
      });
      return ok({ total, hasMore });
    },

    /** Fetches one mail's body and awards and keeps them, so the mail opens offline afterwards. */
    async loadDetail(id: number): Promise<Result<{ id: number }>> {
      const result = await post(calls.getMailDetail, { id });
      if (!result.ok) {
        if (result.reason === 'api' && result.code === 404) await db.mails.delete(id);
        return result;
      }
      const { body, awards, ...item } = result.data;
      const local = await db.mails.get(id);
      await db.mails.put({ preview: local?.preview ?? '', ...item, read: item.read || (local?.read ?? false), body, awards });
      return ok({ id });
    },

    /** Marks a mail read here at once (and its red dot off), then tells the server, queued when offline. */
    async markRead(id: number): Promise<Result<{ queued: boolean }>> {
      const local = await db.mails.get(id);
      if (local?.read) return ok({ queued: false });
      await db.mails.update(id, { read: true });
      await refreshFlags();
      const result = await http.post(calls.readMail, { id }, { idempotencyKey: uuid() });
      if (result.ok) return ok({ queued: false });
      if (wasQueued(result)) {
        if (inServiceWorkerQueue(result)) await noteQueuedRead(db, id, now());
        return ok({ queued: true });
      }
      if (result.reason === 'api' && result.code === 404) {
        await db.mails.delete(id);
        await refreshFlags();
      }
      return result;
    },

    /** Claims the mail's awards (the server credits once); the answer's awards are what the award modal shows. */
    async claim(id: number): Promise<Result<{ awards: Award[]; alreadyClaimed: boolean; balance: number }>> {
      const result = await post(calls.receiveMail, { id }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const { awards, alreadyClaimed, balance } = result.data;
      await db.mails.update(id, { awardsClaimed: true, read: true });
      await db.user.update('me', { coin: balance, updatedAt: now() });
      await refreshFlags();
      return ok({ awards, alreadyClaimed, balance });
    },

    /** Deletes a read mail whose awards are claimed; the local row goes when the server agrees. */
    async remove(id: number): Promise<Result<{ id: number }>> {
      const result = await http.post(calls.delMail, { id }, { idempotencyKey: uuid() });
      if (!result.ok && !(result.reason === 'api' && result.code === 404)) return result;
      await db.mails.delete(id);
      return ok({ id });
    },
  };
}

export type MailModule = ReturnType<typeof createMail>;
