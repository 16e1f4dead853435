import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { ActivityState } from '../../db/rows.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { usePlayerId } from '../../lib/use-player.ts';
import { useActivities } from '../../lib/use-activities.ts';
import { isInstalled, isIOS, isNativeShell } from '../../lib/device.ts';
import { useCanInstall, useInstallDismissed } from '../../lib/install-prompt.ts';
import { hasStartModal } from '../../lib/modal-registry.ts';
import { clearQueue, enqueueModal } from '../../lib/modal-store.ts';
import { decideStartModals } from './start-modal-rules.ts';
import { markShown, shownThisSession } from './shown-this-session.ts';

/**
 * Runs the start modals (SPEC section 4) through the modal queue: once per session per activity, in sort order. It
 * decides on a fresh activity state for whoever is logged in now (a login re-decides, so a new player's modals show
 * after the visitor's), or on the stored one when offline. Draws nothing itself.
 */
export function StartModals() {
  const playerId = usePlayerId();
  const activities = useActivities();
  const known = playerId !== undefined;
  const userId = playerId ?? 0;
  const loggedIn = userId !== 0;
  const canInstall = useCanInstall();
  const installDismissed = useInstallDismissed();
  const path = useRouterState({ select: (s) => s.location.pathname });
  // On the home screen only, where a session starts: never over a running game, a deposit, a withdrawal or a form the
  // player is in the middle of. A session that starts on a deep link sees them once the player comes home.
  const quietHere = path !== '/';
  const [fresh, setFresh] = useState<{ loggedIn: boolean; state: ActivityState | undefined } | null>(null);

  const previousUser = useRef(userId);
  useEffect(() => {
    if (!known) return;
    // A logout (or a switch of player): what was queued for the last player goes with their session.
    if (previousUser.current !== 0 && previousUser.current !== userId) clearQueue();
    previousUser.current = userId;
    let live = true;
    void (async () => {
      const result = await api.startUp.refreshActivities();
      const state = result.ok ? result.data : await getKv('activityState');
      if (live) setFresh({ loggedIn, state });
    })();
    return () => {
      live = false;
    };
    // userId, not the row: the row changes with every balance update.
  }, [known, userId, loggedIn]);

  useEffect(() => {
    if (!fresh || fresh.loggedIn !== loggedIn || activities === undefined || quietHere) return;
    const modals = decideStartModals({
      activities,
      loggedIn,
      totalRecharge: loggedIn ? (fresh.state?.totalRecharge ?? 0) : 0,
      loginBonus3CanReceive: loggedIn && fresh.state?.loginBonus3CanReceive === true,
      nativeShell: isNativeShell(),
      installed: isInstalled(),
      ios: isIOS(),
      canInstall,
      installDismissed,
      shown: shownThisSession(),
      available: hasStartModal,
    });
    for (const { activityId, kind } of modals) {
      markShown(activityId);
      enqueueModal({ id: `start-${activityId}`, kind, props: { activityId } });
    }
  }, [fresh, loggedIn, activities, canInstall, installDismissed, quietHere]);

  return null;
}
