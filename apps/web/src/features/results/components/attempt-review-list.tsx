import type { AttemptReview } from "../../../lib/attempt-review";
import { QuestionFigure, QuestionText } from "../../../components/question-text";
import { contentLanguage } from "../../../lib/i18n";
import { optionLetter } from "../../../lib/letters";
import { useMessages } from "../messages";

/** Every question of the attempt with the student's pick, the key and why it is right. */
export function AttemptReviewList({ review }: { review: AttemptReview }) {
  const { t } = useMessages();
  return (
    <section id="review" className="review" aria-labelledby="review-title">
      <h2 id="review-title">
        {t("reviewHeading")} <span lang={contentLanguage(review.title)}>{review.title}</span>
      </h2>
      <ol className="review-list">
        {review.questions.map((q, i) => {
          const right = q.pick === q.answer;
          return (
            <li key={i} className={right ? "review-item right" : "review-item wrong"}>
              <div className="review-question" lang={contentLanguage(q.question)}>
                <QuestionText text={q.question} math={q.math} />
              </div>
              <QuestionFigure figure={q.figure} />
              <ul className="review-options">
                {q.options.map((option, j) => (
                  <li
                    key={j}
                    className={
                      option === q.answer ? "key" : option === q.pick ? "wrong-pick" : undefined
                    }
                  >
                    {optionLetter(j)}.{" "}
                    <span lang={contentLanguage(option)}>
                      <QuestionText text={option} math={q.math} />
                    </span>
                    {option === q.answer ? t("isAnswer") : ""}
                    {option === q.pick ? t("isPick") : ""}
                  </li>
                ))}
              </ul>
              <p className="review-verdict">
                {t(q.pick === null ? "notAnswered" : right ? "correct" : "incorrect")}
              </p>
              <div className="review-explanation" lang={contentLanguage(q.explanation)}>
                <QuestionText text={q.explanation} math={q.math} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
