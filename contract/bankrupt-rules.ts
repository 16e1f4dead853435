// The bankruptcy gift's rules both sides apply, with no schema library: the app's home screen imports them.

/** Envelope codes of a refused gift claim (SPEC section 8); the app words each one for the player. */
export const BANKRUPT_CODE = {
  notBankrupt: 3001,
  alreadyClaimed: 3002,
  betRequired: 3003,
  notYet: 3004,
} as const;

/** Which countdown the modal runs (SPEC section 4): canReceiveLastMs, else gift2LastMs; null when neither runs. */
export function bankruptCountdown(info: { canReceiveLastMs: number; gift2LastMs: number }): { field: 'canReceiveLastMs' | 'gift2LastMs'; ms: number } | null {
  if (info.canReceiveLastMs !== -1) return info.canReceiveLastMs > 0 ? { field: 'canReceiveLastMs', ms: info.canReceiveLastMs } : null;
  return info.gift2LastMs > 0 ? { field: 'gift2LastMs', ms: info.gift2LastMs } : null;
}
