// The sign-in screens' reads (Dexie, live) and the one claim: debounced, with the award modal's awards held.
import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../../db/database.ts';
import { api } from '../../../lib/api.ts';
import { useClaim } from '../../../lib/hooks/use-claim.ts';
import { isPlayer, useRefresh, useUser } from '../../../lib/use-player.ts';

export const useSignInData = () => useLiveQuery(() => getKv('signIn'), [], null);

const loads = [() => api.signIn.load()];

/** Loads the calendar once a player is known; answers the data, the load error and the claim. */
export function useSignIn() {
  const user = useUser();
  const data = useSignInData();
  const error = useRefresh(isPlayer(user), loads);
  const claim = useClaim();
  return { user, data, error, claim, run: () => claim.claim(true, () => api.signIn.claim()) };
}
