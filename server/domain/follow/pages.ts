// Follow us: the operator's social pages, each paying a one-time award. A follow cannot be checked without each
// platform's API, so the claim asks only for what the server can see: the player tapped Follow (social_page_clicks)
// before claiming. social_page_claims' primary key (user, page) makes racing claims pay once.
import type { Transaction } from 'kysely';
import { award, type Award } from '../../../contract/entities.ts';
import type { FollowPage, SocialPlatform } from '../../../contract/calls/events.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { CodedRefusal, isUniqueViolation, notFound } from '../errors.ts';

export const FOLLOW_SOURCE = 'follow';
/** Envelope codes of the claim's refusals, so the app words them. */
export const FOLLOW_NOT_OPENED = 4601;
export const FOLLOW_CLAIMED = 4602;

export const parseAwards = (text: string): Award[] => award.array().parse(JSON.parse(text));

async function activePage(db: Database | Transaction<DB>, pageId: number) {
  const page = await db.selectFrom('social_pages').selectAll().where('id', '=', pageId).where('active', '=', true).executeTakeFirst();
  if (!page) throw notFound('This page is not on the list any more');
  return page;
}

export async function followPages(db: Database, userId: number): Promise<{ list: FollowPage[] }> {
  const [pages, clicks, claims] = await Promise.all([
    db.selectFrom('social_pages').selectAll().where('active', '=', true).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('social_page_clicks').select('page_id').where('user_id', '=', userId).execute(),
    db.selectFrom('social_page_claims').select('page_id').where('user_id', '=', userId).execute(),
  ]);
  const opened = new Set(clicks.map((c) => c.page_id));
  const claimed = new Set(claims.map((c) => c.page_id));
  return {
    list: pages.map((p) => ({
      id: p.id,
      platform: p.platform as SocialPlatform,
      name: p.name,
      url: p.url,
      awards: parseAwards(p.awards),
      opened: opened.has(p.id),
      claimed: claimed.has(p.id),
    })),
  };
}

export async function openFollowPage(db: Database, userId: number, pageId: number, now: number) {
  await activePage(db, pageId);
  await db
    .insertInto('social_page_clicks')
    .values({ user_id: userId, page_id: pageId, clicked_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'page_id']).doNothing())
    .execute();
  return { pageId, opened: true as const };
}

export async function claimFollowAward(db: Database, userId: number, pageId: number, now: number) {
  try {
    return await db.transaction().execute(async (trx) => {
      const page = await activePage(trx, pageId);
      const click = await trx
        .selectFrom('social_page_clicks')
        .select('clicked_at')
        .where('user_id', '=', userId)
        .where('page_id', '=', pageId)
        .executeTakeFirst();
      if (!click) throw new CodedRefusal(FOLLOW_NOT_OPENED, 'Tap Follow to open the page first, then claim');
      const awards = parseAwards(page.awards);
      // The insert is the guard: a second claim, even one racing this one, stops here on the primary key.
      await trx.insertInto('social_page_claims').values({ user_id: userId, page_id: pageId, awards: page.awards, claimed_at: now }).execute();
      const balance = await grantAwards(trx, userId, awards, { source: FOLLOW_SOURCE, reference: `${userId}:${pageId}`, now });
      return { pageId, awards, balance };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CodedRefusal(FOLLOW_CLAIMED, 'You already claimed the reward for this page');
    throw error;
  }
}

/** Hosts each platform's page may be on: the list shows only the operator's own pages, never an arbitrary link. */
export const PLATFORM_HOSTS: Record<SocialPlatform, readonly string[]> = {
  facebook: ['www.facebook.com', 'facebook.com', 'm.facebook.com'],
  instagram: ['www.instagram.com', 'instagram.com'],
  tiktok: ['www.tiktok.com', 'tiktok.com'],
  youtube: ['www.youtube.com', 'youtube.com'],
  telegram: ['t.me', 'telegram.me'],
};
