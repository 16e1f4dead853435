// The first-deposit screens' read (Dexie, live), loaded for visitors and players alike.
import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../../db/database.ts';
import { api } from '../../../lib/api.ts';
import { useRefresh, useUser } from '../../../lib/use-player.ts';

const loads = [() => api.firstDeposit.load()];

export function useFirstDeposit() {
  const user = useUser();
  const data = useLiveQuery(() => getKv('firstDeposit'), [], null);
  // Reload when the player changes (a visitor logs in): the answer says whether this player has deposited.
  const error = useRefresh(user !== null, loads, user?.id ?? 0);
  return { data, error };
}
