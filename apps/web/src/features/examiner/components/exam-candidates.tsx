import { useState, type FormEvent } from "react";
import type { Candidate } from "@tayari/contracts/examiner-candidates";
import type { ExaminerExam } from "@tayari/contracts/examiner-exams";
import { useFreeRoll } from "../api/free-roll";
import { useExamCandidates } from "../api/get-exam-candidates";
import { usePutExamList } from "../api/put-exam-list";
import { useReopenAttempt } from "../api/reopen-attempt";
import { useSetExtraTime } from "../api/set-extra-time";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { errorText, FormFooter, type Report } from "./form-report";
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

function AllowList({ slug, listed }: { slug: string; listed: Candidate[] }) {
  const { t } = useMessages();
  const [text, setText] = useState("");
  const [report, setReport] = useState<Report>(null);
  const saving = usePutExamList(slug);
  function submit(event: FormEvent) {
    event.preventDefault();
    setReport(null);
    saving.mutate(text, {
      onSuccess: (notice) => {
        setReport(() => () => <CodedText message={notice} />);
        setText("");
      },
      onError: (error) => setReport(() => errorText(error)),
    });
  }
  async function readFile(file: File | undefined) {
    if (!file) return;
    // The file's text as the browser reads it (UTF-8; a BOM is the server's to drop).
    setText(await file.text());
  }
  return (
    <details className="candidate-form">
      <summary>{t("allowListTitle")}</summary>
      {listed.length > 0 && (
        <ol className="candidate-list">
          {listed.map((c, i) => (
            <li key={i}>
              <CandidateName candidate={c} />
              {c.account && c.roll ? ` (${c.account.email})` : ""}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} aria-label={t("allowListTitle")}>
        <p className="hint">{t("allowListHint")}</p>
        <FormField label={t("allowListFile")}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          )}
        </FormField>
        <FormField label={t("allowListText")}>
          {(control) => (
            <textarea
              {...control}
              rows={6}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </FormField>
        <FormFooter report={report} submit={t("saveList")} busy={saving.isPending} />
      </form>
    </details>
  );
}

function ExtraTime({ slug }: { slug: string }) {
  const { t } = useMessages();
  const [who, setWho] = useState("");
  const [amount, setAmount] = useState("");
  const [unit, setUnit] = useState<"minutes" | "percent">("minutes");
  const [report, setReport] = useState<Report>(null);
  const giving = useSetExtraTime(slug);
  function submit(event: FormEvent) {
    event.preventDefault();
    setReport(null);
    const value = amount.trim() === "" ? 0 : Number(amount);
    giving.mutate(
      { who, ...(unit === "minutes" ? { minutes: value } : { percent: value }) },
      {
        onSuccess: (notice) => setReport(() => () => <CodedText message={notice} />),
        onError: (error) => setReport(() => errorText(error)),
      },
    );
  }
  return (
    <details className="candidate-form">
      <summary>{t("extraTimeTitle")}</summary>
      <form onSubmit={submit} aria-label={t("extraTimeTitle")}>
        <p className="hint">{t("extraTimeHint")}</p>
        <FormField label={t("candidateWho")}>
          {(control) => (
            <input {...control} value={who} onChange={(e) => setWho(e.target.value)} required />
          )}
        </FormField>
        <FormField label={t("extraAmount")}>
          {(control) => (
            <>
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
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
      </form>
    </details>
  );
}

function Reopen({ slug }: { slug: string }) {
  const { t } = useMessages();
  const [who, setWho] = useState("");
  const [reason, setReason] = useState("");
  const [minutes, setMinutes] = useState("");
  const [report, setReport] = useState<Report>(null);
  const reopening = useReopenAttempt(slug);
  function submit(event: FormEvent) {
    event.preventDefault();
    setReport(null);
    reopening.mutate(
      { who, reason, minutes: minutes.trim() === "" ? 0 : Number(minutes) },
      {
        onSuccess: (notice) => setReport(() => () => <CodedText message={notice} />),
        onError: (error) => setReport(() => errorText(error)),
      },
    );
  }
  return (
    <details className="candidate-form">
      <summary>{t("reopenTitle")}</summary>
      <form onSubmit={submit} aria-label={t("reopenTitle")}>
        <p className="hint">{t("reopenHint")}</p>
        <FormField label={t("candidateWho")}>
          {(control) => (
            <input {...control} value={who} onChange={(e) => setWho(e.target.value)} required />
          )}
        </FormField>
        <FormField label={t("reopenReason")}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("reopenMinutes")}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </FormField>
        <FormFooter report={report} submit={t("reopenSubmit")} busy={reopening.isPending} />
      </form>
    </details>
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
  const [report, setReport] = useState<Report>(null);
  const freeing = useFreeRoll(slug);
  const claimed = rolls.filter((c) => c.account);
  const chosen = claimed.some((c) => c.roll === roll) ? roll : (claimed[0]?.roll ?? "");
  function submit(event: FormEvent) {
    event.preventDefault();
    setReport(null);
    freeing.mutate(
      { roll: chosen, reason },
      {
        onSuccess: (notice) => {
          setRoll("");
          setReason("");
          setReport(() => () => <CodedText message={notice} />);
        },
        onError: (error) => setReport(() => errorText(error)),
      },
    );
  }
  return (
    <details className="candidate-form">
      <summary>{t("freeRollTitle")}</summary>
      <form onSubmit={submit} aria-label={t("freeRollTitle")}>
        <p className="hint">{t("freeRollHint")}</p>
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
            <FormField label={t("freeRollReason")}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </FormField>
            <FormFooter report={report} submit={t("freeRollSubmit")} busy={freeing.isPending} />
          </>
        )}
      </form>
    </details>
  );
}
