import type { FeedbackCategory, FeedbackStatus } from '../../../contract/calls/feedback.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';

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

export const when = (ms: number) => new Date(ms).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
