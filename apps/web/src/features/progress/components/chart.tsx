import type { ReactNode } from "react";
import {
  englishDay,
  englishDayMonth,
  formatBikramSambat,
  toBikramSambat,
} from "../../../lib/bikram-sambat";
import type { Language } from "../../../lib/i18n";
import { bsDayLabel } from "../labels";
import "./chart.css";

// The progress charts, drawn by hand (decision 66): lines and dots in an SVG that stretches to its
// box, every word in HTML beside it, so labels are set in the page's fonts (Devanagari included),
// wrap instead of overlapping, and cost no charting library.

export const DAYS_SHOWN = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Nepal calendar day ("2026-11-24") as the instant of its UTC midnight (05:45 that day in Nepal). */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day as the reader's calendar writes it: "24 Nov" in English, "मंसिर ८" in Nepali. */
export function shortDay(day: string, language: Language): string {
  const ms = dayStart(day);
  if (language === "ne") return bsDayLabel(new Date(ms));
  return englishDayMonth(new Date(ms), true);
}

/** A day with its year: "24 Nov 2026" in English, "२०८३ मंसिर ८" in Nepali. */
export function longDay(day: string, language: Language): string {
  const ms = dayStart(day);
  if (language === "ne") return formatBikramSambat(new Date(ms), "ne");
  return englishDay(new Date(ms), true);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface AxisTick {
  /** Where the tick sits, 0 (the first of the 90 days) to 1 (today). */
  at: number;
  label: string;
}

/**
 * The first day of each month within the 90 days ending `today`, in the reader's calendar: the
 * Gregorian months in English ("Oct"), the Bikram Sambat months in Nepali ("कात्तिक"). A month is
 * at least 29 days, so ticks are a third of the axis apart and their labels cannot meet.
 */
export function monthTicks(today: string, language: Language): AxisTick[] {
  const first = dayStart(today) - (DAYS_SHOWN - 1) * DAY_MS;
  const ticks: AxisTick[] = [];
  for (let i = 0; i < DAYS_SHOWN; i++) {
    const ms = first + i * DAY_MS;
    const at = i / (DAYS_SHOWN - 1);
    if (language === "ne") {
      if (toBikramSambat(new Date(ms)).day === 1)
        ticks.push({ at, label: bsDayLabel(new Date(ms)).split(" ")[0]! });
    } else if (new Date(ms).getUTCDate() === 1) {
      ticks.push({ at, label: MONTHS[new Date(ms).getUTCMonth()]! });
    }
  }
  return ticks;
}

/** The days with answers as points of the 90-day axis: x 0..1 (oldest to today), accuracy 0..1. */
export function dayPoints(days: ReadonlyArray<{ day: string; accuracy: number }>, today: string) {
  const first = dayStart(today) - (DAYS_SHOWN - 1) * DAY_MS;
  return days
    .map((d) => ({ x: (dayStart(d.day) - first) / DAY_MS / (DAYS_SHOWN - 1), y: d.accuracy }))
    .filter((p) => p.x >= 0 && p.x <= 1);
}

const GRID = [1, 0.5, 0];

/** Accuracy per day over the last 90 days, with the months of the reader's calendar under it. */
export function TimeChart({
  label,
  points,
  ticks,
  caption,
}: {
  label: string;
  points: ReadonlyArray<{ x: number; y: number }>;
  ticks: readonly AxisTick[];
  caption: ReactNode;
}) {
  // Drawn in a 100 x 100 box stretched to the chart: strokes keep their width whatever the stretch.
  const at = (p: { x: number; y: number }) =>
    `${(p.x * 100).toFixed(2)} ${(100 - p.y * 100).toFixed(2)}`;
  return (
    <figure className="time-chart">
      <div className="time-chart-body" role="img" aria-label={label}>
        <div className="y-labels" aria-hidden="true">
          {GRID.map((y) => (
            <span key={y} style={{ top: `${100 - y * 100}%` }}>
              {Math.round(y * 100)}%
            </span>
          ))}
        </div>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {GRID.map((y) => (
            <path key={y} className="grid" d={`M0 ${100 - y * 100}H100`} />
          ))}
          {ticks.map((tick) => (
            <path key={tick.at} className="grid" d={`M${tick.at * 100} 0V100`} />
          ))}
          {points.length > 1 ? <path className="line" d={`M${points.map(at).join("L")}`} /> : null}
          <path className="dots" d={points.map((p) => `M${at(p)}h0`).join("")} />
        </svg>
      </div>
      <div className="x-labels" aria-hidden="true">
        {ticks.map((tick) => (
          <span
            key={tick.at}
            className={tick.at > 0.85 ? "end" : undefined}
            style={{ left: `${tick.at * 100}%` }}
          >
            {tick.label}
          </span>
        ))}
      </div>
      <figcaption className="hint">{caption}</figcaption>
    </figure>
  );
}

/** One bar per row, in the order given, each labelled in full (its words wrap; none overlap). */
export function BarList({
  rows,
}: {
  rows: ReadonlyArray<{ key: string; label: ReactNode; value: number }>;
}) {
  return (
    <ul className="bar-list">
      {rows.map((row) => (
        <li key={row.key}>
          <span className="bar-label">{row.label}</span>
          <span className="bar-track" aria-hidden="true">
            <span className="bar" style={{ width: `${Math.round(row.value * 100)}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
