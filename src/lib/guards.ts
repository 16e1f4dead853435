// Route guards "auth" and "auth-activity" (SPEC sections 4 and 6). "auth" guards every route under src/routes/_auth/
// (the pathless layout _auth.tsx); an activity route calls requireActivityLogin in its own beforeLoad.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { db } from '../db/database.ts';

export async function isLoggedIn(): Promise<boolean> {
  const user = await db.user.get('me');
  return user !== undefined && user.id !== 0;
}

/** "auth": a visitor goes to login and comes back here after. */
export async function requireAuth({ location }: { location: ParsedLocation }): Promise<void> {
  if (await isLoggedIn()) return;
  throw redirect({ to: '/auth/login', search: { to: location.href } });
}

/**
 * "auth-activity": a visitor may view the page read-only when the activity behind it has unloginShowStatus set;
 * otherwise login comes first. The route reads `readOnly` from its context and opens login on any action.
 */
export function requireActivityLogin(activityPath: string) {
  return async ({ location }: { location: ParsedLocation }): Promise<{ readOnly: boolean }> => {
    if (await isLoggedIn()) return { readOnly: false };
    const activity = await db.activities.filter((a) => a.clickAction === activityPath).first();
    if (activity?.unloginShowStatus === 1) return { readOnly: true };
    throw redirect({ to: '/auth/login', search: { to: location.href } });
  };
}
