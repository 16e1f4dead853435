// The VIP and rebate arithmetic as pure functions: experience from valid bets and deposits, the level an experience
// reaches (applied in SQL by vip/events.ts, where the thresholds are), rebate accrual in a unit finer than a centavo, and the sign-in ladder's next step.

/**
 * Experience is counted in the money unit: 1 exp per centavo of valid bet (₱1 wagered = 100 exp), so the seeded
 * thresholds read as pesos wagered (level 1 at 100,000 exp = ₱1,000). Deposits count half (₱1 deposited = 50 exp).
 */
export const expForBet = (validBet: number): number => Math.max(0, Math.floor(validBet));
export const expForDeposit = (amount: number): number => Math.max(0, Math.floor(amount / 2));

/** Rebate units per centavo: a rate in basis points times the valid bet in hundredths is exact in these units. */
export const REBATE_UNITS_PER_CENTAVO = 10_000;

export const rebateUnits = (validBet: number, rateBp: number): number => validBet * rateBp;

/** What a claim pays of `units` (whole centavos) and what stays for the next claim. */
export function splitRebate(units: number): { pay: number; rest: number } {
  const pay = Math.floor(units / REBATE_UNITS_PER_CENTAVO);
  return { pay, rest: units - pay * REBATE_UNITS_PER_CENTAVO };
}

export const SIGN_IN_STEPS = 7;

export interface SignInState {
  lastDay: string;
  step: number;
}

/**
 * The ladder step today's sign-in pays: null when already signed today; the next step when yesterday was signed;
 * step 1 after a missed day, after step 7, or the first time.
 */
export function nextSignInStep(state: SignInState | undefined, today: string, yesterday: string): number | null {
  if (!state) return 1;
  if (state.lastDay === today) return null;
  if (state.lastDay === yesterday && state.step < SIGN_IN_STEPS) return state.step + 1;
  return 1;
}
