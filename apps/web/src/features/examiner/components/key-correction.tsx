import { useId, useState, type FormEvent } from "react";
import type { AnalysedQuestionShown, CorrectKeyRequest } from "@tayari/contracts/exam-analysis";
import { contentLanguage } from "../../../lib/i18n";
import { optionLetter } from "../../../lib/letters";
import { useMessages } from "../messages";
import { useMessages as useRegradeMessages } from "../regrade-messages";
import { useRegradeBatch } from "./regrade-batch";
import type { Report } from "./form-report";
import { FormField } from "../../../components/ui/form-field";
import { QuestionText } from "../../../components/question/question-text";

type Kind = "key" | "accept" | "drop";

/**
 * "Correct the key" of one question: another option as the key, several accepted, or the question
 * dropped, with a reason typed. Added to the regrade waiting above the questions, previewed and
 * made there with the others (decision 0476); the version of the key the examiner saw goes with
 * it, so a correction made meanwhile wins and is named (decision 184).
 */
export function KeyCorrection({ q, number }: { q: AnalysedQuestionShown; number: number }) {
  const { t } = useMessages();
  const id = useId();
  const [kind, setKind] = useState<Kind>("key");
  const [answer, setAnswer] = useState<string>(
    q.options.find((o) => !q.key.accepted.includes(o)) ?? q.options[0]!,
  );
  const [accepted, setAccepted] = useState<string[]>([...q.key.accepted]);
  const [reason, setReason] = useState("");
  const [report, setReport] = useState<Report>(null);
  const say = (r: Report) => setReport(() => r);
  const batch = useRegradeBatch();
  const words = useRegradeMessages();
  const letter = (option: string) => optionLetter(q.options.indexOf(option));
  const waiting = batch.items.some((i) => i.request.question_id === q.id);

  /** Adds the correction to the regrade waiting above the questions (decision 0476). */
  function add(event: FormEvent) {
    event.preventDefault();
    if (kind === "accept" && accepted.length < 2) return say(() => t("chooseTwo"));
    const answers = q.options.filter((o) => accepted.includes(o));
    const request: CorrectKeyRequest = {
      question_id: q.id,
      version: q.version,
      change: kind === "key" ? { kind, answer } : kind === "accept" ? { kind, answers } : { kind },
      reason,
    };
    const letters =
      kind === "key" ? letter(answer) : kind === "accept" ? answers.map(letter).join(", ") : "";
    batch.add({ request, number, letters });
    say(() => (
      <>
        {words.t("addedToRegrade", { number })} <a href="#regrade">{words.t("goToRegrade")}</a>
      </>
    ));
  }

  return (
    <details className="key-correction">
      <summary>{t("correctKey")}</summary>
      <form onSubmit={add} aria-label={t("correctKeyOf", { number })}>
        <fieldset>
          <legend>{t("correctKeyOf", { number })}</legend>
          {(["key", "accept", "drop"] as const).map((k) => (
            <label key={k} className="choice">
              <input
                type="radio"
                name={`${id}-kind`}
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(k === "key" ? "changeKey" : k === "accept" ? "acceptSeveral" : "dropQuestion")}
            </label>
          ))}
        </fieldset>
        {kind === "key" && (
          // Radios, not a select: an option holding maths or code is drawn as the question draws
          // it (a select's options can only hold plain text: "A. $7$", issue 68 point 7).
          <fieldset>
            <legend>{t("newKey")}</legend>
            {q.options.map((option, i) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name={`${id}-answer`}
                  value={option}
                  checked={answer === option}
                  onChange={() => setAnswer(option)}
                />
                {optionLetter(i)}.{" "}
                <span lang={contentLanguage(option)}>
                  <QuestionText text={option} math={q.math} />
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {kind === "accept" && (
          <fieldset>
            <legend>{t("acceptedOptions")}</legend>
            {q.options.map((option, i) => (
              <label key={option} className="choice">
                <input
                  type="checkbox"
                  checked={accepted.includes(option)}
                  onChange={(e) =>
                    setAccepted((now) =>
                      e.target.checked ? [...now, option] : now.filter((o) => o !== option),
                    )
                  }
                />
                {optionLetter(i)}.{" "}
                <span lang={contentLanguage(option)}>
                  <QuestionText text={option} math={q.math} />
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FormField label={t("reason")}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              rows={2}
              required
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
        <button className="button" type="submit">
          {words.t(waiting ? "replaceInRegrade" : "addToRegrade")}
        </button>
        {report && (
          <p role="status" className="hint correction-report">
            {report()}
          </p>
        )}
      </form>
    </details>
  );
}
