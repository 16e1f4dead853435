// The /points screen's state: who is looking, the kept exchange info and history, and how many history pages were
// asked for (page 1 again after an exchange, so the new row shows at the top).
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { isPlayer, usePointsExchange, usePointsHistory, useUser } from './use-tasks.ts';

export function usePointsPage() {
  const user = useUser();
  const loggedIn = isPlayer(user);
  const info = usePointsExchange();
  const history = usePointsHistory();
  const [page, setPage] = useState(1);
  const loadError = useRefresh(loggedIn, [() => api.tasks.loadExchange(page)], page);

  return {
    /** Still reading the session: null; then whether a player (not a visitor) is logged in. */
    loggedIn: user === null ? null : loggedIn,
    info,
    history,
    loadError,
    more: () => setPage((p) => p + 1),
    exchanged: () => {
      void api.tasks.loadExchange(1);
      setPage(1);
    },
  };
}
