// One nickname rule for sign-up, social/mobile completion and profile edit: safe text (contract/text.ts) and no markup
// characters, so a nickname shown in a mail, a ranking or an admin page never turns into HTML. The length bounds come
// from app config and are checked on the server; 64 is only the outer limit.
import { text, unsafeTextReason } from './text.ts';

export const NICKNAME_MAX = 64;
const MARKUP = /[<>]/;

/** Why a nickname cannot be used, or null when it can. */
export function nicknameProblem(value: string): string | null {
  const reason = unsafeTextReason(value);
  if (reason) return `Nickname ${reason}`;
  if (MARKUP.test(value)) return 'Nickname cannot contain < or >';
  return null;
}

/** Trimmed; callers add `.default('')` or `.optional()`. */
export const nickname = () =>
  text()
    .trim()
    .max(NICKNAME_MAX)
    .refine((value) => !MARKUP.test(value), 'Nickname cannot contain < or >');

/** "Ju***o": the first two and last characters of another player's nickname (winner tickers, rank lists). */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
