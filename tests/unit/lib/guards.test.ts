import { beforeEach, describe, expect, it } from 'vitest';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { db } from '../../../src/db/database.ts';
import { requireActivityLogin, requireAuth } from '../../../src/lib/guards.ts';
import type { Activity } from '../../../contract/entities.ts';

const location = { href: '/activity/lottery?x=1', pathname: '/activity/lottery' } as ParsedLocation;
const lottery = (unloginShowStatus: 0 | 1): Activity => ({
  id: 7,
  name: 'Lottery',
  type: 0,
  sort: 1,
  unloginShowStatus,
  clickType: 1,
  clickAction: '/activity/lottery',
  themeUrl: '',
  homeFloatShowStatus: 0,
  imgUrl4: '',
});

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return null;
}

describe('route guards', () => {
  beforeEach(async () => {
    await Promise.all([db.user.clear(), db.activities.clear()]);
  });

  it('"auth" sends a visitor to login with the way back, and lets a player through', async () => {
    const error = await thrown(requireAuth({ location }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string; search: { to: string } } }).options).toMatchObject({
      to: '/auth/login',
      search: { to: '/activity/lottery?x=1' },
    });
    await db.user.put({ key: 'me', id: 5 } as never);
    await expect(requireAuth({ location })).resolves.toBeUndefined();
  });

  it('treats a user row with id 0 as logged out (SPEC section 6)', async () => {
    await db.user.put({ key: 'me', id: 0 } as never);
    expect(isRedirect(await thrown(requireAuth({ location })))).toBe(true);
  });

  it('"auth-activity" lets a visitor read when the activity allows it, and otherwise asks for login', async () => {
    const guard = requireActivityLogin('/activity/lottery');
    await db.activities.put(lottery(1));
    await expect(guard({ location })).resolves.toEqual({ readOnly: true });
    await db.activities.put(lottery(0));
    expect(isRedirect(await thrown(guard({ location })))).toBe(true);
    await db.user.put({ key: 'me', id: 5 } as never);
    await expect(guard({ location })).resolves.toEqual({ readOnly: false });
  });
});
