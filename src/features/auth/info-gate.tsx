import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { getKv } from '../../db/database.ts';

/** Sends a new social player to /auth/info, from wherever they are, until the info is complete (kv 'infoPending'). */
export function InfoGate() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const pending = useLiveQuery(() => getKv('infoPending'));
  useEffect(() => {
    if (pending && pathname !== '/auth/info') router.history.replace('/auth/info');
  }, [pending, pathname, router]);
  return null;
}
