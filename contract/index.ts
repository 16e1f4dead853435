// Every call the product makes, by name. The server registers its routes from this list; the worker posts through it.
// The list is derived from the call files: every `<name>Call` they export is the call `<name>` (a test checks the
// names agree), so a new call is declared once, where its schemas are.
import type { CallDef } from './call.ts';
import * as activities from './calls/activities.ts';
import * as anonymous from './calls/anonymous.ts';
import * as auth from './calls/auth.ts';
import * as bankrupt from './calls/bankrupt.ts';
import * as diamonds from './calls/diamonds.ts';
import * as games from './calls/games.ts';
import * as mail from './calls/mail.ts';
import * as member from './calls/member.ts';
import * as monthlyBonus from './calls/monthly-bonus.ts';
import * as firstDeposit from './calls/first-deposit.ts';
import * as responsiblePlay from './calls/responsible-play.ts';
import * as rewards from './calls/rewards.ts';
import * as signIn from './calls/sign-in.ts';
import * as startUp from './calls/start-up.ts';
import * as tasks from './calls/tasks.ts';
import * as vip from './calls/vip.ts';
import * as jackpot from './calls/jackpot.ts';
import * as rank from './calls/rank.ts';
import * as scratch from './calls/scratch.ts';
import * as lottery from './calls/lottery.ts';
import * as wallet from './calls/wallet.ts';
import * as waysIn from './calls/ways-in.ts';
import * as agent from './calls/agent.ts';
import * as invite from './calls/invite.ts';
import * as pk from './calls/pk.ts';
import * as events from './calls/events.ts';
import * as coinPusher from './calls/coin-pusher.ts';
import * as spin from './calls/spin.ts';
import * as content from './calls/content.ts';
import * as feedback from './calls/feedback.ts';
import * as service from './calls/service.ts';

const callFiles = [
  anonymous,
  startUp,
  auth,
  waysIn,
  wallet,
  member,
  responsiblePlay,
  games,
  mail,
  tasks,
  vip,
  rewards,
  activities,
  jackpot,
  bankrupt,
  monthlyBonus,
  signIn,
  firstDeposit,
  rank,
  scratch,
  diamonds,
  lottery,
  agent,
  invite,
  pk,
  events,
  coinPusher,
  spin,
  content,
  feedback,
  service,
] as const;

type Exports = (typeof callFiles)[number];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllExports = UnionToIntersection<Exports>;
type CallsOf<M> = { [K in keyof M as K extends `${infer Name}Call` ? (M[K] extends CallDef ? Name : never) : never]: M[K] };

const isCall = (key: string, value: unknown): value is CallDef => key.endsWith('Call') && typeof value === 'object' && value !== null && 'path' in value;

function deriveCalls(): CallsOf<AllExports> {
  const pairs = callFiles.flatMap((file) => Object.entries(file).filter(([key, value]) => isCall(key, value)));
  return Object.fromEntries(pairs.map(([key, value]) => [key.slice(0, -'Call'.length), value])) as CallsOf<AllExports>;
}

// Pure, so a screen that imports one schema from this file does not bundle every call.
export const calls = /* @__PURE__ */ deriveCalls();

export type Calls = typeof calls;
export type CallName = keyof Calls;

export * from './call.ts';
export * from './envelope.ts';
export * from './entities.ts';
export * from './constants.ts';
export * from './props.ts';
export { clientEvent, type ClientEvent } from './calls/anonymous.ts';
export { accountName, password, type SessionAnswer } from './calls/auth.ts';
export { SMS_PURPOSES, SOCIAL_PROVIDERS, mobileNumber, smsCode, type SmsPurpose, type SocialProvider } from './calls/ways-in.ts';
export * from './calls/wallet.ts';
export * from './calls/member.ts';
export * from './calls/responsible-play.ts';
export * from './calls/games.ts';
export * from './calls/mail.ts';
export * from './calls/tasks.ts';
export * from './calls/vip.ts';
export * from './calls/rewards.ts';
export * from './calls/activities.ts';
export * from './calls/rank.ts';
export * from './activities.ts';
export * from './calls/jackpot.ts';
export * from './calls/lottery.ts';
export * from './calls/bankrupt.ts';
export * from './calls/monthly-bonus.ts';
export * from './calls/sign-in.ts';
export * from './calls/first-deposit.ts';
export * from './calls/scratch.ts';
export * from './calls/diamonds.ts';
export * from './address.ts';
export * from './calls/agent.ts';
export * from './calls/invite.ts';
export * from './calls/pk.ts';
export * from './pk.ts';
export * from './calls/events.ts';
export * from './calls/spin.ts';
export * from './calls/content.ts';
export * from './calls/feedback.ts';
export * from './calls/service.ts';
