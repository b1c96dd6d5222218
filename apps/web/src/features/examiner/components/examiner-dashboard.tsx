import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import {
  PUBLIC_EXAM_BANKS,
  listExaminerBanks,
  type BankSummary,
} from "@tayari/contracts/exam-banks";
import { getMerit } from "@tayari/contracts/exam-results";
import {
  closeExamNow,
  createExam,
  listExaminerExams,
  releaseResults,
  type CreateExamRequest,
  type ExaminerExam,
} from "@tayari/contracts/examiner-exams";
import type { CodedMessage } from "@tayari/contracts/errors";
import { examsMessages } from "@tayari/contracts/messages/exams";
import { call, type ApiError } from "../../../lib/api-client";
import { checkedBody } from "../../../lib/checked-body";
import { formatBikramSambat, zoneId, zoneLabel } from "../../../lib/bikram-sambat";
import { localMessage } from "../../../lib/codes";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { contentLanguage, useLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { CodedText, fill, formatWhen } from "../text";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { BankUpload } from "./bank-upload";
import { errorText, FormFooter, type Report } from "./form-report";
import { BankList, BankPreview, PublicBankPreview } from "./bank-list";
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
  // The exam just made: at the top of the list at once (before the list is asked again), with the
  // confirmation on its card, where the page takes the examiner.
  const [created, setCreated] = useState<string | null>(null);
  const onCreated = useCallback(
    async (exam: ExaminerExam) => {
      queryClient.setQueryData(
        endpointKey(listExaminerExams),
        (old: { exams: ExaminerExam[] } | undefined) => ({
          exams: [exam, ...(old?.exams ?? []).filter((e) => e.slug !== exam.slug)],
        }),
      );
      setCreated(exam.slug);
      await refresh();
    },
    [queryClient, refresh],
  );

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
        <ExamPanel
          key={exam.slug}
          exam={exam}
          onChange={refresh}
          justCreated={exam.slug === created}
        />
      ))}
      <BankList banks={banks} />
      <BankUpload onUploaded={refresh} />
      <ExamForm banks={banks} onCreated={onCreated} />
    </section>
  );
}

/**
 * The moment a picker holds, said back with its zone named (the picker has the device's zone and
 * shows none), and in Bikram Sambat beside it when Nepali is shown.
 */
function WhenBeside({ value }: { value: string }) {
  const { t } = useMessages();
  const language = useLanguage();
  const date = value ? new Date(value) : null;
  const valid = date !== null && !Number.isNaN(date.getTime());
  const parts = [
    language === "ne" ? t("datePickerHint") : "",
    valid ? t("pickedWhen", { when: formatWhen(date, { nameZone: true }) }) : "",
    valid && language === "ne" ? t("bsDate", { date: formatBikramSambat(date, "ne") }) : "",
  ].filter(Boolean);
  if (!parts.length) return null;
  return <p className="hint">{parts.join(" ")}</p>;
}

const EMPTY_FORM = {
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
};
type FormField = keyof typeof EMPTY_FORM | "order";

/** The form field where each of the request's fields is asked (the first part of an error's path). */
const FIELD_OF: Record<string, FormField> = {
  title: "title",
  slug: "slug",
  source: "source",
  selection: "quotas",
  timing: "timingValue",
  opens_at: "opens",
  closes_at: "closes",
  profile: "profile",
  custom_marks: "customMarks",
  access_code: "accessCode",
  release: "release",
  shuffle_questions: "order",
  shuffle_options: "order",
};

/** Messages per form field; the ones no field asks for (the key) under `""`. */
type FieldMessages = Partial<Record<FormField | "", CodedMessage[]>>;

