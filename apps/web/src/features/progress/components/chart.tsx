import { useEffect, useRef } from "react";
import uPlot, { type AlignedData, type Options } from "uplot";
import "uplot/dist/uPlot.min.css";
import type { Language } from "../../../lib/i18n";
import { bsDayLabel } from "../labels";
import { t } from "../messages";

/** One uPlot chart, as wide as its box and redrawn when the box changes width. */
export function Chart({
  label,
  options,
  data,
}: {
  label: string;
  options: Omit<Options, "width" | "height">;
  data: AlignedData;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const size = () => ({ width: Math.max(240, element.clientWidth), height: 220 });
    const plot = new uPlot({ ...options, ...size() }, data, element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [options, data]);
  return <div ref={box} className="chart" role="img" aria-label={label} />;
}

const percent = (_u: uPlot, values: number[]) => values.map((v) => `${Math.round(v)}%`);
const DAY = 24 * 60 * 60;
const ACCURACY_SCALE = { y: { range: [0, 100] as [number, number] } };

/**
 * Accuracy per day: a line over the days with answers. In Nepali the days are named by their
 * Bikram Sambat month and day ("फागुन १५"), one label a day at most.
 */
export function accuracyOverTime(
  days: Array<{ day: string; accuracy: number }>,
  language: Language = "en",
) {
  const data: AlignedData = [
    days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
    days.map((d) => Math.round(d.accuracy * 1000) / 10),
  ];
  const options: Omit<Options, "width" | "height"> = {
    scales: { x: { time: true }, ...ACCURACY_SCALE },
    legend: { show: false },
    series: [{}, { label: t("accuracy"), stroke: "#2f5d8a", width: 2, points: { show: true } }],
    axes: [
      language === "en"
        ? {}
        : {
            // Whole days only (uPlot would also split a short range into hours), wide enough
            // apart for a Devanagari month name.
            space: 70,
            incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 60 * DAY],
            values: (_u: uPlot, splits: number[]) =>
              splits.map((s) => bsDayLabel(new Date(s * 1000))),
          },
      { values: percent },
    ],
  };
  return { options, data };
}

/** Accuracy per category: one bar each, in the order given (weakest first). */
export function accuracyByCategory(rows: Array<{ name: string; accuracy: number }>) {
  const data: AlignedData = [
    rows.map((_, i) => i),
    rows.map((r) => Math.round(r.accuracy * 1000) / 10),
  ];
  const options: Omit<Options, "width" | "height"> = {
    scales: { x: { time: false, range: [-0.5, rows.length - 0.5] }, ...ACCURACY_SCALE },
    legend: { show: false },
    series: [
      {},
      {
        label: t("accuracy"),
        fill: "#2f5d8a",
        stroke: "#2f5d8a",
        paths: uPlot.paths.bars!({ size: [0.6, 60] }),
        points: { show: false },
      },
    ],
    axes: [
      {
        splits: () => rows.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => rows[i]?.name ?? ""),
      },
      { values: percent },
    ],
  };
  return { options, data };
}
