import { useState } from "react";
import type { Candidate } from "@tayari/contracts/examiner-candidates";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { useFreeRoll } from "../api/free-roll";
import { useExamCandidates } from "../api/get-exam-candidates";
import { useReopenAttempt } from "../api/reopen-attempt";
import { useMessages } from "../messages";
import { AllowList } from "./allow-list-form";
import { ExtraTime, WhoField, numberInput } from "./extra-time-form";
import { CandidateForm, CandidateName } from "./candidate-parts";
import { FormFooter, useReport } from "./form-report";
import { FormField } from "../../../components/ui/form-field";

/**
 * The exam's candidates (issue 46 point 3): who may sit (an allow-list pasted or read from a CSV
 * file), extra time for one candidate, and reopening one candidate's handed-in attempt.
 */
export function ExamCandidates({ exam }: { exam: ExaminerExam }) {
  const { t, plural } = useMessages();
  const candidates = useExamCandidates(exam.slug);
  const listed = candidates.data?.candidates.filter((c) => c.listed) ?? [];
  const extra = candidates.data?.candidates.filter((c) => c.extra_minutes || c.extra_percent) ?? [];
  // A list by roll number (decision 251): a number claimed by the wrong account can be freed.
  const rolls = listed.filter((c) => c.roll !== null && c.email === null);
  return (
    <>
      <p>
        {candidates.data?.list_in_force ? plural("listInForce", listed.length) : t("noListInForce")}
      </p>
      {extra.length > 0 && (
        <>
          <h3>{t("extraTimeGiven")}</h3>
          <ul className="candidate-list">
            {extra.map((c, i) => (
              <li key={i}>
                <CandidateName candidate={c} />:{" "}
                {c.extra_minutes
                  ? t("extraMinutes", { minutes: c.extra_minutes })
                  : t("extraPercent", { percent: c.extra_percent ?? 0 })}
              </li>
            ))}
          </ul>
        </>
      )}
      <AllowList slug={exam.slug} listed={listed} />
      <ExtraTime slug={exam.slug} />
      <Reopen slug={exam.slug} />
      {rolls.length > 0 && <FreeRoll slug={exam.slug} rolls={rolls} />}
    </>
  );
}

/** Why, kept in the exam's log. */
function ReasonField({
  label,
  reason,
  setReason,
}: {
  label: string;
  reason: string;
  setReason: (reason: string) => void;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <textarea
          {...control}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
    </FormField>
  );
}

function Reopen({ slug }: { slug: string }) {
  const { t } = useMessages();
  const [who, setWho] = useState("");
  const [reason, setReason] = useState("");
  const [minutes, setMinutes] = useState("");
  const { report, clear, answer } = useReport();
  const reopening = useReopenAttempt(slug);
  function submit() {
    clear();
    reopening.mutate(
      { who, reason, minutes: minutes.trim() === "" ? 0 : Number(minutes) },
      answer(),
    );
  }
  return (
    <CandidateForm title={t("reopenTitle")} hint={t("reopenHint")} onSubmit={submit}>
      <WhoField who={who} setWho={setWho} />
      <ReasonField label={t("reopenReason")} reason={reason} setReason={setReason} />
      <FormField label={t("reopenMinutes")} input={numberInput(minutes, setMinutes)} />
      <FormFooter report={report} submit={t("reopenSubmit")} busy={reopening.isPending} />
    </CandidateForm>
  );
}

/**
 * Frees a roll number claimed by the wrong account (decision 251), with a reason kept in the log:
 * chosen among the claimed numbers, each shown with the account that claimed it.
 */
function FreeRoll({ slug, rolls }: { slug: string; rolls: Candidate[] }) {
  const { t } = useMessages();
  const [roll, setRoll] = useState("");
  const [reason, setReason] = useState("");
  const { report, clear, answer } = useReport();
  const freeing = useFreeRoll(slug);
  const claimed = rolls.filter((c) => c.account);
  const chosen = claimed.some((c) => c.roll === roll) ? roll : (claimed[0]?.roll ?? "");
  function submit() {
    clear();
    freeing.mutate(
      { roll: chosen, reason },
      answer(() => {
        setRoll("");
        setReason("");
      }),
    );
  }
  return (
    <CandidateForm title={t("freeRollTitle")} hint={t("freeRollHint")} onSubmit={submit}>
      {claimed.length === 0 ? (
        <>
          <p>{t("freeRollNone")}</p>
          {report && (
            <pre className="hint" role="status">
              {report()}
            </pre>
          )}
        </>
      ) : (
        <>
          <FormField label={t("freeRollWhich")}>
            {(control) => (
              <select {...control} value={chosen} onChange={(e) => setRoll(e.target.value)}>
                {claimed.map((c) => (
                  <option key={c.roll} value={c.roll!}>
                    {[c.roll, c.account?.name, c.account?.email].filter(Boolean).join(" · ")}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <ReasonField label={t("freeRollReason")} reason={reason} setReason={setReason} />
          <FormFooter report={report} submit={t("freeRollSubmit")} busy={freeing.isPending} />
        </>
      )}
    </CandidateForm>
  );
}
