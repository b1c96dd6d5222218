import { useEffect, useState } from "react";
import { codeText, isTranslated } from "../../../lib/codes";
import {
  QUEUE_CHANGED,
  discardAnswers,
  refusedOnDevice,
  retryAnswers,
  type NotCountedAnswer,
} from "../attempt-queue";
import { finishedWhen } from "../labels";
import { useMessages } from "../messages";

function Answer({ answer }: { answer: NotCountedAnswer }) {
  const { t } = useMessages();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  // Said within a sentence: "not counted, because the pick for question 2 is not one of its options."
  const said = codeText(answer.reason);
  const reason = /^[A-Z][a-z]/.test(said) ? said[0]!.toLowerCase() + said.slice(1) : said;
  return (
    <li className="not-counted-answer">
      <p>
        {t("notCountedAnswer", {
          n: Number(answer.question) + 1,
          pick: answer.pick ?? t("notCountedBlank"),
        })}{" "}
        <span lang={isTranslated(answer.reason) ? undefined : "en"}>
          {t("notCountedBecause", { reason })}
        </span>
      </p>
      {asking ? (
        <div role="group" aria-label={t("letGoAsk")}>
          <p>{t("letGoAsk")}</p>
          <button
            type="button"
            className="button"
            onClick={() => discardAnswers(answer.attempt, [answer.question])}
          >
            {t("letGo")}
          </button>{" "}
          <button type="button" className="button primary" onClick={() => setAsking(false)}>
            {t("keepIt")}
          </button>
        </div>
      ) : (
        <p>
          <button
            type="button"
            className="button primary"
            disabled={sending}
            onClick={() => {
              setSending(true);
              void retryAnswers(answer.attempt, [answer.question]).finally(() => setSending(false));
            }}
          >
            {t("sendAgain")}
          </button>{" "}
          <button type="button" className="button" onClick={() => setAsking(true)}>
            {t("letGo")}
          </button>
        </p>
      )}
    </li>
  );
}

/**
 * The answers this browser keeps that the server did not count (issue 64 point 2, decision 344):
 * each with the server's reason, in the reader's language, to send again or let go knowingly.
 * Nothing is shown while every answer counts.
 */
export function NotCounted() {
  const { t } = useMessages();
  const [attempts, setAttempts] = useState(refusedOnDevice);
  useEffect(() => {
    const again = () => setAttempts(refusedOnDevice());
    window.addEventListener(QUEUE_CHANGED, again);
    window.addEventListener("storage", again);
    return () => {
      window.removeEventListener(QUEUE_CHANGED, again);
      window.removeEventListener("storage", again);
    };
  }, []);
  if (attempts.length === 0) return null;
  return (
    <section className="not-counted" aria-labelledby="not-counted-title">
      <h2 id="not-counted-title">{t("notCountedTitle")}</h2>
      <p className="hint">{t("notCountedInfo")}</p>
      {attempts.map((attempt) => (
        <div key={attempt.id}>
          <h3>{t("notCountedTest", { when: finishedWhen(attempt.finishedAt) })}</h3>
          <ul>
            {attempt.answers.map((answer) => (
              <Answer key={answer.question} answer={answer} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
