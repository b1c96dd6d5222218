import { describe, expect, it } from "vitest";
import * as ss from "simple-statistics";
import { createRng } from "./random";
import { correlation, correlationBy, mean, median, normal, sampleSd, variance } from "./statistics";

describe("descriptive statistics agree with simple-statistics", () => {
  const rng = createRng(3);
  const xs = Array.from({ length: 101 }, () => normal(rng) * 7 + 40);
  const ys = xs.map((x) => x * 0.5 + normal(rng) * 3);

  it("mean, median (odd and even), population variance, sample SD", () => {
    expect(mean(xs)).toBeCloseTo(ss.mean(xs), 10);
    expect(median(xs)).toBe(ss.median(xs));
    expect(median(xs.slice(1))).toBeCloseTo(ss.median(xs.slice(1)), 10);
    expect(variance(xs)).toBeCloseTo(ss.variance(xs), 10);
    expect(sampleSd(xs)).toBeCloseTo(ss.sampleStandardDeviation(xs), 10);
  });

  it("Pearson's r, and none where a side does not vary", () => {
    expect(correlation(xs, ys)).toBeCloseTo(ss.sampleCorrelation(xs, ys), 10);
    expect(correlation([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(correlation([1], [2])).toBeNull();
  });

  it("seeded normal draws have mean 0 and SD 1, the same for the same seed", () => {
    expect(normal(createRng(7))).toBe(normal(createRng(7)));
    const r = createRng(7);
    const many = Array.from({ length: 20_000 }, () => normal(r));
    expect(Math.abs(ss.mean(many))).toBeLessThan(0.03);
    expect(Math.abs(ss.standardDeviation(many) - 1)).toBeLessThan(0.03);
  });
});

describe("correlationBy", () => {
  it("is correlation of the xs it is given a way to read, to the last bit", () => {
    const rng = createRng(9);
    const ys = Array.from({ length: 2000 }, () => normal(rng));
    const picks = ys.map((y) => (y + normal(rng) > 0.5 ? 1 : 0));
    expect(correlationBy((i) => picks[i]!, ys)).toBe(correlation(picks, ys));
    expect(correlationBy((i) => picks[i]!, ys, mean(ys))).toBe(correlation(picks, ys));
    expect(correlationBy(() => 1, ys)).toBeNull();
    expect(correlationBy(() => 0, [1])).toBeNull();
  });
});
