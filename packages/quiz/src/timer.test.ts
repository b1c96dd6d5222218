import { describe, expect, it } from "vitest";
import { remainingSeconds } from "./timer";

const start = 1_700_000_000_000;

describe("remainingSeconds", () => {
  it("counts down whole seconds from the start time", () => {
    expect(remainingSeconds(start, start, 60)).toBe(60);
    expect(remainingSeconds(start, start + 999, 60)).toBe(60);
    expect(remainingSeconds(start, start + 1000, 60)).toBe(59);
    expect(remainingSeconds(start, start + 59_999, 60)).toBe(1);
  });

  it("reaches 0 at the full time and goes below after", () => {
    expect(remainingSeconds(start, start + 30_000, 30)).toBe(0);
    expect(remainingSeconds(start, start + 95_000, 30)).toBe(-65);
  });

  it("treats a start time in the future as just started", () => {
    expect(remainingSeconds(start, start - 1, 60)).toBe(60);
    expect(remainingSeconds(start, start - 3_600_000, 60)).toBe(60);
  });
});
