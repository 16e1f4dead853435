// Inbox calls: list, detail, claim, delete and the read mark. Every call reaches only the caller's own mails.
import { calls } from '../../contract/index.ts';
import { claimMail, deleteMail, listMail, mailDetail, markRead } from '../domain/mail.ts';
import type { CallRegistry } from './register-call.ts';

export function mailRoutes(registry: CallRegistry): void {
  registry.register(calls.getMail3, ({ db, body, requireUser }) => listMail(db, requireUser().userId, body.page));

  registry.register(calls.getMailDetail, ({ db, body, requireUser }) => mailDetail(db, requireUser().userId, body.id));

  registry.register(calls.receiveMail, ({ db, body, now, requireUser }) => claimMail(db, requireUser().userId, body.id, now));

  registry.register(calls.delMail, ({ db, body, now, requireUser }) => deleteMail(db, requireUser().userId, body.id, now));

  registry.register(calls.readMail, ({ db, body, now, requireUser }) => markRead(db, requireUser().userId, body.id, now));
}
