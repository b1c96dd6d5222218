import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { useMessages } from "../start-messages";
import type { InPlaceEnd } from "./timed-quiz";

// The figures under the score (decision 192): fetched while the student works (the timed quiz's
// `preloadEnd`), not with the first question.
export const loadResultFigures = () => import("../../../components/result/result-figures");
// Offline without them (never fetched): the score stands alone rather than the screen failing.
type Figures = (
  props: Parameters<
    (typeof import("../../../components/result/result-figures"))["ResultFigures"]
  >[0],
) => ReactNode;
const ResultFigures = lazy(() =>
  loadResultFigures().then(
    (m): { default: Figures } => ({ default: m.ResultFigures }),
    (): { default: Figures } => ({ default: () => null }),
  ),
);

/**
 * A unit quiz's end, on its own screen (the specification's score and Play Again), with the review
 * of the picks under it. Apart from timed-quiz.tsx, which is on the way to the entrance test's first
 * question (issue 50 point 3).
 */
export function UnitEnd({
  score,
  total,
  seconds,
  restart,
  children,
}: InPlaceEnd & { children: ReactNode }) {
  const { t, plural } = useMessages();
  return (
    <>
      <div className="unit-complete" role="status">
        <h2>{t("completed")}</h2>
        <p className="score">{t("unitScore", { score, total })}</p>
        <Suspense fallback={null}>
          <ResultFigures score={score} total={total} seconds={seconds} />
        </Suspense>
        {/* What to do next, before the buttons and the long review under them (issue 69). */}
        <p className="unit-next">
          {score >= total ? t("unitNextAllRight") : plural("unitNextMissed", total - score)}
        </p>
        <button type="button" className="button primary" onClick={restart}>
          {t("playAgain")}
        </button>{" "}
        {/* The next step after every test (issue 45), for a guest too (decision 229). */}
        <Link className="button" to="/progress/next-step">
          {t("practiseNext")}
        </Link>
      </div>
      {children}
    </>
  );
}
