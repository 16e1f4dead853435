import type { FeedbackCategory, FeedbackStatus } from '../../../contract/calls/feedback.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';

export const CATEGORY_KEYS: Record<FeedbackCategory, MessageKey> = {
  deposit: 'feedback.cat.deposit',
  withdrawal: 'feedback.cat.withdrawal',
  game: 'feedback.cat.game',
  account: 'feedback.cat.account',
  suggestion: 'feedback.cat.suggestion',
  other: 'feedback.cat.other',
};

export const STATUS_KEYS: Record<FeedbackStatus, MessageKey> = {
  open: 'feedback.status.open',
  answered: 'feedback.status.answered',
  closed: 'feedback.status.closed',
};

/** A ticket's or reply's time, in the app's one date-time format (active language, Manila time). */
export const when = (ms: number) => formatDateTime(ms);
