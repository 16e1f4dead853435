// Lotto 6/42 rules as pure functions both sides use: the schedule in Manila time, the numbers a seed gives, what a line
// costs and what it wins. The server draws with them; the app shows them and re-checks a revealed seed with them.
import { DAY_MS, manilaMidnight, manilaMinuteText } from './manila.ts';

/** Numbers run 1..LOTTO_MAX; a line and a draw are LOTTO_PICK distinct numbers. */
export const LOTTO_MAX = 42;
export const LOTTO_PICK = 6;
/** A tier-1 line costs ₱20 (hundredths). */
export const LINE_PRICE = 2000;
/** At most this many lines in one purchase. */
export const MAX_LINES = 10;
/** The draw is at 21:00 Manila every day; sales close five minutes before. */
export const DRAW_HOUR_MANILA = 21;
export const SALES_CLOSE_BEFORE_MS = 5 * 60_000;

export const LOTTERY_TIERS = [1, 2, 3] as const;
export type LotteryTier = (typeof LOTTERY_TIERS)[number];
/** A tier multiplies a line's price and its coin prizes (never the product). */
export const TIER_MULTIPLIER: Record<LotteryTier, number> = { 1: 1, 2: 2, 3: 5 };
/** Lottery ticket props: one of them pays for one line of its tier. */
export const TICKET_PROP: Record<LotteryTier, number> = { 1: 80001, 2: 80002, 3: 80003 };
export const TICKET_PROPS: readonly number[] = Object.values(TICKET_PROP);
/** Lottery coupons: the percentage one coupon takes off one line of a coin purchase (110005 makes that line free). */
export const COUPON_DISCOUNT_PCT: Readonly<Record<number, number>> = { 110001: 10, 110002: 20, 110003: 30, 110004: 50, 110005: 100 };
export const COUPON_PROPS: readonly number[] = Object.keys(COUPON_DISCOUNT_PCT).map(Number);

/** Coin prizes of a tier-1 line by numbers matched (hundredths); 6 of 6 wins the draw's product. */
export const COIN_PRIZES: Readonly<Record<number, number>> = { 5: 200_000, 4: 20_000, 3: 2_000 };
export const PRODUCT_MATCH = 6;

export const linePrice = (tier: LotteryTier): number => LINE_PRICE * TIER_MULTIPLIER[tier];

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** The chance a line matches exactly `matched` of the six numbers drawn. */
export const matchChance = (matched: number): number =>
  (choose(LOTTO_PICK, matched) * choose(LOTTO_MAX - LOTTO_PICK, LOTTO_PICK - matched)) / choose(LOTTO_MAX, LOTTO_PICK);

/**
 * What a line returns on average in coin, in basis points of its price (the product prize aside). Prizes and prices
 * scale together by tier, so it is one figure for all three; shown on the rules so no player has to work it out.
 */
export const coinReturnBp = (): number =>
  Math.round((Object.entries(COIN_PRIZES).reduce((sum, [m, amount]) => sum + matchChance(Number(m)) * amount, 0) / LINE_PRICE) * 10_000);

/** What one coupon takes off: its percentage of one line, rounded down to the centavo. */
export const couponDiscount = (couponProp: number, tier: LotteryTier): number => Math.floor((linePrice(tier) * (COUPON_DISCOUNT_PCT[couponProp] ?? 0)) / 100);

export type LinePrize = { kind: 'product' } | { kind: 'coin'; amount: number } | { kind: 'none' };

export function prizeFor(matched: number, tier: LotteryTier): LinePrize {
  if (matched >= PRODUCT_MATCH) return { kind: 'product' };
  const base = COIN_PRIZES[matched];
  return base ? { kind: 'coin', amount: base * TIER_MULTIPLIER[tier] } : { kind: 'none' };
}

export const countMatches = (line: readonly number[], drawn: readonly number[]): number => line.filter((n) => drawn.includes(n)).length;

/** Epoch ms of the draw whose sales are open at `now`: today's 21:00 Manila, or tomorrow's once today's sales closed. */
export function salesDrawAt(now: number): number {
  const today = manilaMidnight(now) + DRAW_HOUR_MANILA * 3_600_000;
  return now < today - SALES_CLOSE_BEFORE_MS ? today : today + DAY_MS;
}

export const closesAtOf = (drawAt: number): number => drawAt - SALES_CLOSE_BEFORE_MS;

/** "21:00" style Manila wall-clock time of an instant, for messages. */
export const manilaTime = (ms: number): string => manilaMinuteText(ms).slice(11);

export type Sha256 = (text: string) => Promise<Uint8Array>;

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The six numbers a seed draws: SHA-256 of `${seed}:${i}` for i = 0, 1, ..., each byte below 252 (6 x 42, so every
 * number is equally likely) gives (byte mod 42) + 1, repeats are skipped; ascending.
 */
export async function numbersFromSeed(seed: string, sha256: Sha256): Promise<number[]> {
  const picked: number[] = [];
  for (let i = 0; picked.length < LOTTO_PICK; i++) {
    for (const byte of await sha256(`${seed}:${i}`)) {
      if (byte >= 252) continue;
      const n = (byte % LOTTO_MAX) + 1;
      if (!picked.includes(n)) picked.push(n);
      if (picked.length === LOTTO_PICK) break;
    }
  }
  return picked.sort((a, b) => a - b);
}

export const formatNumbers = (numbers: readonly number[]): string => numbers.map((n) => String(n).padStart(2, '0')).join(' ');
export const parseNumbers = (text: string): number[] => (text ? text.split(',').map(Number) : []);
