import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import {
  PUBLIC_BANK_WARNING,
  PUBLIC_EXAM_BANKS,
  type BankSummary,
  type CreateBankRequest,
  type CreateExamRequest,
  type ExaminerExam,
  type MeritResponse,
} from "@tayari/contracts/exams";
import { formatOfFile } from "@tayari/content/import";
import { ApiError } from "../../../lib/api-client";
import { examinerApi } from "../api";
import { SignInFirst } from "./sign-in-first";

const LIVE_REFRESH_MS = 10_000;

/** "physics: 25" per line, into quotas or custom marks rows. */
function lines(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.split(":").map((part) => part.trim()))
    .filter((parts) => parts[0]);
}

function errorText(error: unknown): string {
  const e = error as Partial<ApiError> & Error;
  const details = Object.entries(e.errors ?? {}).map(([k, v]) => `${k}: ${v.join("; ")}`);
  return [e.message, ...details].join("\n");
}

/** `/examiner`: private banks, exams, live counts, the merit list with its CSV, and release. */
export function ExaminerPage({ signedIn }: { signedIn: boolean }) {
  const [banks, setBanks] = useState<BankSummary[]>([]);
  const [exams, setExams] = useState<ExaminerExam[]>([]);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const [b, e] = await Promise.all([examinerApi.banks(), examinerApi.exams()]);
      setBanks(b.banks);
      setExams(e.exams);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    void refresh();
    const timer = setInterval(() => void refresh(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [signedIn, refresh]);

  if (!signedIn) return <SignInFirst what="Examiner" />;
  return (
    <section className="page">
      <h1>Examiner</h1>
      <p>
        <Link to="/examiner/import">Import questions into the catalog</Link>: a CSV, Aiken or GIFT
        file, checked and published into a unit that every student can practise.
      </p>
      {error && (
        <p className="load-error" role="alert">
          {error}
        </p>
      )}
      {/* On the day the running exams' counts matter most: they come first. */}
      <h2>Your exams</h2>
      {!exams.length && <p>No exams yet.</p>}
      {exams.map((exam) => (
        <ExamPanel key={exam.slug} exam={exam} onChange={refresh} />
      ))}
      <BankUpload onUploaded={refresh} />
      <ExamForm banks={banks} onCreated={refresh} />
    </section>
  );
}

/** A bank file: JSON in the bank format, or CSV, Aiken (.txt, .aiken) or GIFT text. */
async function bankRequest(name: string, file: File, category: string): Promise<CreateBankRequest> {
  const text = await file.text();
  const format = formatOfFile(file.name);
  if (format) return { name, format, text, ...(category ? { category } : {}) };
  let data: { questions?: unknown };
  try {
    data = JSON.parse(text) as { questions?: unknown };
  } catch {
    throw new Error(`${file.name} is not valid JSON.`);
  }
  return { name, questions: data.questions as unknown[] };
}

/** The server's report on the last submit (kept on screen: it can list many faults), and the button. */
function FormFooter({ report, submit }: { report: string | null; submit: string }) {
  return (
    <>
      {report && (
        <pre className="hint" role="status">
          {report}
        </pre>
      )}
      <button className="button primary" type="submit">
        {submit}
      </button>
    </>
  );
}

function BankUpload({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const [name, setName] = useState("");
  const [category, setCategory] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<string | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    try {
      const bank = await examinerApi.uploadBank(
        await bankRequest(name || file.name, file, category),
      );
      setReport(`Saved "${bank.name}": ${bank.question_count} questions.`);
      await onUploaded();
    } catch (e) {
      setReport(errorText(e));
    }
  }
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h2>Upload a private bank</h2>
      <p className="hint">
        A JSON file {'{ "questions": [...] }'} in the bank format, or CSV, Aiken (.txt) or GIFT.
      </p>
      <label className="field">
        <span>Bank name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>Category for questions the file gives none (Aiken, GIFT)</span>
        <input value={category} onChange={(e) => setCategory(e.target.value)} />
      </label>
      <label className="field">
        <span>Bank file</span>
        <input
          type="file"
          accept=".json,.csv,.txt,.aiken,.gift"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          required
        />
      </label>
      <FormFooter report={report} submit="Upload bank" />
    </form>
  );
}

