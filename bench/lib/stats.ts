// Noise control: every figure the suite reports is a median (or a percentile) of several runs.

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: a p95 of 20 samples is the 19th, never an interpolated value nobody measured.
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
