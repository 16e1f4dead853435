// Which start modals run now (SPEC section 4 "Start modals"), as one pure function of what the app knows.
import { ACTIVITY_TYPE, CLICK_TYPE, isStartModalKind, type StartModalKind } from '../../../contract/activities.ts';
import type { Activity } from '../../../contract/entities.ts';
import { decideInstallOffer } from '../../lib/install-offer.ts';

export interface StartModalInput {
  activities: readonly Activity[];
  loggedIn: boolean;
  /** The player's deposits so far, hundredths (0 for a visitor). */
  totalRecharge: number;
  loginBonus3CanReceive: boolean;
  /** Inside the Android shell, installed to the home screen, or on iOS: no download modal. */
  nativeShell: boolean;
  installed: boolean;
  ios: boolean;
  /** The browser offered an install prompt this page load (beforeinstallprompt). */
  canInstall: boolean;
  /** The player turned an earlier install offer down: it is offered once (then only on /download). */
  installDismissed?: boolean;
  /** Activity ids whose start modal already ran this session. */
  shown: ReadonlySet<number>;
  /** Whether the app has a component for the kind; one without is skipped. */
  available: (kind: StartModalKind) => boolean;
}

export interface StartModal {
  activityId: number;
  kind: StartModalKind;
}

/**
 * The start modals to show now, in activity sort order. A visitor sees only activities marked for visitors.
 * - download: a player in a browser tab that offered an install prompt, or on iOS (the "Add to Home Screen" hint);
 *   never in the shell or installed, and not again once turned down.
 * - first-deposit-tips: a visitor, or a player who has not deposited.
 * - notice: only when no first-deposit tips modal shows this session.
 * - first-deposit: a visitor, or a player who has not deposited (an offer for a first deposit is moot after one).
 * - sign-in: the player can claim today's sign-in (loginBonus3CanReceive); it suppresses red-versus-blue.
 * - red-versus-blue: when the sign-in modal does not show this session.
 */
export function decideStartModals(input: StartModalInput): StartModal[] {
  const candidates = input.activities
    .filter((a) => a.type === ACTIVITY_TYPE.startModal && a.clickType === CLICK_TYPE.modal && isStartModalKind(a.clickAction))
    .filter((a) => input.loggedIn || a.unloginShowStatus === 1)
    .filter((a) => input.available(a.clickAction as StartModalKind))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((a) => ({ activityId: a.id, kind: a.clickAction as StartModalKind }));
  const firstTime = !input.loggedIn || input.totalRecharge === 0;
  const wants = (kind: StartModalKind): boolean => {
    switch (kind) {
      case 'download':
        // SPEC section 4: never on iOS (Safari has no install dialog to offer); /download shows iOS players the hint.
        return (
          input.loggedIn &&
          !input.ios &&
          decideInstallOffer({
            standalone: input.installed,
            nativeShell: input.nativeShell,
            ios: input.ios,
            canPrompt: input.canInstall,
            dismissed: input.installDismissed === true,
            asked: false,
          }) !== 'none'
        );
      case 'first-deposit-tips':
      case 'first-deposit':
        return firstTime;
      case 'sign-in':
        return input.loggedIn && input.loginBonus3CanReceive;
      case 'notice':
      case 'red-versus-blue':
        // Decided below, against the others of the session.
        return true;
    }
  };
  const eligible = candidates.filter((c) => wants(c.kind));
  // "This session": a tips or sign-in modal shown earlier in the session counts as much as one shown now.
  const showsThisSession = (kind: StartModalKind) =>
    eligible.some((c) => c.kind === kind) || candidates.some((c) => c.kind === kind && input.shown.has(c.activityId));
  const tips = showsThisSession('first-deposit-tips');
  const signIn = showsThisSession('sign-in');
  return eligible.filter((c) => !(c.kind === 'notice' && tips) && !(c.kind === 'red-versus-blue' && signIn)).filter((c) => !input.shown.has(c.activityId));
}
