import { useEffect, useRef } from "react";
import { PassagesProvider } from "../../../components/question/passages";
import { ReviewList } from "../../../components/question/review-list";
import type { ApiError } from "../../../lib/api-error";
import { contentLanguage } from "../../../lib/i18n";
import { fill } from "../../../components/ui/coded-text";
import { useCandidateAnswers } from "../api/get-candidate-answers";
import { useMessages } from "../messages";
import { CodedText } from "../text";

/**
 * One candidate's paper, opened from their row of the merit list (issues 44 and 46): every
 * question in their order, drawn as the student's review draws it (the one question component,
 * passages too), their pick beside the key, right, wrong or blank, the marks of each and any key
 * correction. Its heading takes the focus when it opens, so a keyboard or a screen reader lands here.
 */
export function CandidateAnswers({
  slug,
  user,
  name,
  onClose,
}: {
  slug: string;
  user: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useMessages();
  const query = useCandidateAnswers(slug, user);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [user]);
  const who = <span lang={contentLanguage(name)}>{name}</span>;
  const answers = query.data;
  return (
    <section className="candidate-answers" aria-labelledby={`answers-${user}`}>
      <h3 id={`answers-${user}`} ref={heading} tabIndex={-1}>
        {fill(t("answersOf"), { name: who })}
      </h3>
      <button className="button secondary" type="button" onClick={onClose}>
        {t("closeAnswers")}
      </button>
      {query.isPending && <p role="status">{t("loadingAnswers")}</p>}
      {query.error && (
        <p role="alert">
          <CodedText message={query.error as ApiError} />
        </p>
      )}
      {answers && (
        <>
          {!answers.final && <p className="hint">{t("answersLive")}</p>}
          <p className="score">
            {t("candidateTally", {
              score: answers.score,
              max: answers.max_score,
              correct: answers.correct,
              wrong: answers.wrong,
              unanswered: answers.unanswered,
            })}
          </p>
          {answers.dropped > 0 && (
            <p className="hint">{t("candidateDropped", { count: answers.dropped })}</p>
          )}
          <PassagesProvider passages={answers.passages}>
            <ReviewList questions={answers.review} reader="examiner" />
          </PassagesProvider>
        </>
      )}
    </section>
  );
}
