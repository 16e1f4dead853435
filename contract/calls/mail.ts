// Inbox calls: the mail list, one mail's body and awards, claiming a mail's awards once, deleting, the read mark.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

const mailId = z.number().int().positive();

export const MAIL_PAGE_SIZE = 20;

export const mailListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The body's text without markup, cut short. */
  preview: z.string(),
  time: z.number().int(),
  read: z.boolean(),
  hasAwards: z.boolean(),
  awardsClaimed: z.boolean(),
});
export type MailListItem = z.infer<typeof mailListItem>;

export const getMail3Call = defineCall('getMail3', 'app/v1', {
  request: z.object({ page: z.number().int().positive().default(1) }),
  response: z.object({ list: z.array(mailListItem), page: z.number().int(), total: z.number().int(), hasMore: z.boolean() }),
  auth: 'required',
  kind: 'read',
});

export const mailDetail = mailListItem.omit({ preview: true }).extend({
  /** HTML from the server; the client sanitises it before rendering. */
  body: z.string(),
  awards: z.array(award),
});
export type MailDetail = z.infer<typeof mailDetail>;

export const getMailDetailCall = defineCall('getMailDetail', 'app/v1', {
  request: z.object({ id: mailId }),
  response: mailDetail,
  auth: 'required',
  kind: 'read',
});

/** Claims the awards attached to one mail. A repeated claim credits nothing and answers alreadyClaimed. */
export const receiveMailCall = defineCall('receiveMail', 'app/v1', {
  request: z.object({ id: mailId }),
  response: z.object({ id: z.number().int(), awards: z.array(award), alreadyClaimed: z.boolean(), balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

/** Deletes a read mail whose awards (if any) are claimed. */
export const delMailCall = defineCall('delMail', 'app/v1', {
  request: z.object({ id: mailId }),
  response: z.object({ id: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

// not in SPEC: marks one mail read (non-critical, queued offline).
export const readMailCall = defineCall('readMail', 'app/v1', {
  request: z.object({ id: mailId }),
  response: z.object({ id: z.number().int(), read: z.boolean() }),
  auth: 'required',
  kind: 'write',
});
