// The red-versus-blue start modal is registered with the modal host, and with the seeded row (activity 119, after the
// sign-in modal) it runs for a player who cannot claim the sign-in, never beside the sign-in modal, never for visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../../contract/entities.ts';
import { decideStartModals, type StartModalInput } from '../../../src/features/start-modals/start-modal-rules.ts';
import { clearModalRegistry, hasStartModal, modalComponent } from '../../../src/lib/modal-registry.ts';

const row = (id: number, sort: number, kind: string): Activity => ({
  id,
  name: kind,
  type: 1,
  sort,
  unloginShowStatus: 0,
  clickType: 2,
  clickAction: kind,
  themeUrl: '',
  homeFloatShowStatus: 0,
  imgUrl4: '',
});

describe('red versus blue start modal', () => {
  beforeAll(async () => {
    clearModalRegistry();
    await import('../../../src/routes/-modals/registrations.ts');
  });
  afterAll(() => clearModalRegistry());

  it('is registered as a start modal kind with a component', () => {
    expect(hasStartModal('red-versus-blue')).toBe(true);
    expect(modalComponent('red-versus-blue')).toBeDefined();
  });

  const input: StartModalInput = {
    activities: [row(114, 14, 'sign-in'), row(119, 19, 'red-versus-blue')],
    loggedIn: true,
    totalRecharge: 0,
    loginBonus3CanReceive: false,
    nativeShell: false,
    installed: false,
    ios: false,
    canInstall: false,
    shown: new Set(),
    available: hasStartModal,
  };

  it('shows when the sign-in cannot be claimed, and not beside the sign-in modal or for a visitor', () => {
    expect(decideStartModals(input)).toEqual([{ activityId: 119, kind: 'red-versus-blue' }]);
    expect(decideStartModals({ ...input, loginBonus3CanReceive: true })).toEqual([{ activityId: 114, kind: 'sign-in' }]);
    expect(decideStartModals({ ...input, loggedIn: false })).toEqual([]);
    expect(decideStartModals({ ...input, shown: new Set([119]) })).toEqual([]);
  });
});
