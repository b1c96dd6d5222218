import type { ResultResponse } from "@tayari/contracts/exam-results";
import { PassagesProvider } from "../../../components/question/passages";
import { ReviewList } from "../../../components/question/review-list";
import { fill } from "../../../components/ui/coded-text";
import { useMessages } from "../messages";
import { useExamName } from "../../mocks";

/** The released result: score, rank, percentile, and the review with keys and explanations. */
export function ExamResult({ result }: { result: ResultResponse }) {
  const { t } = useMessages();
  const name = useExamName()(result.exam.slug, result.exam.title);
  return (
    <section className="page">
      <h1>
        {fill(t("resultHeading"), {
          title: <span lang={name.lang}>{name.text}</span>,
        })}
      </h1>
      <p className="score">
        {t("scoreLine", {
          score: result.score,
          max: result.max_score,
          rank: result.rank,
          candidates: result.candidates,
          percentile: result.percentile,
        })}
      </p>
      <p className="hint">
        {t("tally", {
          correct: result.correct,
          wrong: result.wrong,
          unanswered: result.unanswered,
        })}
      </p>
      <section className="review" aria-labelledby="exam-review-title">
        <h2 id="exam-review-title">{t("reviewTitle")}</h2>
        <PassagesProvider passages={result.passages}>
          <ReviewList questions={result.review} />
        </PassagesProvider>
      </section>
    </section>
  );
}
