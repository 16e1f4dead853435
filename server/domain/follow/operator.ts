// `npm run admin -- follow ...`: the social pages players can follow for a one-time award.
import { describeProp, type Award } from '../../../contract/index.ts';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../../contract/calls/events.ts';
import type { Database } from '../../db/database.ts';
import { badInput, notFound } from '../errors.ts';
import { parseAwards, PLATFORM_HOSTS } from './pages.ts';

type Args = { action: 'list' } | { action: 'add'; platform: SocialPlatform; url: string; awards: Award[]; name: string } | { action: 'on' | 'off'; id: number };

export const FOLLOW_USAGE = 'follow list | follow add <facebook|instagram|tiktok|youtube|telegram> <url> <propId>:<count> <name...> | follow on|off <id>';

function parseAward(text: string | undefined): Award | null {
  const match = /^(\d{1,9}):(\d{1,9})$/.exec(text ?? '');
  if (!match) return null;
  const value = { id: Number(match[1]), count: Number(match[2]) };
  return describeProp(value.id).kind !== 'unknown' && value.count > 0 ? value : null;
}

function checkUrl(platform: SocialPlatform, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput('The page must be a full https link');
  }
  if (url.protocol !== 'https:' || !PLATFORM_HOSTS[platform].includes(url.hostname) || url.pathname.length < 2) {
    const hosts = PLATFORM_HOSTS[platform].join(' or ');
    throw badInput(`A ${platform} page is an https link on ${hosts}`);
  }
  return url.toString();
}

export const followCommand = {
  usage: FOLLOW_USAGE,
  parse(args: string[]): Args | null {
    const [action, first, url, awardText, ...name] = args;
    if (action === 'list' && args.length === 1) return { action };
    if ((action === 'on' || action === 'off') && args.length === 2 && /^\d{1,9}$/.test(first ?? '')) return { action, id: Number(first) };
    const platform = SOCIAL_PLATFORMS.find((p) => p === first);
    const parsed = parseAward(awardText);
    if (action === 'add' && platform && url && parsed && name.length > 0) return { action, platform, url, awards: [parsed], name: name.join(' ') };
    return null;
  },
  async run(db: Database, args: Args): Promise<string> {
    if (args.action === 'add') {
      const row = await db
        .insertInto('social_pages')
        .values({
          platform: args.platform,
          name: args.name.slice(0, 60),
          url: checkUrl(args.platform, args.url),
          awards: JSON.stringify(args.awards),
          sort: 100,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return `Follow page #${row.id} added`;
    }
    if (args.action === 'on' || args.action === 'off') {
      const done = await db
        .updateTable('social_pages')
        .set({ active: args.action === 'on' })
        .where('id', '=', args.id)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw notFound(`No follow page ${args.id}`);
      return `Follow page #${args.id} is ${args.action}`;
    }
    const rows = await db.selectFrom('social_pages').selectAll().orderBy('sort').orderBy('id').execute();
    if (rows.length === 0) return 'No follow pages';
    return rows
      .map(
        (r) =>
          `#${r.id}\t${r.active ? 'on' : 'off'}\t${r.platform}\t${r.name}\t${r.url}\t${parseAwards(r.awards)
            .map((a) => `${a.id}:${a.count}`)
            .join(' ')}`,
      )
      .join('\n');
  },
};