function byFormField(fields: Record<string, CodedMessage[]>): FieldMessages {
  const out: FieldMessages = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = FIELD_OF[path.split(".")[0]!] ?? "";
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

/**
 * One key per exam the form sets, sent with "Create exam": a double tap or a retry answers the
 * same exam. getRandomValues works on a college's plain-HTTP address too (randomUUID does not).
 */
function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function ExamForm({
  banks,
  onCreated,
}: {
  banks: BankSummary[];
  onCreated: (exam: ExaminerExam) => Promise<void>;
}) {
  const { t, plural } = useMessages();
  const [form, setForm] = useState(EMPTY_FORM);
  // Fair papers (issue 30): each student's own order, unless the examiner keeps the written one.
  const [shuffleQuestions, setShuffleQuestions] = useState(true);
  const [shuffleOptions, setShuffleOptions] = useState(true);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [message, setMessage] = useState<Report>(null);
  // A second tap before React has re-rendered the disabled button is not a second request.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useMutation({
    mutationFn: (request: CreateExamRequest) => call(createExam, { body: request }),
    onSuccess: async (exam) => {
      // Done: the form is fresh for the next exam, and the page shows the new one at the top.
      setForm(EMPTY_FORM);
      setShuffleQuestions(true);
      setShuffleOptions(true);
      setRequestKey(newRequestKey());
      setFieldMessages({});
      setMessage(null);
      await onCreated(exam);
    },
    onError: (e) => showProblems(e),
    onSettled: () => {
      sending.current = false;
    },
  });

  /** Each field's messages beside it (the first one focused); the rest below the form. */
  function showProblems(error: unknown) {
    const fields = (error as Partial<ApiError>).fields ?? {};
    const byField = byFormField(fields);
    const general = byField[""];
    delete byField[""];
    setFieldMessages(byField);
    const shown = Object.keys(byField).length;
    const e = error as Partial<ApiError> & Error;
    const rest = Object.fromEntries(
      Object.entries(fields).filter(([path]) => !FIELD_OF[path.split(".")[0]!]),
    );
    setMessage(
      () => () =>
        shown && !general
          ? t("fixFields")
          : errorText({
              code: e.code,
              params: e.params,
              message: e.message,
              status: e.status,
              fields: rest,
            })(),
    );
    const first = Object.keys(FIELD_IDS).find((f) => f in byField);
    if (first)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus(),
      );
  }

  const set = (key: keyof typeof EMPTY_FORM) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    // A field being corrected no longer shows its fault.
    setFieldMessages((m) => {
      if (!(key in m)) return m;
      const { [key]: _gone, ...rest } = m;
      return rest;
    });
  };
  const source = form.source || (banks[0] ? `bank:${banks[0].id}` : "public:entrance");
  const isPublic = source.startsWith("public:");
  const chosenBank = banks.find((bank) => source === `bank:${bank.id}`);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
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
      idempotency_key: requestKey,
    };
    // The server's own schema first: each fault beside its field, in the examiner's language.
    try {
      checkedBody(createExam, request, examsMessages);
    } catch (error) {
      showProblems(error);
      return;
    }
    sending.current = true;
    create.mutate(request);
  }

  /** The props that tie a field to its messages. */
  const described = (field: FormField) => ({
    "data-field": field,
    "aria-invalid": fieldMessages[field] ? true : undefined,
    "aria-describedby": fieldMessages[field] ? `${FIELD_IDS[field]}-error` : undefined,
  });
  const problems = (field: FormField) => (
    <FieldProblems id={`${FIELD_IDS[field]}-error`} messages={fieldMessages[field]} />
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} ref={formRef} noValidate>
      <h2>{t("createExamTitle")}</h2>
      <div>
        <label className="field">
          <span>{t("title")}</span>
          <input value={form.title} onChange={set("title")} required {...described("title")} />
        </label>
        {problems("title")}
      </div>
      <div>
        <label className="field">
          <span>{t("slug")}</span>
          <input
            lang="en"
            value={form.slug}
            onChange={set("slug")}
            placeholder="csit-scholarship-2083"
            required
            {...described("slug")}
          />
        </label>
        {problems("slug")}
      </div>
      <div>
        <label className="field">
          <span>{t("questionsFrom")}</span>
          <select value={source} onChange={set("source")} {...described("source")}>
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
        {problems("source")}
      </div>
      {isPublic && (
        <p className="field-error" role="alert">
          {t("sPublicBank")}
        </p>
      )}
      {/* The chosen bank's questions as students will see them, before the exam is made, and
          the order each student will meet them in (the form's order settings, below). */}
      {chosenBank ? (
        <BankPreview key={source} bank={chosenBank} summary={t("previewChosenBank")} />
      ) : (
        <PublicBankPreview
          key={source}
          name={source.slice("public:".length) as (typeof PUBLIC_EXAM_BANKS)[number]}
          summary={t("previewChosenBank")}
        />
      )}
      <p className="hint" data-testid="order-note">
        {t(
          shuffleQuestions
            ? shuffleOptions
              ? "orderBoth"
              : "orderQuestionsOnly"
            : shuffleOptions
              ? "orderOptionsOnly"
              : "orderNeither",
        )}
      </p>
      <div>
        <label className="field">
          <span>{t("quotas")}</span>
          <textarea
            lang="en"
            value={form.quotas}
            onChange={set("quotas")}
            placeholder={"mathematics: 25\nphysics: 25"}
            {...described("quotas")}
          />
        </label>
        {problems("quotas")}
      </div>
      <label className="field">
        <span>{t("time")}</span>
        <select value={form.timingMode} onChange={set("timingMode")}>
          <option value="whole_paper">{t("wholePaper")}</option>
          <option value="per_question">{t("perQuestion")}</option>
        </select>
      </label>
      <div>
        <label className="field">
          <span>{t("minutesOrSeconds")}</span>
          <input
            type="number"
            min={1}
            value={form.timingValue}
            onChange={set("timingValue")}
            required
            {...described("timingValue")}
          />
        </label>
        {problems("timingValue")}
      </div>
      <div>
        <label className="field">
          <span>{t("opens")}</span>
          <input
            type="datetime-local"
            value={form.opens}
            onChange={set("opens")}
            required
            {...described("opens")}
          />
        </label>
        <WhenBeside value={form.opens} />
        {problems("opens")}
      </div>
      <div>
        <label className="field">
          <span>{t("closes")}</span>
          <input
            type="datetime-local"
            value={form.closes}
            onChange={set("closes")}
            required
            {...described("closes")}
          />
        </label>
        <WhenBeside value={form.closes} />
        {problems("closes")}
      </div>
      <div>
        <label className="field">
          <span>{t("markingProfile")}</span>
          <select value={form.profile} onChange={set("profile")} {...described("profile")}>
            <option value="csit">{t("profileCsit")}</option>
            <option value="ioe">{t("profileIoe")}</option>
            <option value="cee">{t("profileCee")}</option>
            <option value="bca">{t("profileBca")}</option>
            <option value="custom">{t("profileCustom")}</option>
          </select>
        </label>
        {problems("profile")}
      </div>
      {form.profile === "custom" && (
        <div>
          <label className="field">
            <span>{t("customMarks")}</span>
            <textarea
              lang="en"
              value={form.customMarks}
              onChange={set("customMarks")}
              placeholder="physics: 2: 0.5"
              {...described("customMarks")}
            />
          </label>
          {problems("customMarks")}
        </div>
      )}
      <div>
        <label className="field">
          <span>{t("accessCodeOptional")}</span>
          <input
            value={form.accessCode}
            onChange={set("accessCode")}
            {...described("accessCode")}
          />
        </label>
        {problems("accessCode")}
      </div>
      <div>
        <label className="field">
          <span>{t("resultsReleased")}</span>
          <select value={form.release} onChange={set("release")} {...described("release")}>
            <option value="at_close">{t("releaseAtClose")}</option>
            <option value="manual">{t("releaseManual")}</option>
          </select>
        </label>
        {problems("release")}
      </div>
      <fieldset className="field">
        <legend>{t("order")}</legend>
        <label>
          <input
            type="checkbox"
            checked={shuffleQuestions}
            onChange={(e) => setShuffleQuestions(e.target.checked)}
            {...described("order")}
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
        {problems("order")}
      </fieldset>
      <FormFooter report={message} submit={t("createExam")} busy={create.isPending} />
    </form>
  );
}

