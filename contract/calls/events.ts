// Three operator-run events, not in SPEC: the live stream (/activity/live), the follow-us rewards
// (/activity/follow) and the slot tournament (/activity/slotshack).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

const awards = z.array(award);

/** The live stream: `url` is an embed on an allowed host (contract/live.ts), null while none is on. */
export const liveStream = z.object({
  url: z.string().nullable(),
  title: z.string(),
  /** The next scheduled stream (epoch ms) and its title, if the operator announced one. */
  nextAt: z.number().int().nullable(),
  nextTitle: z.string(),
});
export type LiveStream = z.infer<typeof liveStream>;

// not in SPEC
export const getLiveUrlCall = defineCall('getLiveUrl', 'app/v1', {
  request: z.object({}),
  response: liveStream,
  auth: 'optional',
  kind: 'read',
});

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'telegram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const followPage = z.object({
  id: z.number().int(),
  platform: z.enum(SOCIAL_PLATFORMS),
  name: z.string(),
  url: z.string(),
  awards,
  /** The player tapped Follow (the server recorded it): the claim is open. */
  opened: z.boolean(),
  claimed: z.boolean(),
});
export type FollowPage = z.infer<typeof followPage>;

const pageId = z.number({ error: 'pageId is a page number' }).int().positive().max(2_147_483_647);

// not in SPEC
export const getFollowPagesCall = defineCall('getFollowPages', 'app/v1', {
  request: z.object({}),
  response: z.object({ list: z.array(followPage) }),
  auth: 'required',
  kind: 'read',
});

// not in SPEC: records the tap on Follow (repeats change nothing), which opens the claim.
export const openFollowPageCall = defineCall('openFollowPage', 'app/v1', {
  request: z.object({ pageId }),
  response: z.object({ pageId: z.number().int(), opened: z.literal(true) }),
  auth: 'required',
  kind: 'write',
});

// not in SPEC: once per player per page, only after openFollowPage.
export const receiveFollowAwardCall = defineCall('receiveFollowAward', 'app/v1', {
  request: z.object({ pageId }),
  response: z.object({ pageId: z.number().int(), awards, balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

export const SLOTSHACK_PHASES = ['upcoming', 'running', 'ended', 'settled'] as const;
export type SlotshackPhase = (typeof SLOTSHACK_PHASES)[number];

export const slotshackRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  /** The best single-round win multiplier x 10000 (win / bet, rounded down). */
  score: z.number().int(),
  /** After settlement: what this rank was paid, hundredths (0: no prize). */
  prize: z.number().int(),
});
export type SlotshackRow = z.infer<typeof slotshackRow>;

export const slotshackEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** The smallest bet that counts, hundredths. */
  minBet: z.number().int(),
  /** Prize in hundredths by rank: prizes[0] is 1st place. */
  prizes: z.array(z.number().int()),
  phase: z.enum(SLOTSHACK_PHASES),
});
export type SlotshackEvent = z.infer<typeof slotshackEvent>;

export const slotshackInfo = z.object({
  event: slotshackEvent.nullable(),
  /** The top of the board (other players masked). */
  board: z.array(slotshackRow),
  /** The caller's own row, whole; null for a visitor or a player with no counted round yet. */
  me: slotshackRow.nullable(),
});
export type SlotshackInfo = z.infer<typeof slotshackInfo>;

// not in SPEC
export const getSlotshackInfoCall = defineCall('getSlotshackInfo', 'app/v1', {
  request: z.object({}),
  response: slotshackInfo,
  auth: 'optional',
  kind: 'read',
});
