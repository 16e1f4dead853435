// The parts of the shell and of home that only a logged-in player has: they load with the first player (lazily, from
// __root.tsx and index.tsx), so a visitor's first screen carries none of their code and runs none of their reads. They
// draw with the first-screen English table only (tests/unit/lib/i18n-first-screen.test.ts holds them to it): a
// player's home does not wait for the rest of English. One file, so a player's first screen fetches one chunk for them.
import { InfoGate } from '../../features/auth/info-gate.tsx';
import { KycPrompt } from '../../features/kyc/kyc-prompt.tsx';
import { FloatingJackpotButton } from '../../features/jackpot/floating-jackpot-button.tsx';
import { BankruptcyGiftPrompt } from '../../features/bankruptcy/bankruptcy-gift-prompt.tsx';
import { InviteGoalWatcher } from '../../features/agent/invite-goal-watcher.tsx';

/**
 * On every screen: the gate to /auth/info for a new social player (the worker sets it with their session), the KYC
 * prompt (neither draws anything) and the floating jackpot button where it shows.
 */
export function PlayerShellParts() {
  return (
    <>
      <InfoGate />
      <KycPrompt />
      <FloatingJackpotButton />
    </>
  );
}

/** On home: the bankruptcy gift's banner and modal, and the invitation goals' modals. */
export function PlayerHomeParts() {
  return (
    <>
      <BankruptcyGiftPrompt />
      <InviteGoalWatcher />
    </>
  );
}
