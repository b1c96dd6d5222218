import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
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
import { formatBikramSambat } from "../../../lib/bikram-sambat";
import { contentLanguage, useLanguage } from "../../../lib/i18n";
import { examinerApi } from "../api";
import { fill, formatWhen, knownServerText, serverText } from "../localize";
import { t, plural, useMessages } from "../messages";
import { SignInFirst } from "./sign-in-first";

const LIVE_REFRESH_MS = 10_000;

/** File formats, written in Latin letters in Nepali too. */
const FORMATS = {
  csv: <span lang="en">CSV</span>,
  aiken: <span lang="en">Aiken</span>,
  gift: <span lang="en">GIFT</span>,
};

/** "physics: 25" per line, into quotas or custom marks rows. */
function lines(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.split(":").map((part) => part.trim()))
    .filter((parts) => parts[0]);
}

/** A server message in the chosen language; one this page does not know stays English, marked so. */
function ServerLine({ message }: { message: string }) {
  return <span lang={knownServerText(message) ? undefined : "en"}>{serverText(message)}</span>;
}

/**
 * The server's message and its per-field errors, a line each. The field names are the API's
 * (`slug`, `line 7`) and stay as they are; the errors of a bank file are about its own content.
 */
function errorText(error: unknown): () => ReactNode {
  const e = error as Partial<ApiError> & Error;
  return () => (
    <>
      <ServerLine message={e.message} />
      {Object.entries(e.errors ?? {}).map(([field, messages]) => (
        <span key={field}>
          {"\n"}
          <span lang="en">{field}</span>:{" "}
          {messages.map((message, i) => (
            <span key={i}>
              {i > 0 && "; "}
              <ServerLine message={message} />
            </span>
          ))}
        </span>
      ))}
    </>
  );
}

/** A report kept until the next submit: drawn afresh at each render, in the language shown then. */
type Report = (() => ReactNode) | null;

/** `/examiner`: private banks, exams, live counts, the merit list with its CSV, and release. */
export function ExaminerPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useMessages();
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

  if (!signedIn) return <SignInFirst what="examiner" />;
  return (
    <section className="page">
      <h1>{t("examiner")}</h1>
      <p>
        <Link to="/examiner/import">{t("importLink")}</Link>
        {fill(t("importLinkAfter"), FORMATS)}
      </p>
      {error && (
        <p className="load-error" role="alert">
          <ServerLine message={error} />
        </p>
      )}
      {/* On the day the running exams' counts matter most: they come first. */}
      <h2>{t("yourExams")}</h2>
      {!exams.length && <p>{t("noExamsYet")}</p>}
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
    throw new Error(t("notValidJson", { file: file.name }));
  }
  return { name, questions: data.questions as unknown[] };
}

/** The server's report on the last submit (kept on screen: it can list many faults), and the button. */
function FormFooter({ report, submit }: { report: Report; submit: string }) {
  return (
    <>
      {report && (
        <pre className="hint" role="status">
          {report()}
        </pre>
      )}
      <button className="button primary" type="submit">
        {submit}
      </button>
    </>
  );
}

function BankUpload({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const { t } = useMessages();
  const [name, setName] = useState("");
  const [category, setCategory] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    try {
      const bank = await examinerApi.uploadBank(
        await bankRequest(name || file.name, file, category),
      );
      setReport(
        () => () =>
          fill(plural("bankSaved", bank.question_count), {
            name: <span lang={contentLanguage(bank.name)}>{bank.name}</span>,
          }),
      );
      await onUploaded();
    } catch (e) {
      setReport(() => errorText(e));
    }
  }
  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h2>{t("uploadBankTitle")}</h2>
      <p className="hint">
        {fill(t("uploadBankHint"), {
          ...FORMATS,
          aiken: <span lang="en">Aiken (.txt)</span>,
          json: <span lang="en">JSON</span>,
          shape: <span lang="en">{'{ "questions": [...] }'}</span>,
        })}
      </p>
      <label className="field">
        <span>{t("bankName")}</span>
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>{fill(t("bankCategory"), FORMATS)}</span>
        <input value={category} onChange={(e) => setCategory(e.target.value)} />
      </label>
      <label className="field">
        <span>{t("bankFile")}</span>
        <input
          type="file"
          accept=".json,.csv,.txt,.aiken,.gift"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          required
        />
      </label>
      <FormFooter report={report} submit={t("uploadBank")} />
    </form>
  );
}

/** The Gregorian picker's date in Bikram Sambat, beside it, when Nepali is shown. */
function BsBeside({ value }: { value: string }) {
  const { t } = useMessages();
  const language = useLanguage();
  const date = value ? new Date(value) : null;
  if (language !== "ne") return null;
  return (
    <span className="hint">
      {t("datePickerHint")}
      {date && !Number.isNaN(date.getTime())
        ? ` ${t("bsDate", { date: formatBikramSambat(date, "ne") })}`
        : ""}
    </span>
  );
}

