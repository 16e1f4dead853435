// Receiving account numbers on screen: enough to recognise one's own account, not enough to read it off over a shoulder.

const MASK = '•••';

/**
 * `+639171234567` (stored normalised) as `0917 ••• 4567`, a bank number as its first and last four around the mask.
 * Eight characters or fewer keep only the last four, so the mask never shows the whole number.
 */
export function maskAccountNo(accountNo: string): string {
  const compact = accountNo.replace(/[\s-]/g, '');
  const local = /^\+63(9\d{9})$/.exec(compact);
  const shown = local ? `0${local[1]}` : compact;
  if (shown.length <= 4) return `${MASK} ${shown}`;
  if (shown.length <= 8) return `${MASK} ${shown.slice(-4)}`;
  return `${shown.slice(0, 4)} ${MASK} ${shown.slice(-4)}`;
}
