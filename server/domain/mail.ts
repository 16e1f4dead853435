// The inbox: mails per player with optional awards, claimed once; the operator's send; the red-dot flags.
import { mailDots } from '../../contract/red-dots.ts';
import type { Kysely, Transaction } from 'kysely';
import { MAIL_PAGE_SIZE, type Award, type MailDetail, type MailListItem } from '../../contract/index.ts';
import type { DB } from '../db/schema.ts';
import { grantAwards } from './awards.ts';
import { cleanMailHtml } from './mail-html.ts';
import { notFound, refused } from './errors.ts';
import { assertPlay } from './play-limits.ts';

type Db = Kysely<DB> | Transaction<DB>;

const PREVIEW_LENGTH = 80;
const NOT_FOUND = 'This mail does not exist';

interface MailRow {
  id: number;
  title: string;
  body: string;
  awards: string;
  has_awards: boolean;
  created_at: number;
  read_at: number | null;
  claimed_at: number | null;
}

const parseAwards = (text: string): Award[] => JSON.parse(text) as Award[];

export function previewOf(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Inline tags join their words; block tags and line breaks separate them.
    .replace(/<\/?(a|b|i|u|em|strong|span|small|font|mark|sub|sup)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

function listItem(row: MailRow): MailListItem {
  return {
    id: row.id,
    title: row.title,
    preview: previewOf(row.body),
    time: row.created_at,
    read: row.read_at !== null,
    hasAwards: row.has_awards,
    awardsClaimed: row.claimed_at !== null,
  };
}

const columns = ['id', 'title', 'body', 'awards', 'has_awards', 'created_at', 'read_at', 'claimed_at'] as const;

export async function listMail(db: Db, userId: number, page: number) {
  const base = db.selectFrom('mails').where('user_id', '=', userId).where('deleted_at', 'is', null);
  const rows = await base
    .select(columns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAIL_PAGE_SIZE)
    .offset((page - 1) * MAIL_PAGE_SIZE)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  return { list: rows.map(listItem), page, total: count, hasMore: page * MAIL_PAGE_SIZE < count };
}

async function ownMail(db: Db, userId: number, id: number, lock = false): Promise<MailRow> {
  let query = db.selectFrom('mails').select(columns).where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function mailDetail(db: Db, userId: number, id: number): Promise<MailDetail> {
  const row = await ownMail(db, userId, id);
  const { preview: _preview, ...item } = listItem(row);
  return { ...item, body: row.body, awards: parseAwards(row.awards) };
}

export async function markRead(db: Db, userId: number, id: number, now: number) {
  await ownMail(db, userId, id);
  await db.updateTable('mails').set({ read_at: now }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
  return { id, read: true };
}

// Rule refusals answer 403, not 409: the worker retries a 409 (a duplicate in flight), and these are final.
/** Claims a mail's awards once: the mail row lock serialises racing claims; the loser sees alreadyClaimed. */
export async function claimMail(db: Kysely<DB>, userId: number, id: number, now: number) {
  const first = await ownMail(db, userId, id);
  if (!first.has_awards) throw refused('This mail has nothing to claim');
  if (first.claimed_at === null) await assertPlay(db, userId, 'claim', 0, now);
  return db.transaction().execute(async (trx) => {
    const row = await ownMail(trx, userId, id, true);
    const awards = parseAwards(row.awards);
    const alreadyClaimed = row.claimed_at !== null;
    let balance: number;
    if (alreadyClaimed) {
      balance = (await trx.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'player_main').executeTakeFirstOrThrow())
        .balance;
    } else {
      balance = await grantAwards(trx, userId, awards, { source: 'mail', reference: String(id), now });
      await trx
        .updateTable('mails')
        .set({ claimed_at: now, read_at: row.read_at ?? now })
        .where('id', '=', id)
        .execute();
    }
    return { id, awards, alreadyClaimed, balance };
  });
}

export async function deleteMail(db: Db, userId: number, id: number, now: number) {
  const row = await ownMail(db, userId, id);
  if (row.read_at === null) throw refused('Open this mail before deleting it');
  if (row.has_awards && row.claimed_at === null) throw refused('Claim the awards of this mail before deleting it');
  await db.updateTable('mails').set({ deleted_at: now }).where('id', '=', id).where('user_id', '=', userId).execute();
  return { id };
}

/** The mail red dots (contract/red-dots.ts) over the player's live mails. */
export async function mailFlags(db: Db, userId: number): Promise<{ hasMail: boolean; emailAwardFlag: boolean }> {
  const rows = await db
    .selectFrom('mails')
    .select(['read_at', 'has_awards', 'claimed_at'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  return mailDots(rows.map((m) => ({ read: m.read_at !== null, hasAwards: m.has_awards, awardsClaimed: m.claimed_at !== null })));
}

export interface SendMail {
  /** An account name, or undefined for every player. */
  userIds: number[] | 'all';
  title: string;
  body: string;
  awards: Award[];
  now: number;
}

/** Writes one mail row per recipient with the body cleaned (mail-html.ts); returns how many were sent. */
export async function sendMail(db: Db, mail: SendMail): Promise<number> {
  const body = cleanMailHtml(mail.body).html;
  const recipients = mail.userIds === 'all' ? (await db.selectFrom('users').select('id').execute()).map((u) => u.id) : mail.userIds;
  if (recipients.length === 0) return 0;
  const values = recipients.map((userId) => ({
    user_id: userId,
    title: mail.title,
    body,
    awards: JSON.stringify(mail.awards),
    has_awards: mail.awards.length > 0,
    created_at: mail.now,
  }));
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto('mails')
      .values(values.slice(i, i + 500))
      .execute();
  return recipients.length;
}
