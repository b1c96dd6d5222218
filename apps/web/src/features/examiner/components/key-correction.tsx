import { useId, useState, type FormEvent } from "react";
import type { AnalysedQuestionShown, CorrectKeyRequest } from "@tayari/contracts/exam-analysis";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { contentLanguage } from "../../../lib/i18n";
import { optionLetter } from "../../../lib/letters";
import { useCorrectKey } from "../api/correct-key";
import { useMessages } from "../messages";
import { reportTo, type Report } from "./form-report";
import { FormField } from "../../../components/ui/form-field";

type Kind = "key" | "accept" | "drop";

/**
 * "Correct the key" of one question: another option as the key, several accepted, or the question
 * dropped, with a reason typed. Asked first, naming the exam and the question; the version of the
 * key the examiner saw goes with it, so a correction made meanwhile wins and is named (decision 184).
 */
export function KeyCorrection({
  q,
  number,
  exam,
}: {
  q: AnalysedQuestionShown;
  number: number;
  exam: { slug: string; title: string };
}) {
  const { t } = useMessages();
  const id = useId();
  const [kind, setKind] = useState<Kind>("key");
  const [answer, setAnswer] = useState<string>(
    q.options.find((o) => !q.key.accepted.includes(o)) ?? q.options[0]!,
  );
  const [accepted, setAccepted] = useState<string[]>([...q.key.accepted]);
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState<CorrectKeyRequest | null>(null);
  const [report, setReport] = useState<Report>(null);
  const say = (r: Report) => setReport(() => r);
  const correcting = useCorrectKey(exam.slug, reportTo(say));
  const letter = (option: string) => optionLetter(q.options.indexOf(option));

  function review(event: FormEvent) {
    event.preventDefault();
    if (kind === "accept" && accepted.length < 2) return say(() => t("chooseTwo"));
    setReport(null);
    setAsking({
      question_id: q.id,
      version: q.version,
      change:
        kind === "key"
          ? { kind, answer }
          : kind === "accept"
            ? { kind, answers: q.options.filter((o) => accepted.includes(o)) }
            : { kind },
      reason,
    });
  }

  const change = asking?.change;
  return (
    <details className="key-correction">
      <summary>{t("correctKey")}</summary>
      <form onSubmit={review} aria-label={t("correctKeyOf", { number })}>
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
          <FormField label={t("newKey")}>
            {(control) => (
              <select {...control} value={answer} onChange={(e) => setAnswer(e.target.value)}>
                {q.options.map((option, i) => (
                  <option key={option} value={option} lang={contentLanguage(option)}>
                    {optionLetter(i)}. {option}
                  </option>
                ))}
              </select>
            )}
          </FormField>
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
                {optionLetter(i)}. <span lang={contentLanguage(option)}>{option}</span>
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
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
        <button className="button" type="submit" disabled={correcting.isPending}>
          {t("reviewCorrection")}
        </button>
        {report && (
          <p role="status" className="hint correction-report">
            {report()}
          </p>
        )}
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={t("correctTitle", { number, title: exam.title })}
        confirmLabel={t("correctConfirm")}
        cancelLabel={t("keepKey")}
        onConfirm={() => {
          const body = asking!;
          setAsking(null);
          correcting.mutate(body);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>
          {change?.kind === "key"
            ? t("correctWarnKey", { letter: letter(change.answer), number })
            : change?.kind === "accept"
              ? t("correctWarnAccept", {
                  letters: change.answers.map(letter).join(", "),
                  number,
                })
              : t("correctWarnDrop", { number })}
        </p>
        <p>{t("correctWarnAfter")}</p>
      </ConfirmDialog>
    </details>
  );
}
