// The pure rules of scratch cards: which prize line a random roll lands on, and what a kind returns on average.
import { PROP, type ScratchPrize } from '../../../contract/index.ts';

/** Props a prize line may pay: their peso value is known, so the return players are shown is exact. */
export const PRIZE_PROPS: readonly number[] = [PROP.coin, PROP.diamond];

export const totalWeight = (prizes: readonly ScratchPrize[]): number => prizes.reduce((sum, p) => sum + p.weight, 0);

/** The line a roll in [0, totalWeight) lands on: each line owns a run of rolls as long as its weight. */
export function pickLine<P extends ScratchPrize>(prizes: readonly P[], roll: number): P {
  let left = roll;
  for (const prize of prizes) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  throw new Error(`roll ${roll} is outside the table's total weight ${totalWeight(prizes)}`);
}

const valueOf = (prize: ScratchPrize, diamondValue: number) => prize.count * (prize.propId === PROP.diamond ? diamondValue : 1);

/** The weighted sum of prize values (hundredths x weight); divided by the total weight it is the average prize. */
const weightedValue = (prizes: readonly ScratchPrize[], diamondValue: number) => prizes.reduce((sum, p) => sum + p.weight * valueOf(p, diamondValue), 0);

/** The average prize of one card, hundredths of a peso. */
export function expectedValue(prizes: readonly ScratchPrize[], diamondValue: number): number {
  const total = totalWeight(prizes);
  return total === 0 ? 0 : Math.round(weightedValue(prizes, diamondValue) / total);
}

/** Return to player in hundredths of a percent (9000 = 90.00%): the average prize over the price's peso value. */
export function rtpBasisPoints(prizes: readonly ScratchPrize[], price: number, diamondValue: number): number {
  const total = totalWeight(prizes);
  const priceValue = price * diamondValue;
  return total === 0 || priceValue <= 0 ? 0 : Math.round((weightedValue(prizes, diamondValue) * 10_000) / (total * priceValue));
}
