import { Link } from "react-router";
import { readAttemptReview } from "../../../lib/attempt-review";
import { STORAGE_KEYS, readJson } from "../../../lib/storage";
import { BackgroundVideo } from "./background-video";
import { AttemptReviewList } from "./attempt-review-list";

const WORD = "Congratulations!";

function readScore(): { score: number; total: number } | null {
  const score = readJson(STORAGE_KEYS.finalScore);
  const total = readJson(STORAGE_KEYS.totalQuestions);
  const valid =
    Number.isInteger(score) &&
    Number.isInteger(total) &&
    (total as number) > 0 &&
    (score as number) >= 0 &&
    (score as number) <= (total as number);
  return valid ? { score: score as number, total: total as number } : null;
}

export function ResultScreen() {
  const result = readScore();
  const review = readAttemptReview();
  if (!result) {
    return (
      <section className="page">
        <h1>No result yet</h1>
        <p>Finish a test to see your score here.</p>
        <Link className="button primary" to="/csit/entrance-preparation">
          Choose a test
        </Link>
      </section>
    );
  }
  return (
    <div className="result page">
      <section className="full-screen result-hero">
        <BackgroundVideo name="result" />
        <div className="full-screen-text">
          <h1 className="animated-word" aria-label={WORD}>
            {[...WORD].map((letter, i) => (
              <span key={i} aria-hidden="true" style={{ animationDelay: `${i * 70}ms` }}>
                {letter}
              </span>
            ))}
          </h1>
          <p className="score">
            You got : {result.score} / {result.total}
          </p>
          {review ? <a href="#review">Review your answers</a> : null}
        </div>
      </section>
      {review && review.questions.length === result.total ? (
        <AttemptReviewList review={review} />
      ) : null}
      <p className="result-links">
        <Link to={review?.landing ?? "/csit/entrance-preparation"}>Practise again</Link> ·{" "}
        <Link to="/">Home</Link>
      </p>
    </div>
  );
}
