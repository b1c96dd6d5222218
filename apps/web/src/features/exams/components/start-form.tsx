import { useState, type FormEvent } from "react";
import { examsMessages } from "@tayari/contracts/messages/exams";
import type { AttemptResponse, OpenExam } from "@tayari/contracts/exam-sitting";
import { FormField } from "../../../components/ui/form-field";
import { useServerCountdown } from "../../../components/sitting/server-countdown";
import { ApiError } from "../../../lib/api-error";
import { localMessage } from "../../../lib/codes";
import { useStartAttempt } from "../api/exam-attempt";
import { asCoded } from "../exam-ledger";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { useExamName } from "../../mocks";

export function StartForm({
  exam,
  onStarted,
  examiner,
}: {
  exam: OpenExam;
  onStarted: (attempt: AttemptResponse) => void;
  examiner: boolean;
}) {
  const { t, plural } = useMessages();
  const [code, setCode] = useState("");
  const [roll, setRoll] = useState("");
  const start = useStartAttempt(exam.slug, onStarted);
  const name = useExamName()(exam.slug, exam.title);
  // Asked once the server says the exam's list names candidates by roll number (decision 215).
  const refusal = start.error instanceof ApiError ? start.error.code : undefined;
  // From the start when the exam's list is by roll number (issue 68 point 4).
  const asksRoll =
    exam.asks_roll === true ||
    roll !== "" ||
    ["exams.rollNeeded", "exams.rollNotOnList", "exams.rollTaken"].includes(refusal ?? "");
  // The time to the close on the server's clock: a late start has only that (decision 108). At
  // the close the form stays; Start is then answered "closed at …".
  const toClose = useServerCountdown(exam.closes_in_seconds);
  const late = toClose !== null && toClose < exam.duration_seconds ? toClose : null;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    start.mutate({ accessCode: code.trim(), roll: roll.trim() });
  }
  return (
    <section className="page narrow">
      <form className="auth-form" onSubmit={onSubmit}>
        <h1 lang={name.lang}>{name.text}</h1>
        <p>
          {plural("intro", exam.question_count, {
            minutes: Math.round(exam.duration_seconds / 60),
          })}
        </p>
        {late !== null && !examiner && (
          <p className="field-error" data-testid="late-start">
            {late >= 60 ? plural("lateStart", Math.floor(late / 60)) : t("lateStartUnderMinute")}
          </p>
        )}
        {examiner ? (
          // Examiners do not sit exams (issue 30): said before a tap, not after it.
          <p role="status">
            <CodedText message={localMessage(examsMessages, "exams.examinersDoNotSit")} />
          </p>
        ) : null}
        {exam.needs_access_code && !examiner && (
          <FormField label={t("accessCode")}>
            {(control) => (
              <input {...control} value={code} onChange={(e) => setCode(e.target.value)} required />
            )}
          </FormField>
        )}
        {asksRoll && !examiner && (
          <FormField label={t("rollNumber")}>
            {(control) => (
              <input
                {...control}
                value={roll}
                onChange={(e) => setRoll(e.target.value)}
                autoComplete="off"
                required
              />
            )}
          </FormField>
        )}
        {start.error && (
          <p className="field-error" role="alert">
            <CodedText message={asCoded(start.error)} />
          </p>
        )}
        {!examiner && (
          <button className="button primary" type="submit" disabled={start.isPending}>
            {t("startExam")}
          </button>
        )}
      </form>
    </section>
  );
}