function ExamForm({ banks, onCreated }: { banks: BankSummary[]; onCreated: () => Promise<void> }) {
  const [form, setForm] = useState({
    title: "",
    slug: "",
    source: "",
    quotas: "",
    timingMode: "whole_paper",
    timingValue: "60",
    opens: "",
    closes: "",
    profile: "csit",
    customMarks: "",
    accessCode: "",
    release: "at_close",
  });
  const [message, setMessage] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const source = form.source || (banks[0] ? `bank:${banks[0].id}` : "public:entrance");
  const isPublic = source.startsWith("public:");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const [kind, value] = source.split(":") as [string, string];
    const quotas = lines(form.quotas).map(([category, count]) => ({
      category: category!,
      count: Number(count),
    }));
    const request: CreateExamRequest = {
      title: form.title,
      slug: form.slug,
      source:
        kind === "bank"
          ? { bank_id: Number(value) }
          : { public_bank: value as (typeof PUBLIC_EXAM_BANKS)[number] },
      selection: quotas.length ? { mode: "quota", quotas } : { mode: "fixed" },
      timing:
        form.timingMode === "per_question"
          ? { mode: "per_question", seconds: Number(form.timingValue) }
          : { mode: "whole_paper", minutes: Number(form.timingValue) },
      opens_at: form.opens ? new Date(form.opens).toISOString() : "",
      closes_at: form.closes ? new Date(form.closes).toISOString() : "",
      profile: form.profile as CreateExamRequest["profile"],
      ...(form.profile === "custom"
        ? {
            custom_marks: Object.fromEntries(
              lines(form.customMarks).map(([c, right, wrong]) => [
                c!,
                { correct: Number(right), wrong: Number(wrong ?? 0) },
              ]),
            ),
          }
        : {}),
      ...(form.accessCode ? { access_code: form.accessCode } : {}),
      release: form.release as CreateExamRequest["release"],
    };
    try {
      const exam = await examinerApi.createExam(request);
      setMessage(`Created: students sit it at /exams/${exam.slug}.`);
      await onCreated();
    } catch (e) {
      setMessage(errorText(e));
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h2>Create an exam</h2>
      <label className="field">
        <span>Title</span>
        <input value={form.title} onChange={set("title")} required />
      </label>
      <label className="field">
        <span>Slug</span>
        <input
          value={form.slug}
          onChange={set("slug")}
          placeholder="csit-scholarship-2083"
          required
        />
      </label>
      <label className="field">
        <span>Questions from</span>
        <select value={source} onChange={set("source")}>
          {banks.map((bank) => (
            <option key={bank.id} value={`bank:${bank.id}`}>
              {bank.name} (private, {bank.question_count} questions)
            </option>
          ))}
          {PUBLIC_EXAM_BANKS.map((name) => (
            <option key={name} value={`public:${name}`}>
              Public practice bank: {name}
            </option>
          ))}
        </select>
      </label>
      {isPublic && (
        <p className="field-error" role="alert">
          {PUBLIC_BANK_WARNING}
        </p>
      )}
      <label className="field">
        <span>Quotas per category (empty: the whole bank in order)</span>
        <textarea
          value={form.quotas}
          onChange={set("quotas")}
          placeholder={"mathematics: 25\nphysics: 25"}
        />
      </label>
      <label className="field">
        <span>Time</span>
        <select value={form.timingMode} onChange={set("timingMode")}>
          <option value="whole_paper">Minutes for the whole paper</option>
          <option value="per_question">Seconds per question</option>
        </select>
      </label>
      <label className="field">
        <span>Minutes or seconds</span>
        <input
          type="number"
          min={1}
          value={form.timingValue}
          onChange={set("timingValue")}
          required
        />
      </label>
      <label className="field">
        <span>Opens</span>
        <input type="datetime-local" value={form.opens} onChange={set("opens")} required />
      </label>
      <label className="field">
        <span>Closes</span>
        <input type="datetime-local" value={form.closes} onChange={set("closes")} required />
      </label>
      <label className="field">
        <span>Marking profile</span>
        <select value={form.profile} onChange={set("profile")}>
          <option value="csit">
            CSIT: 1 mark, no negative; ties by maths, physics, chemistry, English
          </option>
          <option value="ioe">IOE: 60 × 1 and 40 × 2 marks, −10% for a wrong answer</option>
          <option value="cee">CEE: 1 mark, −0.25 for a wrong answer</option>
          <option value="bca">BCA: 1 mark, no negative</option>
          <option value="custom">Custom: marks and penalty per category</option>
        </select>
      </label>
      {form.profile === "custom" && (
        <label className="field">
          <span>Custom marks (category: marks: penalty)</span>
          <textarea
            value={form.customMarks}
            onChange={set("customMarks")}
            placeholder="physics: 2: 0.5"
          />
        </label>
      )}
      <label className="field">
        <span>Access code (optional)</span>
        <input value={form.accessCode} onChange={set("accessCode")} />
      </label>
      <label className="field">
        <span>Results released</span>
        <select value={form.release} onChange={set("release")}>
          <option value="at_close">When the exam closes</option>
          <option value="manual">By hand</option>
        </select>
      </label>
      <FormFooter report={message} submit="Create exam" />
    </form>
  );
}

