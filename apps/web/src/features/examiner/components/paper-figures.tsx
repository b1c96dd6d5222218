import { lazy, Suspense } from "react";
import type { PaperFiguresShown } from "@tayari/contracts/exam-analysis";
import { categoryName } from "../../../components/question/category-name";
import { useMessages } from "../messages";

/** The chart in its own chunk, asked for only when the analysis is shown. */
const ScoreChart = lazy(() => import("./score-chart"));

/** A figure to two decimals, or a dash where it is not given. */
export const figure = (value: number | null) =>
  value === null ? "—" : String(Math.round(value * 100) / 100);

/** Figures by name, as a list of terms and values: a paper's, a question's. */
export function Figures({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="figures">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The paper's figures: candidates, mean, median, SD, KR-20, the means per section, the chart. */
export function PaperFigures({ paper }: { paper: PaperFiguresShown }) {
  const { t } = useMessages();
  const rows: Array<[string, string]> = [
    [t("candidates"), String(paper.candidates)],
    [t("mean"), t("outOf", { value: figure(paper.mean), max: paper.max_marks })],
    [t("median"), figure(paper.median)],
    [t("sd"), figure(paper.sd)],
    [t("kr20"), figure(paper.kr20)],
  ];
  return (
    <>
      <Figures rows={rows} />
      {paper.sections.length > 0 && (
        <>
          <h4>{t("sectionMeans")}</h4>
          <dl className="figures">
            {paper.sections.map((s) => {
              const name = categoryName(s.category);
              return (
                <div key={s.category}>
                  <dt lang={name.lang}>{name.text}</dt>
                  <dd>{t("outOf", { value: figure(s.mean), max: s.max })}</dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
      {paper.histogram.length > 0 && (
        <>
          <h4>{t("distribution")}</h4>
          <Suspense fallback={<p role="status">{t("loadingChart")}</p>}>
            <ScoreChart paper={paper} />
          </Suspense>
        </>
      )}
    </>
  );
}
