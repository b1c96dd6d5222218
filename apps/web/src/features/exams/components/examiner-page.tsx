import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import {
  PUBLIC_EXAM_BANKS,
  closeExamNow,
  createExam,
  getMerit,
  listExaminerBanks,
  listExaminerExams,
  releaseResults,
  type BankSummary,
  type CreateExamRequest,
  type ExaminerExam,
} from "@tayari/contracts/exams";
import { call, type ApiError } from "../../../lib/api-client";
import { formatBikramSambat } from "../../../lib/bikram-sambat";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { contentLanguage, useLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { CodedText, fill, formatWhen } from "../text";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { BankUpload } from "./bank-upload";
import { errorText, FormFooter, type Report } from "./form-report";
import { BankList } from "./bank-list";
import { SignInFirst } from "./sign-in-first";

/** On the day the live counts move: the list of exams is asked again this often while shown. */
const LIVE_REFRESH_MS = 10_000;

/** File formats, written in Latin letters in Nepali too. */
const FORMATS = {
  csv: <span lang="en">CSV</span>,
  aiken: <span lang="en">Aiken</span>,
  gift: <span lang="en">GIFT</span>,
};

/** Answers saved this long after an exam's close still count: release waits for it (the server's GRACE_MS). */
const GRACE_MS = 2_000;
const graceEnd = (iso: string) => new Date(Date.parse(iso) + GRACE_MS).toISOString();

/**
 * The time now, read again (and `onPass` called, to ask the server afresh) as each of `moments`
 * passes: an exam's buttons change as it opens, closes and its grace ends, without a reload.
 */
function useNowAcross(moments: string[], onPass: () => Promise<void>) {
  const [tick, setTick] = useState(0);
  const key = moments.join("|");
  useEffect(() => {
    const now = Date.now();
    const next = key
      .split("|")
      .map((m) => Date.parse(m))
      .filter((m) => m > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    // Browsers run a timer set further than about 24.8 days at once: wake at most daily.
    const timer = setTimeout(
      () => {
        setTick((n) => n + 1);
        void onPass();
      },
      Math.min(next - now + 50, 86_400_000),
    );
    return () => clearTimeout(timer);
  }, [key, tick, onPass]);
  return Date.now();
}

/** "physics: 25" per line, into quotas or custom marks rows. */
function lines(text: string): string[][] {
  return text
    .split("\n")
    .map((line) => line.split(":").map((part) => part.trim()))
    .filter((parts) => parts[0]);
}

/** `/examiner`: private banks, exams, live counts, the merit list with its CSV, and release. */
export function ExaminerPage({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return <SignInFirst what="examiner" />;
  return <Examiner />;
}

function Examiner() {
  const { t } = useMessages();
  const queryClient = useQueryClient();
  const banksQuery = useQuery({ ...endpointQuery(listExaminerBanks), staleTime: 0 });
  const examsQuery = useQuery({
    ...endpointQuery(listExaminerExams),
    staleTime: 0,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const banks = banksQuery.data?.banks ?? [];
  const exams = examsQuery.data?.exams ?? [];
  const error = (examsQuery.error ?? banksQuery.error) as ApiError | null;
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(listExaminerBanks) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(listExaminerExams) }),
    ]);
  }, [queryClient]);

  return (
    <section className="page">
      <h1>{t("examiner")}</h1>
      <p>
        <Link to="/examiner/import">{t("importLink")}</Link>
        {fill(t("importLinkAfter"), FORMATS)}
      </p>
      {error && (
        <p className="load-error" role="alert">
          <CodedText message={error} />
        </p>
      )}
      {/* On the day the running exams' counts matter most: they come first. */}
      <h2>{t("yourExams")}</h2>
      {!exams.length && <p>{t("noExamsYet")}</p>}
      {exams.map((exam) => (
        <ExamPanel key={exam.slug} exam={exam} onChange={refresh} />
      ))}
      <BankList banks={banks} />
      <BankUpload onUploaded={refresh} />
      <ExamForm banks={banks} onCreated={refresh} />
    </section>
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
  // Fair papers (issue 30): each student's own order, unless the examiner keeps the written one.
  const [shuffleQuestions, setShuffleQuestions] = useState(true);
  const [shuffleOptions, setShuffleOptions] = useState(true);
  const [message, setMessage] = useState<Report>(null);
  const create = useMutation({
    mutationFn: (request: CreateExamRequest) => call(createExam, { body: request }),
    onSuccess: async (exam) => {
      setMessage(
        () => () => fill(t("created"), { address: <span lang="en">/exams/{exam.slug}</span> }),
      );
      await onCreated();
    },
    onError: (e) => setMessage(() => errorText(e)),
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const source = form.source || (banks[0] ? `bank:${banks[0].id}` : "public:entrance");
  const isPublic = source.startsWith("public:");

  function onSubmit(event: FormEvent) {
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
      shuffle_questions: shuffleQuestions,
      shuffle_options: shuffleOptions,
    };
    create.mutate(request);
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
          {t("sPublicBank")}
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
      <fieldset className="field">
        <legend>{t("order")}</legend>
        <label>
          <input
            type="checkbox"
            checked={shuffleQuestions}
            onChange={(e) => setShuffleQuestions(e.target.checked)}
          />{" "}
          {t("shuffleQuestions")}
        </label>
        <label>
          <input
            type="checkbox"
            checked={shuffleOptions}
            onChange={(e) => setShuffleOptions(e.target.checked)}
          />{" "}
          {t("shuffleOptions")}
        </label>
        <span className="hint">{t("shuffleHint")}</span>
      </fieldset>
      <FormFooter report={message} submit={t("createExam")} busy={create.isPending} />
    </form>
  );
}

function ExamPanel({ exam, onChange }: { exam: ExaminerExam; onChange: () => Promise<void> }) {
  const { t, plural } = useMessages();
  const titleId = useId();
  const [showMerit, setShowMerit] = useState(false);
  const meritQuery = useQuery({
    ...endpointQuery(getMerit, { params: { slug: exam.slug } }),
    enabled: showMerit,
    staleTime: 0,
  });
  const merit = typeof meritQuery.data === "object" ? meritQuery.data : null;
  const [message, setMessage] = useState<Report>(null);
  const run = (action: () => Promise<void>) => () =>
    void action().catch((e: unknown) => setMessage(() => errorText(e)));

  const openMerit = () => (showMerit ? void meritQuery.refetch() : setShowMerit(true));
  const downloadCsv = run(async () => {
    const csv = await call(getMerit, { params: { slug: exam.slug }, query: { format: "csv" } });
    if (typeof csv !== "string") return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    link.download = `${exam.slug}-merit.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  });
  const releasing = useMutation({
    mutationFn: () => call(releaseResults, { params: { slug: exam.slug } }),
    onSuccess: async (notice) => {
      setMessage(() => () => <CodedText message={notice} nameZone />);
      await onChange();
    },
    onError: (e) => setMessage(() => errorText(e, true)),
  });
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  const closing = useMutation({
    mutationFn: () => call(closeExamNow, { params: { slug: exam.slug } }),
    onSuccess: async (notice) => {
      setMessage(() => () => <CodedText message={notice} nameZone />);
      await onChange();
    },
    onError: (e) => setMessage(() => errorText(e, true)),
  });
  const [confirmingClose, setConfirmingClose] = useState(false);
  const now = useNowAcross([exam.opens_at, exam.closes_at, graceEnd(exam.closes_at)], onChange);
  const running = now >= Date.parse(exam.opens_at) && now < Date.parse(exam.closes_at);
  // Offered only when it can succeed: the window and its grace over, no other exam holding it back.
  const over = now > Date.parse(graceEnd(exam.closes_at));
  const canRelease = !exam.released && exam.release === "manual" && over && !exam.held_by;
  const zoned = (iso: string) => formatWhen(new Date(iso), { nameZone: true });

  return (
    <article className="card" aria-labelledby={titleId}>
      <h3 id={titleId} lang={contentLanguage(exam.title)}>
        {exam.title}
      </h3>
      <p className="hint">
        {fill(t("examWindow"), {
          address: <span lang="en">/exams/{exam.slug}</span>,
          opens: formatWhen(new Date(exam.opens_at)),
          closes: zoned(exam.closes_at),
          profile: <span lang="en">{exam.profile}</span>,
          code: exam.access_code
            ? fill(t("code"), { code: <span lang="en">{exam.access_code}</span> })
            : t("noAccessCode"),
        })}
      </p>
      {exam.warning && <p className="field-error">{t("sPublicBank")}</p>}
      <p>
        <span data-testid="started">{t("started", { count: exam.started })}</span> ·{" "}
        <span data-testid="submitted">{t("submitted", { count: exam.submitted })}</span> ·{" "}
        {exam.released
          ? t("resultsAreReleased")
          : t(exam.release === "manual" ? "resultsByHand" : "resultsAtClose")}
      </p>
      {!exam.released && exam.release === "manual" && !over && (
        <p className="hint">{t("releaseAfterClose", { when: zoned(exam.closes_at) })}</p>
      )}
      {exam.held_by && (
        <p className="hint" role="status">
          {t("sHeldBack", { title: exam.held_by.title, when: zoned(exam.held_by.until) })}
        </p>
      )}
      <div className="quiz-actions">
        <button className="button" type="button" onClick={openMerit}>
          {t("meritList")}
        </button>
        <button className="button" type="button" onClick={downloadCsv}>
          {fill(t("downloadCsv"), FORMATS)}
        </button>
        {running && (
          <button
            className="button"
            type="button"
            disabled={closing.isPending}
            onClick={() => setConfirmingClose(true)}
          >
            {t("closeNow")}
          </button>
        )}
        {canRelease && (
          <button
            className="button"
            type="button"
            disabled={releasing.isPending}
            onClick={() => setConfirmingRelease(true)}
          >
            {t("releaseResults")}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRelease}
        title={t("releaseTitle")}
        confirmLabel={t("releaseResults")}
        cancelLabel={t("notYet")}
        onConfirm={() => {
          setConfirmingRelease(false);
          releasing.mutate();
        }}
        onCancel={() => setConfirmingRelease(false)}
      >
        <p>{plural("releaseWarning", exam.submitted)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingClose}
        title={t("closeTitle")}
        confirmLabel={t("closeNow")}
        cancelLabel={t("keepOpen")}
        onConfirm={() => {
          setConfirmingClose(false);
          closing.mutate();
        }}
        onCancel={() => setConfirmingClose(false)}
      >
        <p>{plural("closeWarning", exam.started - exam.submitted)}</p>
        <p>{t(exam.release === "manual" ? "closeThenByHand" : "closeThenAtClose")}</p>
      </ConfirmDialog>
      {message && <p role="status">{message()}</p>}
      {meritQuery.error && (
        <p role="alert">
          <CodedText message={meritQuery.error as ApiError} />
        </p>
      )}
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
