// The operator's live stream (table live_stream, one row): what /activity/live embeds, or when the next one is. The
// Live tile (activity 116) is shown only while a stream is on or announced, so it never promises an empty page.
import type { LiveStream } from '../../../contract/calls/events.ts';
import { liveEmbedUrl } from './embed.ts';
import type { Database } from '../../db/database.ts';
import { badInput } from '../errors.ts';
import { assertNotBanned } from '../games/banned.ts';

export const LIVE_ACTIVITY_ID = 116;
const TITLE_MAX = 80;

export async function readLive(db: Database, now: number): Promise<LiveStream> {
  const row = await db.selectFrom('live_stream').selectAll().where('id', '=', 1).executeTakeFirst();
  // A schedule that has passed is no longer news.
  const next = row?.next_at != null && row.next_at > now ? row.next_at : null;
  return { url: row?.url ?? null, title: row?.url ? row.title : '', nextAt: next, nextTitle: next !== null ? (row?.next_title ?? '') : '' };
}

function checkTitle(title: string): string {
  const clean = title.trim();
  if (clean.length > TITLE_MAX) throw badInput(`A stream title is at most ${TITLE_MAX} characters`);
  if (/[<>]/.test(clean)) throw badInput('A stream title cannot contain < or >');
  assertNotBanned(clean);
  return clean;
}

/** The tile shows from now while a stream is on or still ahead; otherwise its window is closed. */
async function syncTile(db: Database, now: number): Promise<void> {
  const live = await readLive(db, now);
  const window = live.url
    ? { starts_at: null, ends_at: null }
    : live.nextAt
      ? { starts_at: null, ends_at: live.nextAt + 6 * 3_600_000 }
      : { starts_at: 0, ends_at: 1 };
  await db.updateTable('activities').set(window).where('id', '=', LIVE_ACTIVITY_ID).execute();
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Puts a stream on: the link must be a YouTube or Facebook video, and neither it nor the title may be sabong. */
export async function setLive(db: Database, link: string, title: string, now: number): Promise<LiveStream> {
  assertNotBanned(link, decoded(link));
  const url = liveEmbedUrl(link);
  if (!url) throw badInput('The stream must be a YouTube or Facebook video link (https)');
  const clean = checkTitle(title);
  await db.updateTable('live_stream').set({ url, title: clean, updated_at: now }).where('id', '=', 1).execute();
  await syncTile(db, now);
  return readLive(db, now);
}

export async function setLiveOff(db: Database, now: number): Promise<LiveStream> {
  await db.updateTable('live_stream').set({ url: null, title: '', updated_at: now }).where('id', '=', 1).execute();
  await syncTile(db, now);
  return readLive(db, now);
}

/** Announces the next stream (shown on the empty state), or clears the announcement with null. */
export async function setLiveNext(db: Database, at: number | null, title: string, now: number): Promise<LiveStream> {
  if (at !== null && at <= now) throw badInput('The next stream must be in the future');
  const clean = checkTitle(title);
  await db
    .updateTable('live_stream')
    .set({ next_at: at, next_title: at === null ? '' : clean, updated_at: now })
    .where('id', '=', 1)
    .execute();
  await syncTile(db, now);
  return readLive(db, now);
}
