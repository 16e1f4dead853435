// Lotto 6/42 rules: the numbers a seed gives (fixed vectors, six distinct in range, uniform over many seeds), the prize
// table by tier, the coupon discount, and the schedule in Manila time with a test clock.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  closesAtOf,
  coinReturnBp,
  countMatches,
  couponDiscount,
  linePrice,
  LOTTO_MAX,
  matchChance,
  numbersFromSeed,
  prizeFor,
  salesDrawAt,
  toHex,
  type Sha256,
} from '../../../contract/lottery.ts';

const sha256: Sha256 = async (text) => new Uint8Array(createHash('sha256').update(text).digest());
const subtle: Sha256 = async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
/** Epoch ms of a Manila wall-clock time (UTC+8). */
const manila = (iso: string) => Date.parse(`${iso}+08:00`);

describe('numbers from a seed', () => {
  it('gives six distinct ascending numbers in 1..42, the same with node:crypto and WebCrypto', async () => {
    for (const seed of ['a', 'seed-1', 'f'.repeat(64), '']) {
      const numbers = await numbersFromSeed(seed, sha256);
      expect(numbers).toHaveLength(6);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((n) => n >= 1 && n <= LOTTO_MAX)).toBe(true);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      expect(await numbersFromSeed(seed, subtle)).toEqual(numbers);
    }
  });

  it('follows the published recipe: bytes of SHA-256("seed:0") under 252, mod 42 plus 1, repeats skipped', async () => {
    const seed = 'pisowin-test';
    const bytes = createHash('sha256').update(`${seed}:0`).digest();
    const expected: number[] = [];
    for (const b of bytes) {
      if (b >= 252) continue;
      const n = (b % 42) + 1;
      if (!expected.includes(n)) expected.push(n);
      if (expected.length === 6) break;
    }
    expect(expected).toHaveLength(6); // this seed's first digest is enough
    expect(await numbersFromSeed(seed, sha256)).toEqual(expected.sort((a, b) => a - b));
  });

  it('draws each number about equally often over 6,000 seeds', async () => {
    const counts = new Array<number>(LOTTO_MAX + 1).fill(0);
    for (let i = 0; i < 6000; i++) for (const n of await numbersFromSeed(`s${i}`, sha256)) counts[n]!++;
    // Expected 6000 * 6 / 42 ≈ 857 each; a fair draw stays well within ±20%.
    for (let n = 1; n <= LOTTO_MAX; n++) expect(Math.abs(counts[n]! - 857)).toBeLessThan(171);
  });

  it('hex of a digest is lower-case, two digits a byte', () => {
    expect(toHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});

describe('prizes', () => {
  it('pays by numbers matched, coin multiplied by the tier, the product on 6', () => {
    expect(prizeFor(6, 1)).toEqual({ kind: 'product' });
    expect(prizeFor(6, 3)).toEqual({ kind: 'product' });
    expect(prizeFor(5, 1)).toEqual({ kind: 'coin', amount: 200_000 });
    expect(prizeFor(4, 2)).toEqual({ kind: 'coin', amount: 40_000 });
    expect(prizeFor(3, 3)).toEqual({ kind: 'coin', amount: 10_000 });
    for (const m of [0, 1, 2]) expect(prizeFor(m, 1)).toEqual({ kind: 'none' });
    expect(countMatches([1, 2, 3, 4, 5, 6], [4, 5, 6, 7, 8, 9])).toBe(3);
  });

  it('prices lines by tier and takes a coupon off one line, rounded down', () => {
    expect([linePrice(1), linePrice(2), linePrice(3)]).toEqual([2_000, 4_000, 10_000]);
    expect(couponDiscount(110001, 1)).toBe(200);
    expect(couponDiscount(110004, 3)).toBe(5_000);
    expect(couponDiscount(110005, 2)).toBe(4_000);
    expect(couponDiscount(999, 1)).toBe(0);
  });
});

describe('schedule in Manila time', () => {
  it('sells the same day’s 21:00 draw until 20:55, then the next day’s', () => {
    const today = manila('2026-11-24T21:00:00');
    expect(salesDrawAt(manila('2026-11-24T00:00:00'))).toBe(today);
    expect(salesDrawAt(manila('2026-11-24T20:54:59.999'))).toBe(today);
    expect(salesDrawAt(manila('2026-11-24T20:55:00'))).toBe(manila('2026-11-25T21:00:00'));
    expect(salesDrawAt(manila('2026-11-24T23:59:59'))).toBe(manila('2026-11-25T21:00:00'));
    // 21:00 Manila is 13:00 UTC, whatever the machine's zone.
    expect(new Date(today).toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(closesAtOf(today)).toBe(manila('2026-11-24T20:55:00'));
  });

  it('crosses the UTC midnight the Manila way (08:00 Manila is 00:00 UTC)', () => {
    expect(salesDrawAt(Date.parse('2026-12-31T23:30:00Z'))).toBe(manila('2027-01-01T21:00:00'));
  });
});

describe('the odds shown on the rules', () => {
  it('match chances of one 6/42 line add up to one, with the known figures', () => {
    const total = [0, 1, 2, 3, 4, 5, 6].reduce((sum, m) => sum + matchChance(m), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(Math.round(1 / matchChance(6))).toBe(5_245_786);
    expect(Math.round(1 / matchChance(3))).toBe(37);
  });

  it('a line pays back its coin prizes over their chances, the same share at every tier', () => {
    // 3 matched ₱20 (20 × 7140 / 5,245,786), 4 ₱200 (15 × 630), 5 ₱2,000 (6 × 36), over the ₱20 price.
    const expected = ((20 * 7140 * 2_000 + 15 * 630 * 20_000 + 6 * 36 * 200_000) / 5_245_786 / 2_000) * 10_000;
    expect(coinReturnBp()).toBe(Math.round(expected));
  });
});