function ExamPanel({ exam, onChange }: { exam: ExaminerExam; onChange: () => Promise<void> }) {
  const [merit, setMerit] = useState<MeritResponse | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const run = (action: () => Promise<void>) => () =>
    void action().catch((e: unknown) => setMessage(errorText(e)));

  const showMerit = run(async () => setMerit(await examinerApi.merit(exam.slug)));
  const downloadCsv = run(async () => {
    const csv = await examinerApi.meritCsv(exam.slug);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    link.download = `${exam.slug}-merit.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  });
  const release = run(async () => {
    setMessage((await examinerApi.release(exam.slug)).message);
    await onChange();
  });

  return (
    <article className="card" aria-label={exam.title}>
      <h3>{exam.title}</h3>
      <p className="hint">
        /exams/{exam.slug} · {new Date(exam.opens_at).toLocaleString()} to{" "}
        {new Date(exam.closes_at).toLocaleString()} · {exam.profile} ·{" "}
        {exam.access_code ? `code ${exam.access_code}` : "no access code"}
      </p>
      {exam.warning && <p className="field-error">{exam.warning}</p>}
      <p>
        <span data-testid="started">Started: {exam.started}</span> ·{" "}
        <span data-testid="submitted">Submitted: {exam.submitted}</span> ·{" "}
        {exam.released
          ? "Results released"
          : `Results ${exam.release === "manual" ? "by hand" : "at close"}`}
      </p>
      <div className="quiz-actions">
        <button className="button" type="button" onClick={showMerit}>
          Merit list
        </button>
        <button className="button" type="button" onClick={downloadCsv}>
          Download CSV
        </button>
        {!exam.released && (
          <button className="button" type="button" onClick={release}>
            Release results
          </button>
        )}
      </div>
      {message && <p role="status">{message}</p>}
      {merit && (
        <table>
          <caption>Merit list{merit.final ? "" : " (exam still open)"}</caption>
          <thead>
            <tr>
              <th>Rank</th>
              <th>Name</th>
              <th>Email</th>
              <th>Score</th>
              <th>Percentile</th>
            </tr>
          </thead>
          <tbody>
            {merit.rows.map((row) => (
              <tr key={row.email}>
                <td>{row.rank}</td>
                <td>{row.name}</td>
                <td>{row.email}</td>
                <td>{row.score}</td>
                <td>{row.percentile}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
