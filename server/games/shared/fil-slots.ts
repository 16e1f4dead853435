// Filipino for what the slot pages share: shared/slots.js (reels, win lines, free spins, big win) and the slot
// engine's refused bet. Lucky Sampaguita, Carabao Gold and Fiesta Fruits spread these into their own tables.

/** slots.js's texts and the slot pages' common HTML (English -> Filipino, `{name}` placeholders kept). */
export const SLOTS_FIL: Record<string, string> = {
  Reels: 'Mga reel',
  Spin: 'I-spin',
  'Big win': 'Malaking panalo',
  'Tap to continue': 'I-tap para magpatuloy',
  'line {line}: {count} {symbol} {pay}': 'linya {line}: {count} {symbol} {pay}',
  '{count} {symbol} × {ways} ways {pay}': '{count} {symbol} × {ways} ways {pay}',
  '{count} {symbol} {pay}': '{count} {symbol} {pay}',
  '{times}× your {bet} bet · tap to continue': '{times}× ng taya mong {bet} · i-tap para magpatuloy',
  '{count} free spins! Wins ×{multiplier}': '{count} free spins! ×{multiplier} ang mga panalo',
  'Free spin {n} of {count} · wins ×{multiplier}': 'Free spin {n} sa {count} · ×{multiplier} ang panalo',
  'Round total so far: {amount}': 'Kabuuan ng round sa ngayon: {amount}',
  'Paid spin {base} · {count} free spins {free}': 'Spin na may taya {base} · {count} free spins {free}',
};

/** The slot engine's refusal (slot-engine/builtin.ts), for each slot's `messages`. */
export const SLOTS_FIL_MESSAGES: Record<string, string> = {
  'Choose a bet that splits evenly into {units} parts': 'Pumili ng taya na pantay na mahahati sa {units} na bahagi',
};
