// Deposit channel choice and amounts: pure functions, table-tested.
import { parsePesos } from '../../../contract/money.ts';

export interface ChannelChoice {
  id: number;
  isDefault: boolean;
}

/**
 * SPEC section 4 "Deposit channel default": keep the current channel if it is still offered, else the last used one,
 * else the one flagged default, else the first. `list` is already in `sort` order.
 */
export function pickChannel(list: readonly ChannelChoice[], current: number | null, lastUsed: number | null): number | null {
  const offered = (id: number | null) => id !== null && list.some((c) => c.id === id);
  if (offered(current)) return current;
  if (offered(lastUsed)) return lastUsed;
  return list.find((c) => c.isDefault)?.id ?? list[0]?.id ?? null;
}

/** Pesos typed by the player ("1,000.50") to hundredths; null for empty, NaN when it is not an amount. */
export function pesosToHundredths(text: string): number | null {
  if (text.replace(/,/g, '').trim() === '') return null;
  return parsePesos(text, { grouped: true }) ?? Number.NaN;
}

/** Hundredths to the text an amount field shows (10000 -> "100"). */
export const hundredthsToPesos = (hundredths: number) => String(hundredths / 100);