/** Element ids of the fields' messages, in the form's order (the first one with a fault is focused). */
const FIELD_IDS: Record<FormField, string> = {
  title: "exam-title",
  slug: "exam-slug",
  source: "exam-source",
  quotas: "exam-quotas",
  timingMode: "exam-timing-mode",
  timingValue: "exam-timing",
  opens: "exam-opens",
  closes: "exam-closes",
  profile: "exam-profile",
  customMarks: "exam-custom-marks",
  accessCode: "exam-access-code",
  release: "exam-release",
  order: "exam-order",
};

/** A field's messages, right under it, in the reader's language. */
function FieldProblems({ id, messages }: { id: string; messages: CodedMessage[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p className="field-error" id={id}>
      {messages.map((m, i) => (
        <span key={i}>
          {i > 0 && " "}
          <CodedText message={m} />
        </span>
      ))}
    </p>
  );
}

function ExamPanel({
  exam,
  onChange,
  justCreated = false,
}: {
  exam: ExaminerExam;
  onChange: () => Promise<void>;
  justCreated?: boolean;
}) {
  const { t, plural } = useMessages();
  const language = useLanguage();
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
    // Submitted times on the examiner's clock beside the ISO UTC ones (the zone the page shows).
    const csv = await call(getMerit, {
      params: { slug: exam.slug },
      query: { format: "csv", tz: zoneId(language) },
    });
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
  // Not open yet: "Close now" cancels it (decision 98).
  const notYetOpen = now < Date.parse(exam.opens_at);
  // Offered only when it can succeed: the window and its grace over, no other exam holding it back.
  const over = now > Date.parse(graceEnd(exam.closes_at));
  // Cancelled before it opened (decision 98): its window is the moment of the cancel, and there is
  // nothing to release (the form refuses a close at or before the opening).
  const cancelled = Date.parse(exam.opens_at) === Date.parse(exam.closes_at);
  const canRelease =
    !cancelled && !exam.released && exam.release === "manual" && over && !exam.held_by;
  const zoned = (iso: string) => formatWhen(new Date(iso), { nameZone: true });

  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!justCreated) return;
    confirmation.current?.focus();
    confirmation.current?.scrollIntoView?.({ block: "center" });
  }, [justCreated]);

  return (
    <article className="card" aria-labelledby={titleId}>
      <h3 id={titleId} lang={contentLanguage(exam.title)}>
        {exam.title}
      </h3>
      {justCreated && (
        <p className="reveal-note correct" role="status" tabIndex={-1} ref={confirmation}>
          {fill(t("created"), {
            address: (
              <Link to={`/exams/${exam.slug}`} lang="en">
                /exams/{exam.slug}
              </Link>
            ),
          })}
        </p>
      )}
      <p className="hint">
        {fill(t(cancelled ? "examCancelledWindow" : "examWindow"), {
          address: <span lang="en">/exams/{exam.slug}</span>,
          when: zoned(exam.closes_at),
          opens: zoned(exam.opens_at),
          closes: zoned(exam.closes_at),
          profile: <span lang="en">{exam.profile}</span>,
          code: exam.access_code
            ? fill(t("code"), { code: <span lang="en">{exam.access_code}</span> })
            : t("noAccessCode"),
        })}
      </p>
      <p className="hint" data-testid="order">
        {t(
          exam.shuffle_questions
            ? exam.shuffle_options
              ? "cardOrderBoth"
              : "cardOrderQuestionsOnly"
            : exam.shuffle_options
              ? "cardOrderOptionsOnly"
              : "cardOrderNeither",
        )}
      </p>
      {exam.warning && (
        <p className="field-error">
          <CodedText message={localMessage(examsMessages, exam.warning)} />
        </p>
      )}
      <p>
        <span data-testid="started">{t("started", { count: exam.started })}</span> ·{" "}
        <span data-testid="submitted">{t("submitted", { count: exam.submitted })}</span> ·{" "}
        {cancelled
          ? t("noResultsCancelled")
          : exam.released_at
            ? t("resultsReleasedAt", { when: zoned(exam.released_at) })
            : exam.released
              ? t("resultsAreReleased")
              : t(exam.release === "manual" ? "resultsByHand" : "resultsAtClose")}
      </p>
      {!cancelled && !exam.released && exam.release === "manual" && !over && (
        <p className="hint">{t("releaseAfterClose", { when: zoned(exam.closes_at) })}</p>
      )}
      {exam.held_by && (
        <p className="hint" role="status">
          {exam.held_by.opens
            ? t("sHeldBackLater", {
                title: exam.held_by.title,
                opens: zoned(exam.held_by.opens),
                when: zoned(exam.held_by.until),
              })
            : t("sHeldBack", { title: exam.held_by.title, when: zoned(exam.held_by.until) })}
        </p>
      )}
      <div className="quiz-actions">
        <button className="button" type="button" onClick={openMerit}>
          {t("meritList")}
        </button>
        <button className="button" type="button" onClick={downloadCsv}>
          {fill(t("downloadCsv"), FORMATS)}
        </button>
        {(running || notYetOpen) && (
          <button
            className="button"
            type="button"
            disabled={closing.isPending}
            onClick={() => setConfirmingClose(true)}
          >
            {t(notYetOpen ? "cancelExam" : "closeNow")}
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
        title={t(notYetOpen ? "cancelTitle" : "closeTitle")}
        confirmLabel={t(notYetOpen ? "cancelExam" : "closeNow")}
        cancelLabel={t(notYetOpen ? "keepExam" : "keepOpen")}
        onConfirm={() => {
          setConfirmingClose(false);
          closing.mutate();
        }}
        onCancel={() => setConfirmingClose(false)}
      >
        {notYetOpen ? (
          <p>{t("cancelWarning")}</p>
        ) : (
          <>
            <p>{plural("closeWarning", exam.started - exam.submitted)}</p>
            <p>{t(exam.release === "manual" ? "closeThenByHand" : "closeThenAtClose")}</p>
          </>
        )}
      </ConfirmDialog>
      {message && <p role="status">{message()}</p>}
      {meritQuery.error && (
        <p role="alert">
          <CodedText message={meritQuery.error as ApiError} />
        </p>
      )}
      {merit && (
        // A list wider than a phone scrolls inside its own box, never the page; the box takes the
        // keyboard's focus so it can be scrolled without a pointer.
        <div
          className="table-scroll merit-scroll"
          role="region"
          tabIndex={0}
          aria-label={t(merit.final ? "meritList" : "meritListOpen")}
        >
          <table>
            <caption>{t(merit.final ? "meritList" : "meritListOpen")}</caption>
            <thead>
              <tr>
                <th>{t("rank")}</th>
                <th>{t("name")}</th>
                <th>{t("email")}</th>
                <th>{t("score")}</th>
                <th>{t("percentile")}</th>
                <th>{t("submittedAt", { zone: zoneLabel(new Date(), language) })}</th>
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
                  <td>{row.submitted_at ? formatWhen(new Date(row.submitted_at)) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
