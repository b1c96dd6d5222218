import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarList, DAYS_SHOWN, TimeChart, dayPoints, longDay, monthTicks } from "./chart";

describe("the 90-day axis", () => {
  it("covers the 90 days ending today, the Gregorian months named in English", () => {
    const ticks = monthTicks("2026-11-24", "en");
    // 27 Aug to 24 Nov: the firsts of September, October and November.
    expect(ticks.map((t) => t.label)).toEqual(["Sep", "Oct", "Nov"]);
    expect(ticks.map((t) => Math.round(t.at * (DAYS_SHOWN - 1)))).toEqual([5, 35, 66]);
    expect(longDay("2026-08-27", "en")).toBe("27 Aug 2026");
  });

  it("names the Bikram Sambat months in Devanagari in Nepali, a month apart", () => {
    const ticks = monthTicks("2026-11-24", "ne");
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (const tick of ticks) expect(tick.label).toMatch(/^[\u0900-\u097F]+$/);
    for (let i = 1; i < ticks.length; i++)
      expect((ticks[i]!.at - ticks[i - 1]!.at) * (DAYS_SHOWN - 1)).toBeGreaterThanOrEqual(29);
    expect(longDay("2026-11-24", "ne")).toMatch(/^[०-९]{4} [\u0900-\u097F]+ [०-९]+$/);
  });

  it("places each day with answers on the axis; older days fall off", () => {
    const points = dayPoints(
      [
        { day: "2026-08-26", accuracy: 1 },
        { day: "2026-08-27", accuracy: 0.5 },
        { day: "2026-11-24", accuracy: 0.25 },
      ],
      "2026-11-24",
    );
    expect(points).toEqual([
      { x: 0, y: 0.5 },
      { x: 1, y: 0.25 },
    ]);
  });
});

describe("the charts' drawing", () => {
  it("writes every label in HTML (so Devanagari is set in the page's font) and one dot per day", () => {
    const { container } = render(
      <TimeChart
        label="Accuracy per day"
        points={[{ x: 0.5, y: 0.4 }]}
        ticks={monthTicks("2026-11-24", "ne")}
        caption="range"
      />,
    );
    expect(container.querySelector("svg text")).toBeNull();
    expect([...container.querySelectorAll(".x-labels span")].map((s) => s.textContent)).toEqual(
      monthTicks("2026-11-24", "ne").map((t) => t.label),
    );
    expect(container.querySelector(".dots")!.getAttribute("d")).toBe("M50.00 60.00h0");
    expect(container.querySelector(".line")).toBeNull();
  });

  it("draws a bar per row at its share, each with its full name", () => {
    const { container } = render(
      <BarList
        rows={[
          { key: "a", label: "Computer: 25% of 4", value: 0.25 },
          { key: "b", label: "English: Subject-verb Agreement: 90% of 10", value: 0.9 },
        ]}
      />,
    );
    expect([...container.querySelectorAll(".bar-label")].map((e) => e.textContent)).toEqual([
      "Computer: 25% of 4",
      "English: Subject-verb Agreement: 90% of 10",
    ]);
    expect([...container.querySelectorAll<HTMLElement>(".bar")].map((e) => e.style.width)).toEqual([
      "25%",
      "90%",
    ]);
  });
});
