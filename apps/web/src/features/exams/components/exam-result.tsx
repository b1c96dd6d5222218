import type { ResultResponse } from "@tayari/contracts/exams";

/** The released result: score, rank, percentile, and the review with keys and explanations. */
export function ExamResult({ result }: { result: ResultResponse }) {
  return (
    <section className="page">
      <h1>{result.exam.title}: your result</h1>
      <p className="score">
        Score {result.score} of {result.max_score} · Rank {result.rank} of {result.candidates} ·
        Percentile {result.percentile}
      </p>
      <p className="hint">
        {result.correct} right, {result.wrong} wrong, {result.unanswered} not answered.
      </p>
      <ol className="review-list">
        {result.review.map((item) => (
          <li key={item.id} className="review-item">
            <p className="review-question">{item.question}</p>
            <p className="review-verdict">
              {item.pick === null
                ? "Not answered"
                : item.correct
                  ? `Your answer: ${item.pick} (right)`
                  : `Your answer: ${item.pick} (wrong)`}
              . Answer: {item.answer}
            </p>
            <p className="review-explanation">{item.explanation}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
