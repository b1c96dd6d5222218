import type { AttemptReview } from "../../../lib/attempt-review";
import { QuestionFigure, QuestionText } from "../../../components/question-text";
import { optionLetter } from "../../../lib/letters";

/** Every question of the attempt with the student's pick, the key and why it is right. */
export function AttemptReviewList({ review }: { review: AttemptReview }) {
  return (
    <section id="review" className="review" aria-labelledby="review-title">
      <h2 id="review-title">Review: {review.title}</h2>
      <ol className="review-list">
        {review.questions.map((q, i) => {
          const right = q.pick === q.answer;
          return (
            <li key={i} className={right ? "review-item right" : "review-item wrong"}>
              <div className="review-question">
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
                    {optionLetter(j)}. <QuestionText text={option} math={q.math} />
                    {option === q.answer ? " (answer)" : ""}
                    {option === q.pick ? " (your pick)" : ""}
                  </li>
                ))}
              </ul>
              <p className="review-verdict">
                {q.pick === null ? "Not answered in time." : right ? "Correct." : "Incorrect."}
              </p>
              <div className="review-explanation">
                <QuestionText text={q.explanation} math={q.math} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
