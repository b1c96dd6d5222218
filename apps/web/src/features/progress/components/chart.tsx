import { useEffect, useRef } from "react";
import uPlot, { type AlignedData, type Options } from "uplot";
import "uplot/dist/uPlot.min.css";

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
const ACCURACY_SCALE = { y: { range: [0, 100] as [number, number] } };

/** Accuracy per day: a line over the days with answers. */
export function accuracyOverTime(days: Array<{ day: string; accuracy: number }>) {
  const data: AlignedData = [
    days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
    days.map((d) => Math.round(d.accuracy * 1000) / 10),
  ];
  const options: Omit<Options, "width" | "height"> = {
    scales: { x: { time: true }, ...ACCURACY_SCALE },
    legend: { show: false },
    series: [{}, { label: "Accuracy", stroke: "#2f5d8a", width: 2, points: { show: true } }],
    axes: [{}, { values: percent }],
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
        label: "Accuracy",
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