function ExamForm({ banks, onCreated }: { banks: BankSummary[]; onCreated: () => Promise<void> }) {
  const { t, plural } = useMessages();
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
  const [message, setMessage] = useState<Report>(null);
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
      setMessage(
        () => () => fill(t("created"), { address: <span lang="en">/exams/{exam.slug}</span> }),
      );
      await onCreated();
    } catch (e) {
      setMessage(() => errorText(e));
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h2>{t("createExamTitle")}</h2>
      <label className="field">
        <span>{t("title")}</span>
        <input value={form.title} onChange={set("title")} required />
      </label>
      <label className="field">
        <span>{t("slug")}</span>
        <input
          lang="en"
          value={form.slug}
          onChange={set("slug")}
          placeholder="csit-scholarship-2083"
          required
        />
      </label>
      <label className="field">
        <span>{t("questionsFrom")}</span>
        <select value={source} onChange={set("source")}>
          {banks.map((bank) => (
            <option key={bank.id} value={`bank:${bank.id}`}>
              {plural("privateBank", bank.question_count, { name: bank.name })}
            </option>
          ))}
          {PUBLIC_EXAM_BANKS.map((name) => (
            <option key={name} value={`public:${name}`}>
              {t("publicBank", { name })}
            </option>
          ))}
        </select>
      </label>
      {isPublic && (
        <p className="field-error" role="alert">
          {serverText(PUBLIC_BANK_WARNING)}
        </p>
      )}
      <label className="field">
        <span>{t("quotas")}</span>
        <textarea
          lang="en"
          value={form.quotas}
          onChange={set("quotas")}
          placeholder={"mathematics: 25\nphysics: 25"}
        />
      </label>
      <label className="field">
        <span>{t("time")}</span>
        <select value={form.timingMode} onChange={set("timingMode")}>
          <option value="whole_paper">{t("wholePaper")}</option>
          <option value="per_question">{t("perQuestion")}</option>
        </select>
      </label>
      <label className="field">
        <span>{t("minutesOrSeconds")}</span>
        <input
          type="number"
          min={1}
          value={form.timingValue}
          onChange={set("timingValue")}
          required
        />
      </label>
      <label className="field">
        <span>{t("opens")}</span>
        <input type="datetime-local" value={form.opens} onChange={set("opens")} required />
        <BsBeside value={form.opens} />
      </label>
      <label className="field">
        <span>{t("closes")}</span>
        <input type="datetime-local" value={form.closes} onChange={set("closes")} required />
        <BsBeside value={form.closes} />
      </label>
      <label className="field">
        <span>{t("markingProfile")}</span>
        <select value={form.profile} onChange={set("profile")}>
          <option value="csit">{t("profileCsit")}</option>
          <option value="ioe">{t("profileIoe")}</option>
          <option value="cee">{t("profileCee")}</option>
          <option value="bca">{t("profileBca")}</option>
          <option value="custom">{t("profileCustom")}</option>
        </select>
      </label>
      {form.profile === "custom" && (
        <label className="field">
          <span>{t("customMarks")}</span>
          <textarea
            lang="en"
            value={form.customMarks}
            onChange={set("customMarks")}
            placeholder="physics: 2: 0.5"
          />
        </label>
      )}
      <label className="field">
        <span>{t("accessCodeOptional")}</span>
        <input value={form.accessCode} onChange={set("accessCode")} />
      </label>
      <label className="field">
        <span>{t("resultsReleased")}</span>
        <select value={form.release} onChange={set("release")}>
          <option value="at_close">{t("releaseAtClose")}</option>
          <option value="manual">{t("releaseManual")}</option>
        </select>
      </label>
      <FormFooter report={message} submit={t("createExam")} />
    </form>
  );
}

function ExamPanel({ exam, onChange }: { exam: ExaminerExam; onChange: () => Promise<void> }) {
  const { t } = useMessages();
  const titleId = useId();
  const [merit, setMerit] = useState<MeritResponse | null>(null);
  const [message, setMessage] = useState<Report>(null);
  const run = (action: () => Promise<void>) => () =>
    void action().catch((e: unknown) => setMessage(() => errorText(e)));

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
    const { message } = await examinerApi.release(exam.slug);
    setMessage(() => () => <ServerLine message={message} />);
    await onChange();
  });

  return (
    <article className="card" aria-labelledby={titleId}>
      <h3 id={titleId} lang={contentLanguage(exam.title)}>
        {exam.title}
      </h3>
      <p className="hint">
        {fill(t("examWindow"), {
          address: <span lang="en">/exams/{exam.slug}</span>,
          opens: formatWhen(new Date(exam.opens_at)),
          closes: formatWhen(new Date(exam.closes_at)),
          profile: <span lang="en">{exam.profile}</span>,
          code: exam.access_code
            ? fill(t("code"), { code: <span lang="en">{exam.access_code}</span> })
            : t("noAccessCode"),
        })}
      </p>
      {exam.warning && (
        <p className="field-error">
          <ServerLine message={exam.warning} />
        </p>
      )}
      <p>
        <span data-testid="started">{t("started", { count: exam.started })}</span> ·{" "}
        <span data-testid="submitted">{t("submitted", { count: exam.submitted })}</span> ·{" "}
        {exam.released
          ? t("resultsAreReleased")
          : t(exam.release === "manual" ? "resultsByHand" : "resultsAtClose")}
      </p>
      <div className="quiz-actions">
        <button className="button" type="button" onClick={showMerit}>
          {t("meritList")}
        </button>
        <button className="button" type="button" onClick={downloadCsv}>
          {fill(t("downloadCsv"), FORMATS)}
        </button>
        {!exam.released && (
          <button className="button" type="button" onClick={release}>
            {t("releaseResults")}
          </button>
        )}
      </div>
      {message && <p role="status">{message()}</p>}
      {merit && (
        <table>
          <caption>{t(merit.final ? "meritList" : "meritListOpen")}</caption>
          <thead>
            <tr>
              <th>{t("rank")}</th>
              <th>{t("name")}</th>
              <th>{t("email")}</th>
              <th>{t("score")}</th>
              <th>{t("percentile")}</th>
            </tr>
          </thead>
          <tbody>
            {merit.rows.map((row) => (
              <tr key={row.email}>
                <td>{row.rank}</td>
                <td lang={contentLanguage(row.name)}>{row.name}</td>
                <td lang="en">{row.email}</td>
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
