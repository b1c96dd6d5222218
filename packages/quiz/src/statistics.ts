/**
 * The few descriptive statistics item analysis and the learner model need, written out so the
 * quiz engine carries no statistics library to the browser; each is checked against
 * simple-statistics in the tests.
 */

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** NaN for no values: callers decide what "no figure" looks like. */
export const mean = (values: readonly number[]) => sum(values) / values.length;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Population variance (divides by n): the variance of these values, not an estimate of more. */
export function variance(values: readonly number[]): number {
  const m = mean(values);
  let squares = 0;
  for (const v of values) squares += (v - m) ** 2;
  return squares / values.length;
}

/** Sample standard deviation (divides by n - 1), as a spreadsheet's STDEV and Moodle report it. */
export function sampleSd(values: readonly number[]): number {
  return values.length < 2
    ? NaN
    : Math.sqrt((variance(values) * values.length) / (values.length - 1));
}

/** Pearson's r; null where either side does not vary (the figure means nothing there). */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // Sums of squares that are rounding noise count as no variation.
  if (sxx <= 1e-12 * n || syy <= 1e-12 * n) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * `correlation` of `x(i)` for i < ys.length with `ys`, without making the xs: the same sums in the
 * same order, so the same figure to the last bit. `my`: the mean of `ys`, when the caller has it.
 */
export function correlationBy(
  x: (i: number) => number,
  ys: readonly number[],
  my = mean(ys),
): number | null {
  const n = ys.length;
  if (n < 2) return null;
  let sx = 0;
  for (let i = 0; i < n; i++) sx += x(i);
  const mx = sx / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x(i) - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx <= 1e-12 * n || syy <= 1e-12 * n) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** The logistic function. */
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** A standard normal draw from a uniform source (Box-Muller), for the seeded simulations. */
export function normal(rng: () => number): number {
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
