// Tasks and points reads from Dexie, a ticking clock for the reset countdowns, and the refresh a screen asks for.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';

export const useTasks = () => useLiveQuery(() => db.tasks.toArray(), [], undefined);
export const useTaskState = () => useLiveQuery(() => getKv('taskState'), [], undefined);
export const usePointsExchange = () => useLiveQuery(() => getKv('pointsExchange'), [], undefined);
export const usePointsHistory = () => useLiveQuery(() => db.pointsHistory.orderBy('time').reverse().toArray(), [], undefined);

/** The device clock, ticking every second while the screen is shown. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "5h 03m 09s" until `at`, never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1_000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = String(Math.floor((total % 3_600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return days > 0 ? `${days}d ${hours}h ${minutes}m` : `${hours}h ${minutes}m ${seconds}s`;
}

export { isPlayer, useUser } from '../../lib/use-player.ts';
