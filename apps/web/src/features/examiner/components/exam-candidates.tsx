import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import type { Candidate } from "@tayari/contracts/examiner-candidates";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { useFreeRoll } from "../api/free-roll";
import { useExamCandidates } from "../api/get-exam-candidates";
import { usePutExamList } from "../api/put-exam-list";
import { useReopenAttempt } from "../api/reopen-attempt";
import { useSetExtraTime } from "../api/set-extra-time";
import { useMessages } from "../messages";
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

function CandidateName({ candidate: c }: { candidate: Candidate }) {
  const who = [c.roll, c.name ?? c.account?.name, c.email ?? c.account?.email].filter(Boolean);
  return <span className="candidate-name">{who.join(" · ")}</span>;
}

/** A candidates' form: its title as the summary that opens it, `above` the form, its hint, its fields. */
function CandidateForm({
  title,
  hint,
  onSubmit,
  above,
  children,
}: {
  title: string;
  hint: string;
  onSubmit: () => void;
  above?: ReactNode;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <details className="candidate-form">
      <summary>{title}</summary>
      {above}
      <form onSubmit={submit} aria-label={title}>
        <p className="hint">{hint}</p>
        {children}
      </form>
    </details>
  );
}

/** A whole number from 0 (minutes, or percent), typed on a phone's number pad. */
const numberInput = (value: string, set: (value: string) => void) => ({
  type: "number",
  inputMode: "numeric" as const,
  min: 0,
  value,
  onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
});

/** The candidate a form is for: a roll number or an e-mail. */
function WhoField({ who, setWho }: { who: string; setWho: (who: string) => void }) {
  const { t } = useMessages();
  return (
    <FormField
      label={t("candidateWho")}
      input={{ value: who, onChange: (e) => setWho(e.target.value), required: true }}
    />
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

function AllowList({ slug, listed }: { slug: string; listed: Candidate[] }) {
  const { t } = useMessages();
  const [text, setText] = useState("");
  const { report, clear, answer } = useReport();
  const saving = usePutExamList(slug);
  function submit() {
    clear();
    saving.mutate(
      text,
      answer(() => setText("")),
    );
  }
  async function readFile(file: File | undefined) {
    if (!file) return;
    // The file's text as the browser reads it (UTF-8; a BOM is the server's to drop).
    setText(await file.text());
  }
  const list = listed.length > 0 && (
    <ol className="candidate-list">
      {listed.map((c, i) => (
        <li key={i}>
          <CandidateName candidate={c} />
          {c.account && c.roll ? ` (${c.account.email})` : ""}
        </li>
      ))}
    </ol>
  );
  return (
    <CandidateForm
      title={t("allowListTitle")}
      hint={t("allowListHint")}
      onSubmit={submit}
      above={list}
    >
      <FormField
        label={t("allowListFile")}
        input={{
          type: "file",
          accept: ".csv,.txt,text/csv,text/plain",
          onChange: (e) => void readFile(e.target.files?.[0]),
        }}
      />
      <FormField label={t("allowListText")}>
        {(control) => (
          <textarea {...control} rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </FormField>
      <FormFooter report={report} submit={t("saveList")} busy={saving.isPending} />
    </CandidateForm>
  );
}

function ExtraTime({ slug }: { slug: string }) {
  const { t } = useMessages();
  const [who, setWho] = useState("");
  const [amount, setAmount] = useState("");
  const [unit, setUnit] = useState<"minutes" | "percent">("minutes");
  const { report, clear, answer } = useReport();
  const giving = useSetExtraTime(slug);
  function submit() {
    clear();
    const value = amount.trim() === "" ? 0 : Number(amount);
    giving.mutate(
      { who, ...(unit === "minutes" ? { minutes: value } : { percent: value }) },
      answer(),
    );
  }
  return (
    <CandidateForm title={t("extraTimeTitle")} hint={t("extraTimeHint")} onSubmit={submit}>
      <WhoField who={who} setWho={setWho} />
      <FormField label={t("extraAmount")}>
        {(control) => (
          <>
            <input {...control} {...numberInput(amount, setAmount)} />
            <select
              aria-label={t("extraUnit")}
              value={unit}
              onChange={(e) => setUnit(e.target.value as "minutes" | "percent")}
            >
              <option value="minutes">{t("unitMinutes")}</option>
              <option value="percent">{t("unitPercent")}</option>
            </select>
          </>
        )}
      </FormField>
      <FormFooter report={report} submit={t("giveExtraTime")} busy={giving.isPending} />
    </CandidateForm>
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
