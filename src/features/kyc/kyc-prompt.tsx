import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../db/database.ts';
import { askForKyc } from '../../lib/modal-store.ts';
import { usePlayerId } from '../../lib/use-player.ts';
import { kycPromptDue, rememberKycPrompt } from './prompt-memory.ts';

/**
 * Queues the KYC modal (SPEC section 3) when the server says isNewUserForcePopKyc and the player has not submitted
 * KYC, at most once a week per player on this device (a prompt on every start or login only teaches players to tap
 * it away). Not on the KYC screen itself, on auth screens or over a running game. Draws nothing itself: the modal
 * host shows the modal in its turn.
 */
export function KycPrompt() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const userId = usePlayerId() ?? 0;
  const after = useLiveQuery(() => getKv('afterLogin'));

  const wanted = Boolean(userId !== 0 && after?.isNewUserForcePopKyc && !after.isAddKyc);
  // Never over a running game: the game's frame covers the screen, so the prompt would wait unseen beneath it.
  const quietHere = path.startsWith('/auth') || path.startsWith('/member/profile/kyc') || path === '/maintenance' || path.startsWith('/game/start');
  useEffect(() => {
    // Remembered when queued, so "Later", the close control and leaving the app all count as this week's prompt.
    if (wanted && !quietHere && kycPromptDue(userId)) {
      rememberKycPrompt(userId);
      askForKyc();
    }
  }, [wanted, quietHere, userId]);
  return null;
}
