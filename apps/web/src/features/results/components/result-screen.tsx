import { Fragment, useEffect, useState } from "react";
import { Link } from "react-router";
import {
  explanationFinder,
  readAttemptReview,
  saveAttemptReview,
  type AttemptReview,
} from "../../../lib/attempt-review";
import { STORAGE_KEYS, readJson, readTarget } from "../../../lib/storage";
import { ResultFigures, scoreBySubject } from "../../../components/result/result-figures";
import { BackgroundVideo } from "./background-video";
import "./end-screens.css";
import { AttemptReviewList } from "./attempt-review-list";
import { useMessages } from "../messages";

/**
 * The share of the marks at which the heading congratulates (decision 192): the B.Sc.CSIT paper's
 * pass mark, 35 of 100; the other tests that end here publish none, and are held to the same.
 */
export const PASS_SHARE = 0.35;

/**
 * The share the heading congratulates (issue 69 point 3, decision 0491): not the pass mark, which
 * 4 of 10 clears, but the score that competes for a B.Sc.CSIT seat, said on the screen.
 */
export const COMPETITIVE_SHARE = 0.6;

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

const unexplained = (review: AttemptReview | null) =>
  (review?.questions ?? []).flatMap((q) =>
    q.explanation === undefined && q.id !== undefined ? [q.id] : [],
  );

/**
 * The review with the explanations an entrance attempt finished without (its draw came without
 * them and they had not arrived, decision 88): asked for at once, and again when the browser is
 * back online; kept with the review once found.
 */
function useCompleteReview() {
  const [review, setReview] = useState(readAttemptReview);
  const findExplanations = explanationFinder();
  const missing = unexplained(review).length;
  useEffect(() => {
    if (!review || !findExplanations || missing === 0) return;
    let current = true;
    const attempt = () =>
      void findExplanations(unexplained(review)).then((found) => {
        if (!current || found.size === 0) return;
        const next = {
          ...review,
          questions: review.questions.map((q) => {
            const e =
              q.explanation === undefined && q.id !== undefined ? found.get(q.id) : undefined;
            return e
              ? {
                  ...q,
                  explanation: e.explanation,
                  math: e.math ? { ...q.math, ...e.math } : q.math,
                }
              : q;
          }),
        };
        saveAttemptReview(next);
        setReview(next);
      });
    attempt();
    window.addEventListener("online", attempt);
    return () => {
      current = false;
      window.removeEventListener("online", attempt);
    };
  }, [review, missing, findExplanations]);
  return { review, missing };
}

export function ResultScreen() {
  const { t } = useMessages();
  const result = readScore();
  const { review, missing } = useCompleteReview();
  const passed = result !== null && result.score >= PASS_SHARE * result.total;
  // The bar praised (decision 0495): a signed-in student's own target, else the competitive score.
  const target = readTarget();
  const bar = target ?? Math.round(COMPETITIVE_SHARE * 100);
  const cleared = result !== null && result.score * 100 >= bar * result.total;
  // Congratulations only for the bar; below it, where the student stands.
  const word = cleared ? t("congratulations") : t("keepGoing");
  const percent = result ? Math.round((result.score / result.total) * 100) : 0;
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
          {cleared ? (
            <p className="below-pass">
              {target === null ? t("aboveBar", { bar }) : t("aboveTarget", { bar })}
            </p>
          ) : passed ? (
            <p className="below-pass">
              {t(target === null ? "belowBar" : "belowTarget", {
                percent,
                pass: Math.round(PASS_SHARE * 100),
                bar,
                gap: bar - percent,
              })}
            </p>
          ) : (
            <p className="below-pass">{t("belowPass", { pass: Math.round(PASS_SHARE * 100) })}</p>
          )}
          {/* The one next step, above the fold at 360 px with the score, after a celebration too. */}
          <Link className="button primary" to="/progress/next-step">
            {t("practiseNext")}
          </Link>
          {review ? <a href="#review">{t("reviewAnswers")}</a> : null}
        </div>
      </section>
      <ResultFigures
        score={result.score}
        total={result.total}
        seconds={review?.seconds}
        subjects={
          review && review.questions.length === result.total ? scoreBySubject(review.questions) : []
        }
      />
      {/* The ways on, above the review: in reach without scrolling a long review, and kept in place
          while explanations that come late lengthen the review below them (decision 264). */}
      <p className="result-links">
        <Link to={review?.landing ?? "/csit/entrance-preparation"}>{t("practiseAgain")}</Link> ·{" "}
        <Link to="/progress/next-step">{t("practiseNext")}</Link> · <Link to="/">{t("home")}</Link>
      </p>
      {review && review.questions.length === result.total ? (
        <>
          {missing > 0 ? (
            <p className="hint" role="status">
              {t("explanationsLater")}
            </p>
          ) : null}
          <AttemptReviewList review={review} />
        </>
      ) : null}
    </div>
  );
}
