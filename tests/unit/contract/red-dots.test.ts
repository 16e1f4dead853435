// The red-dot rules both the server and the worker apply.
import { describe, expect, it } from 'vitest';
import { mailDots, taskDots, vipDots } from '../../../contract/red-dots.ts';
import type { VipData } from '../../../contract/index.ts';

const vip = (over: Partial<{ claimable: boolean; vip: number; signedToday: boolean; levelUp: [boolean, boolean]; task: [number, number, boolean] }>) =>
  ({
    vip: over.vip ?? 1,
    daily: { claimable: over.claimable ?? false },
    signIn: { signedToday: over.signedToday ?? true },
    levelUps: over.levelUp ? [{ reached: over.levelUp[0], claimed: over.levelUp[1] }] : [],
    tasks: over.task ? [{ progress: over.task[0], target: over.task[1], claimed: over.task[2] }] : [],
  }) as unknown as VipData;

describe('red dots', () => {
  it.each([
    ['nothing to claim', vip({}), { vipAwardFlag: false, vipTaskFlag: false }],
    ['the daily award', vip({ claimable: true }), { vipAwardFlag: true, vipTaskFlag: false }],
    ['an unsigned day at VIP 1', vip({ signedToday: false }), { vipAwardFlag: true, vipTaskFlag: false }],
    ['an unsigned day at VIP 0 lights nothing', vip({ vip: 0, signedToday: false }), { vipAwardFlag: false, vipTaskFlag: false }],
    ['a reached, unclaimed level-up', vip({ levelUp: [true, false] }), { vipAwardFlag: true, vipTaskFlag: false }],
    ['a claimed level-up', vip({ levelUp: [true, true] }), { vipAwardFlag: false, vipTaskFlag: false }],
    ['a done, unclaimed VIP task', vip({ task: [5, 5, false] }), { vipAwardFlag: false, vipTaskFlag: true }],
    ['a VIP task short of its target', vip({ task: [4, 5, false] }), { vipAwardFlag: false, vipTaskFlag: false }],
  ])('VIP: %s', (_name, data, expected) => expect(vipDots(data)).toEqual(expected));

  it.each([
    ['no tasks', [], [], { hasTask: false, taskAwardFlag: false }],
    ['a daily task in progress', [{ kind: 'daily', state: 'in-progress' }], [], { hasTask: true, taskAwardFlag: false }],
    ['a complete weekly task', [{ kind: 'weekly', state: 'complete' }], [], { hasTask: false, taskAwardFlag: true }],
    ['claimed dailies', [{ kind: 'daily', state: 'claimed' }], [], { hasTask: false, taskAwardFlag: false }],
    ['an open chest', [], [{ state: 'open' }], { hasTask: false, taskAwardFlag: true }],
    ['a locked chest', [], [{ state: 'locked' }], { hasTask: false, taskAwardFlag: false }],
  ] as const)('tasks: %s', (_name, tasks, chests, expected) => expect(taskDots(tasks, chests)).toEqual(expected));

  it.each([
    ['no mail', [], { hasMail: false, emailAwardFlag: false }],
    ['an unread mail', [{ read: false, hasAwards: false, awardsClaimed: false }], { hasMail: true, emailAwardFlag: false }],
    ['unclaimed awards in a read mail', [{ read: true, hasAwards: true, awardsClaimed: false }], { hasMail: false, emailAwardFlag: true }],
    ['claimed awards', [{ read: true, hasAwards: true, awardsClaimed: true }], { hasMail: false, emailAwardFlag: false }],
  ])('mail: %s', (_name, mails, expected) => expect(mailDots(mails)).toEqual(expected));
});
