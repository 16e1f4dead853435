// The start-modal rules (SPEC section 4) as a table: who sees which modals, in which order, and what one suppresses.
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../contract/entities.ts';
import { decideStartModals, type StartModalInput } from '../../../src/features/start-modals/start-modal-rules.ts';

const row = (id: number, sort: number, kind: string, unloginShowStatus: 0 | 1 = 0): Activity => ({
  id,
  name: kind,
  type: 1,
  sort,
  unloginShowStatus,
  clickType: 2,
  clickAction: kind,
  themeUrl: '',
  homeFloatShowStatus: 0,
  imgUrl4: '',
});

const SEEDED = [
  row(110, 10, 'download'),
  row(111, 11, 'first-deposit-tips', 1),
  row(112, 12, 'notice', 1),
  row(113, 13, 'first-deposit'),
  row(114, 14, 'sign-in'),
  row(115, 15, 'red-versus-blue'),
];

const player: StartModalInput = {
  activities: SEEDED,
  loggedIn: true,
  totalRecharge: 0,
  loginBonus3CanReceive: false,
  nativeShell: false,
  installed: false,
  ios: false,
  canInstall: true,
  shown: new Set(),
  available: () => true,
};
const visitor: StartModalInput = { ...player, loggedIn: false };
const depositor: StartModalInput = { ...player, totalRecharge: 10_000 };

const kinds = (input: StartModalInput) => decideStartModals(input).map((m) => m.kind);

describe('decideStartModals', () => {
  it.each([
    ['a new player: download, tips, first deposit, red-versus-blue', player, ['download', 'first-deposit-tips', 'first-deposit', 'red-versus-blue']],
    ['a player who has deposited: download, notice, red-versus-blue', depositor, ['download', 'notice', 'red-versus-blue']],
    ['sign-in claimable: sign-in instead of red-versus-blue', { ...depositor, loginBonus3CanReceive: true }, ['download', 'notice', 'sign-in']],
    ['a visitor: only the modals marked for visitors, tips hides the notice', visitor, ['first-deposit-tips']],
    ['a visitor never gets download even with unloginShowStatus', { ...visitor, activities: [row(110, 10, 'download', 1)] }, []],
    ['in the native shell: no download', { ...depositor, nativeShell: true }, ['notice', 'red-versus-blue']],
    ['installed to the home screen: no download', { ...depositor, installed: true }, ['notice', 'red-versus-blue']],
    ['on iOS: no download start modal (the hint is on /download)', { ...depositor, ios: true, canInstall: false }, ['notice', 'red-versus-blue']],
    ['installed on iOS: no download', { ...depositor, ios: true, installed: true }, ['notice', 'red-versus-blue']],
    ['an install offer turned down before: no download again', { ...depositor, installDismissed: true }, ['notice', 'red-versus-blue']],
    ['an iOS hint turned down before: no download again', { ...depositor, ios: true, installDismissed: true }, ['notice', 'red-versus-blue']],
    ['no install prompt captured: no download (no APK to offer)', { ...depositor, canInstall: false }, ['notice', 'red-versus-blue']],
    ['a kind with no component is skipped', { ...depositor, available: (k: string) => k !== 'red-versus-blue' }, ['download', 'notice']],
    [
      'sign-in with no component does not suppress red-versus-blue',
      { ...depositor, loginBonus3CanReceive: true, available: (k: string) => k !== 'sign-in' },
      ['download', 'notice', 'red-versus-blue'],
    ],
    ['everything already shown this session: nothing', { ...player, shown: new Set(SEEDED.map((a) => a.id)) }, []],
    ['tips shown earlier this session still hides the notice after a deposit', { ...depositor, shown: new Set([111]) }, ['download', 'red-versus-blue']],
    ['sign-in shown earlier this session still hides red-versus-blue', { ...depositor, shown: new Set([114]) }, ['download', 'notice']],
  ] as const)('%s', (_name, input, expected) => {
    expect(kinds(input as StartModalInput)).toEqual(expected);
  });

  it('follows activity sort order, not row order', () => {
    const activities = [row(1, 30, 'notice', 1), row(2, 5, 'red-versus-blue')];
    expect(decideStartModals({ ...depositor, activities })).toEqual([
      { activityId: 2, kind: 'red-versus-blue' },
      { activityId: 1, kind: 'notice' },
    ]);
  });

  it('ignores listed activities, route actions and unknown kinds', () => {
    const activities = [{ ...row(1, 1, 'notice'), type: 2 }, { ...row(2, 2, '/activity/sign-in'), clickType: 1 }, row(3, 3, 'lucky-wheel')];
    expect(decideStartModals({ ...depositor, activities })).toEqual([]);
  });
});
