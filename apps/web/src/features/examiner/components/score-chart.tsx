import type { PaperFiguresShown } from "@tayari/contracts/exam-analysis";
import { useMessages } from "../messages";

// The distribution of an exam's scores as a bar chart: an SVG drawn by hand, loaded only when the
// item analysis is shown (its own chunk: the examiner's first load carries none of it).

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 18;

/** One bar per bin of the histogram, as wide as the box allows; each bar says its range and count. */
export default function ScoreChart({ paper }: { paper: PaperFiguresShown }) {
  const { t } = useMessages();
  const bins = paper.histogram;
  if (!bins.length) return null;
  const most = Math.max(1, ...bins.map((b) => b.count));
  const step = WIDTH / bins.length;
  const plot = HEIGHT - AXIS;
  const width = bins[0]!.to - bins[0]!.from;
  const summary = t("chartSummary", {
    candidates: paper.candidates,
    low: bins[0]!.from,
    high: bins[bins.length - 1]!.to,
    width,
  });
  return (
    <figure className="score-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {bins.map((bin, i) => {
          const h = (bin.count / most) * (plot - 12);
          return (
            <g key={bin.from}>
              <rect
                x={i * step + 1}
                y={plot - h}
                width={Math.max(1, step - 2)}
                height={h}
                className="bar"
              >
                <title>{t("chartLabel", { from: bin.from, to: bin.to, count: bin.count })}</title>
              </rect>
              {bin.count > 0 && step >= 12 ? (
                <text
                  x={i * step + step / 2}
                  y={plot - h - 2}
                  textAnchor="middle"
                  className="count"
                >
                  {bin.count}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={0} y1={plot} x2={WIDTH} y2={plot} className="axis" />
        <text x={0} y={HEIGHT - 4} className="tick">
          {bins[0]!.from}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="tick">
          {bins[bins.length - 1]!.to}
        </text>
        <text x={WIDTH / 2} y={HEIGHT - 4} textAnchor="middle" className="tick">
          {t("marksAxis")}
        </text>
      </svg>
      <figcaption className="hint">{summary}</figcaption>
    </figure>
  );
}
