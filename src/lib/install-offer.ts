// What the app offers to install, as one pure function: the browser's own install dialog, the iOS "Add to Home
// Screen" hint (Safari has no install event), or nothing.

export type InstallOffer = 'prompt' | 'ios-hint' | 'none';

export interface InstallOfferInput {
  /** Already running installed (display-mode standalone, or iOS home-screen). */
  standalone: boolean;
  /** Inside the Android shell: it is the installed app. */
  nativeShell: boolean;
  ios: boolean;
  /** The browser fired beforeinstallprompt this page load and it is still unused. */
  canPrompt: boolean;
  /** The player said no to an earlier offer (Not now, closed it, or declined the browser's dialog). */
  dismissed: boolean;
  /** The player opened /download themselves: a past "no" to the unasked offer does not hide what they came for. */
  asked: boolean;
}

export function decideInstallOffer(input: InstallOfferInput): InstallOffer {
  if (input.standalone || input.nativeShell) return 'none';
  if (input.dismissed && !input.asked) return 'none';
  if (input.ios) return 'ios-hint';
  return input.canPrompt ? 'prompt' : 'none';
}
