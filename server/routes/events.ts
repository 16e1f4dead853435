// The operator-run events: the live stream, the follow-us rewards and the slot tournament. Claims act on the caller only.
import { calls } from '../../contract/index.ts';
import { claimFollowAward, followPages, openFollowPage } from '../domain/follow/pages.ts';
import { readLive } from '../domain/live/stream.ts';
import { slotshackInfo } from '../domain/slotshack/events.ts';
import type { CallRegistry } from './register-call.ts';

export function eventRoutes(registry: CallRegistry): void {
  registry.register(calls.getLiveUrl, ({ db, now }) => readLive(db, now));
  registry.register(calls.getFollowPages, ({ db, requireUser }) => followPages(db, requireUser().userId));
  registry.register(calls.openFollowPage, ({ db, body, now, requireUser }) => openFollowPage(db, requireUser().userId, body.pageId, now));
  registry.register(calls.receiveFollowAward, ({ db, body, now, requireUser }) => claimFollowAward(db, requireUser().userId, body.pageId, now));
  registry.register(calls.getSlotshackInfo, ({ db, now, user }) => slotshackInfo(db, user?.userId ?? null, now));
}
