import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTicker } from "./use-ticker";

const T0 = 1_800_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe("useTicker, the one clock of every timed paper", () => {
  it("ticks on the second of its anchor, not of the moment it was mounted", () => {
    const ticks: number[] = [];
    // The question started 300 ms ago: its next whole second is 700 ms away.
    renderHook(() => useTicker(T0 - 300, (now) => ticks.push(now - T0)));
    vi.advanceTimersByTime(699);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([700]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([700, 1700, 2700]);
  });

  it("stops when its anchor is null (a paper that is over) and starts again on a new one", () => {
    const ticks: number[] = [];
    const hook = renderHook(
      ({ anchor }: { anchor: number | null }) => useTicker(anchor, (now) => ticks.push(now - T0)),
      { initialProps: { anchor: T0 as number | null } },
    );
    vi.advanceTimersByTime(1000);
    hook.rerender({ anchor: null });
    vi.advanceTimersByTime(5000);
    expect(ticks).toEqual([1000]);
    hook.rerender({ anchor: T0 + 6500 });
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([1000, 6500]);
  });

  it("reads the clock it is given: a countdown to the server's end on the page's own clock", () => {
    let page = 40_250; // performance.now() of a page open for 40.25 s
    const clock = () => page;
    const left: number[] = [];
    const end = page + 3_000;
    renderHook(() => useTicker(end, (now) => left.push(Math.ceil((end - now) / 1000)), clock));
    for (let i = 0; i < 3; i++) {
      page += 1000;
      vi.advanceTimersByTime(1000);
    }
    expect(left).toEqual([2, 1, 0]);
  });
});
