// The game API's kept gate rows: only real-money launches, for 30 seconds, per game and session key, and gone after a
// refusal; never more than 10,000.
import { describe, expect, it } from 'vitest';
import { SpinGates } from '../../../server/routes/spin-gates.ts';

const real = { launch: { try_it: false }, id: 1 };
const demo = { launch: { try_it: true }, id: 1 };

describe('SpinGates', () => {
  it('keeps a real-money launch for 30 seconds, for its game and session key only', () => {
    const gates = new SpinGates<typeof real>();
    gates.keep('slot', 'key', real, 1_000);
    expect(gates.get('slot', 'key', 1_000 + 29_999)).toBe(real);
    expect(gates.get('other', 'key', 1_000)).toBeUndefined();
    expect(gates.get('slot', 'other', 1_000)).toBeUndefined();
    expect(gates.get('slot', 'key', 1_000 + 30_000)).toBeUndefined();
    // Gone for good once stale.
    expect(gates.get('slot', 'key', 1_000)).toBeUndefined();
  });

  it('keeps no try-it launch, no row without a launch and nothing for an empty key', () => {
    const gates = new SpinGates<{ launch: unknown }>();
    gates.keep('slot', 'demo', demo, 0);
    gates.keep('slot', 'none', { launch: null }, 0);
    gates.keep('slot', '', real, 0);
    expect(gates.get('slot', 'demo', 0)).toBeUndefined();
    expect(gates.get('slot', 'none', 0)).toBeUndefined();
    expect(gates.get('slot', '', 0)).toBeUndefined();
  });

  it('forgets a row after a refusal, and a clock that went back does not serve an old one', () => {
    const gates = new SpinGates<typeof real>();
    gates.keep('slot', 'key', real, 5_000);
    gates.forget('slot', 'key');
    expect(gates.get('slot', 'key', 5_000)).toBeUndefined();
    gates.keep('slot', 'key', real, 5_000);
    expect(gates.get('slot', 'key', 4_000)).toBeUndefined();
  });

  it('keeps at most 10,000 rows, dropping the oldest', () => {
    const gates = new SpinGates<typeof real>();
    for (let i = 0; i <= 10_000; i += 1) gates.keep('slot', `k${i}`, real, 0);
    expect(gates.get('slot', 'k0', 0)).toBeUndefined();
    expect(gates.get('slot', 'k1', 0)).toBe(real);
    expect(gates.get('slot', 'k10000', 0)).toBe(real);
  });
});
