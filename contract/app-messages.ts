// What the app's worker says itself when a call fails before or outside the server (no connection, a time-out, an
// answer it cannot read). The worker writes them in English; the UI shows each in the player's language by its
// i18n key (src/lib/api.ts), and the English table takes its words from here, so the two never drift apart. No
// schema library here: the first screen's bundle imports this module.
import { NOT_AN_IMAGE } from './image-type.ts';

export const TIMEOUT_MSG = 'The request has timed out, please try again later';
export const NETWORK_MSG = 'Could not reach the server. Check your connection and try again.';
export const CANCELLED_MSG = 'The request was cancelled.';
export const NOT_READY_MSG = 'The app is still starting, please try again.';
export const LOCAL_FAILURE_MSG = 'The app could not save data on this device.';
export const INVALID_ANSWER_MSG = 'The server sent an answer the app could not read.';
export const INVALID_REQUEST_MSG = 'The request is not valid.';
export const SESSION_CHANGED_MSG = 'The session ended before the answer arrived.';
export const IMAGE_TOO_LARGE_MSG = 'The image is larger than 4 MB';
export const OFFLINE_DRAFT_MSG = "You're offline. Your ticket was not sent; it is kept here so you can send it when you are back online.";
export const ORDER_NOT_FOUND_MSG = 'This deposit order was not found.';
export const FEEDBACK_TOO_LARGE = 'Each image must be 2 MB or smaller';

/** Each message with the key of its words in the i18n tables (`app.*`). */
export const APP_MESSAGE_KEYS = {
  [TIMEOUT_MSG]: 'app.timeout',
  [NETWORK_MSG]: 'app.network',
  [CANCELLED_MSG]: 'app.cancelled',
  [NOT_READY_MSG]: 'app.notReady',
  [LOCAL_FAILURE_MSG]: 'app.localFailure',
  [INVALID_ANSWER_MSG]: 'app.invalidAnswer',
  [INVALID_REQUEST_MSG]: 'app.invalidRequest',
  [SESSION_CHANGED_MSG]: 'app.sessionChanged',
  [IMAGE_TOO_LARGE_MSG]: 'app.imageTooLarge',
  [OFFLINE_DRAFT_MSG]: 'app.offlineDraft',
  [ORDER_NOT_FOUND_MSG]: 'app.orderNotFound',
  [NOT_AN_IMAGE]: 'app.notAnImage',
  [FEEDBACK_TOO_LARGE]: 'app.feedbackImageTooLarge',
} as const;
