import type { ResultResponse } from "@tayari/contracts/exams";
import { contentLanguage } from "../../../lib/i18n";
import { fill } from "../localize";
import { useMessages } from "../messages";

/** The released result: score, rank, percentile, and the review with keys and explanations. */
export function ExamResult({ result }: { result: ResultResponse }) {
  const { t } = useMessages();
  const content = (text: string) => <span lang={contentLanguage(text)}>{text}</span>;
  return (
    <section className="page">
      <h1>{fill(t("resultHeading"), { title: content(result.exam.title) })}</h1>
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
      <ol className="review-list">
        {result.review.map((item) => (
          <li key={item.id} className="review-item">
            <p className="review-question" lang={contentLanguage(item.question)}>
              {item.question}
            </p>
            <p className="review-verdict">
              {fill(
                t(
                  item.pick === null
                    ? "verdictNone"
                    : item.correct
                      ? "verdictRight"
                      : "verdictWrong",
                ),
                {
                  pick: item.pick === null ? null : content(item.pick),
                  answer: content(item.answer),
                },
              )}
            </p>
            <p className="review-explanation" lang={contentLanguage(item.explanation)}>
              {item.explanation}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
