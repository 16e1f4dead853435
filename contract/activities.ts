// What an activity row's numbers mean (SPEC section 3 "Activity"), shared by the server, its CLI and the app.

/** `type`: 1 runs as a start modal (once per session, in sort order); 2 is an entry of the activity list. */
export const ACTIVITY_TYPE = { startModal: 1, listed: 2 } as const;

/**
 * `clickType`, what a tap on the activity (or its start modal) does with `clickAction`:
 * - 1 (route): clickAction is an app path such as `/activity/jackpot`; shown only when the app has that screen.
 * - 2 (modal): clickAction names a modal kind (START_MODAL_KINDS); shown only when the app has that modal.
 * - 3 (url): clickAction is an https URL, opened in a new tab without access to the app (noopener).
 */
export const CLICK_TYPE = { route: 1, modal: 2, url: 3 } as const;
export type ClickType = (typeof CLICK_TYPE)[keyof typeof CLICK_TYPE];

/** The modal kinds an activity may name; the app draws the ones it has a component for and skips the rest. */
export const START_MODAL_KINDS = ['download', 'first-deposit-tips', 'notice', 'first-deposit', 'sign-in', 'red-versus-blue'] as const;
export type StartModalKind = (typeof START_MODAL_KINDS)[number];

export const isStartModalKind = (value: string): value is StartModalKind => (START_MODAL_KINDS as readonly string[]).includes(value);

/** Whether clickAction fits clickType; the operator CLI refuses a row that does not. */
export function clickActionProblem(clickType: number, clickAction: string): string | null {
  if (clickType === CLICK_TYPE.route) return /^\/[a-z0-9\-/]*$/.test(clickAction) ? null : 'a route action is an app path such as /activity/jackpot';
  if (clickType === CLICK_TYPE.modal) return isStartModalKind(clickAction) ? null : `a modal action is one of: ${START_MODAL_KINDS.join(', ')}`;
  if (clickType === CLICK_TYPE.url) return /^https:\/\/[^\s]+$/.test(clickAction) ? null : 'a URL action starts with https://';
  return 'clickType is 1 (route), 2 (modal) or 3 (url)';
}

/** Whether an activity is open at `now`: its window bounds are epoch ms, null meaning open on that side. */
export const isInWindow = (startsAt: number | null, endsAt: number | null, now: number): boolean =>
  (startsAt === null || startsAt <= now) && (endsAt === null || now < endsAt);
