// A listing's fit for a pilot (docs/api.md, "Model catalogue and fit"): where the pilot's
// take-off weight falls in the listing's certified range, shown on each card of a weight search.
import type { Fit } from '#shared/contracts/gears.ts';

/** The third of its range the weight falls in, or undefined for gear without a range. */
export function fitOf(range: { min: number | null; max: number | null }, weight: number) {
  const { min, max } = range;
  if (min === null || max === null || weight < min || weight > max) return undefined;
  const share = max > min ? (weight - min) / (max - min) : 0.5;
  const fit: Fit = share < 1 / 3 ? 'low' : share <= 2 / 3 ? 'mid' : 'high';
  return fit;
}
