import { Fragment } from "react";
import { Link } from "react-router";
import { readAttemptReview } from "../../../lib/attempt-review";
import { STORAGE_KEYS, readJson } from "../../../lib/storage";
import { BackgroundVideo } from "./background-video";
import { AttemptReviewList } from "./attempt-review-list";
import { useMessages } from "../messages";

/** The word's letters one by one, each with its marks (a Devanagari vowel sign stays on its letter). */
const letters = (word: string) => word.match(/\P{M}\p{M}*/gu) ?? [];

/** The words of the heading, each with the number of letters before it (their animation waits). */
function words(text: string): Array<{ text: string; first: number }> {
  let first = 0;
  return text.split(/(\s+)/).flatMap((part) => {
    const at = first;
    first += letters(part).length;
    return part.trim() ? [{ text: part, first: at }] : [];
  });
}

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
  const { t } = useMessages();
  const result = readScore();
  const review = readAttemptReview();
  const word = t("congratulations");
  if (!result) {
    return (
      <section className="page">
        <h1>{t("noResult")}</h1>
        <p>{t("noResultHint")}</p>
        <Link className="button primary" to="/csit/entrance-preparation">
          {t("chooseTest")}
        </Link>
      </section>
    );
  }
  return (
    <div className="result page">
      <section className="full-screen result-hero">
        <BackgroundVideo name="result" />
        <div className="full-screen-text">
          <h1 className="animated-word" aria-label={word}>
            {/* Each word kept whole on its line: the letters are boxes a line could break between. */}
            {words(word).map(({ text, first }, w) => (
              <Fragment key={w}>
                {w > 0 ? " " : null}
                <span className="word" aria-hidden="true">
                  {letters(text).map((letter, i) => (
                    <span key={i} style={{ animationDelay: `${(first + i) * 70}ms` }}>
                      {letter}
                    </span>
                  ))}
                </span>
              </Fragment>
            ))}
          </h1>
          <p className="score">{t("youGot", { score: result.score, total: result.total })}</p>
          {review ? <a href="#review">{t("reviewAnswers")}</a> : null}
        </div>
      </section>
      {review && review.questions.length === result.total ? (
        <AttemptReviewList review={review} />
      ) : null}
      <p className="result-links">
        <Link to={review?.landing ?? "/csit/entrance-preparation"}>{t("practiseAgain")}</Link> ·{" "}
        <Link to="/">{t("home")}</Link>
      </p>
    </div>
  );
}
