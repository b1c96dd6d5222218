import { useMessages } from "../messages";

/**
 * The paper's score distribution, drawn by hand like the progress charts (decision 66): bars in an
 * SVG that stretches to its box, the words in HTML beside it. The student's bar is marked, in its
 * own colour and with "You" above it, so colour is not the only sign.
 */
export function RankChart({
  distribution,
  step,
  bucket,
  candidates,
  maxMarks,
}: {
  distribution: readonly number[];
  step: number;
  bucket: number;
  candidates: number;
  maxMarks: number;
}) {
  const { t } = useMessages();
  const bars = distribution.length;
  const tallest = Math.max(1, ...distribution);
  const from = bucket * step;
  const to = bucket === bars - 1 ? maxMarks : Math.min(maxMarks, from + step - 1);
  return (
    <figure className="rank-chart">
      <div className="rank-chart-body">
        <span className="rank-you" style={{ left: `${((bucket + 0.5) / bars) * 100}%` }}>
          {t("chartYou")}
        </span>
        <svg
          viewBox={`0 0 ${bars} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t("chartLabel", { candidates, step, from, to })}
        >
          <line className="grid" x1="0" y1="100" x2={bars} y2="100" />
          {distribution.map((count, i) => {
            const height = count === 0 ? 0 : Math.max(2, (count / tallest) * 100);
            return (
              <rect
                key={i}
                className={i === bucket ? "bar you" : "bar"}
                x={i + 0.12}
                width={0.76}
                y={100 - height}
                height={height}
              />
            );
          })}
        </svg>
      </div>
      <div className="rank-axis" aria-hidden="true">
        <span>0</span>
        <span>{maxMarks}</span>
      </div>
    </figure>
  );
}
