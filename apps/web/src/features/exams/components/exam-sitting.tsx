import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { examsMessages } from "@tayari/contracts/messages/exams";
import { getExamResult } from "@tayari/contracts/exam-results";
import {
  listOpenExams,
  saveExamAnswer,
  startExamAttempt,
  submitExamAttempt,
  type AttemptResponse,
  type OpenExam,
} from "@tayari/contracts/exam-sitting";
import { QuestionView, useOptionKeys } from "../../../components/question/question-view";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ApiError, call } from "../../../lib/api-client";
import { localMessage, type Coded } from "../../../lib/codes";
import { endpointKey, endpointQuery } from "../../../lib/endpoint-query";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { useAttemptWatch } from "../attempt-watch";
import { formatClock, useServerCountdown } from "../server-clock";
import { formatWhen } from "../../../components/ui/timed-text";
import { CodedText } from "../text";
import {
  clearPending,
  dropPending,
  keepPending,
  readPending,
  type PendingPicks,
} from "../pending-picks";
import { ExamResult } from "./exam-result";
import { SignInFirst } from "./sign-in-first";

/** `/exams/{slug}`: start with the access code, sit the paper on the server's clock, see the result. */
/**
 * `signedIn`: the route knows the session; `examiner`: the account is an examiner's, which sits no
 * exam (the page says so instead of offering Start). The API still checks every request.
 */
export function ExamSitting({
  slug,
  signedIn,
  examiner = false,
}: {
  slug: string;
  signedIn: boolean;
  examiner?: boolean;
}) {
  if (!signedIn) return <SignInFirst what="scholarshipExam" />;
  return <Sitting slug={slug} examiner={examiner} />;
}

/** A failure as a coded message (what a query or mutation throws is an ApiError). */
const asCoded = (error: unknown): Coded =>
  error instanceof ApiError
    ? error
    : { code: "client.unreachable", params: {}, message: (error as Error).message };

/**
 * Where the student is, from the server's state: the exams open now say whether this student's
 * attempt is none, running or submitted; a running one is resumed (the start endpoint gives the
 * running attempt back), a closed one shows its result or when it is out.
 */
function Sitting({ slug, examiner }: { slug: string; examiner: boolean }) {
  const { t } = useMessages();
  const queryClient = useQueryClient();
  const open = useQuery({ ...endpointQuery(listOpenExams), staleTime: 0 });
  const exam = open.data?.exams.find((e) => e.slug === slug);
  // Started on this page, or the running attempt resumed from the server.
  const [started, setStarted] = useState<AttemptResponse | null>(null);
  // The answer of the submit (or of a refused save that ended the paper).
  const [done, setDone] = useState<Coded | null>(null);
  // When the examiner closed the exam early ("Close now"), if that is what ended the paper.
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [wantResult, setWantResult] = useState(false);
  const resumed = useQuery({
    queryKey: endpointKey(startExamAttempt, { params: { slug }, body: {} }),
    queryFn: () => call(startExamAttempt, { params: { slug }, body: {} }),
    enabled: exam?.attempt === "running" && !started && !done,
    staleTime: Infinity,
    gcTime: 0,
  });
  const closed = open.isSuccess && (!exam || exam.attempt === "submitted");
  const result = useQuery({
    ...endpointQuery(getExamResult, { params: { slug } }),
    enabled: done ? wantResult : closed,
    staleTime: 0,
    gcTime: 0,
  });
  const onDone = useCallback(
    (message: Coded, closedEarlyAt: string | null = null) => {
      setDone(message);
      setClosedAt(closedEarlyAt);
      void queryClient.invalidateQueries({ queryKey: endpointKey(listOpenExams) });
    },
    [queryClient],
  );

  if (result.data) return <ExamResult result={result.data} />;
  // Sat and submitted, its result not out yet: the same screen after a reload as before it.
  const sat = !done && result.error instanceof ApiError && result.error.status !== 404;
  if (done || sat)
    return (
      <section className="page narrow">
        <h1>{t("examSubmitted")}</h1>
        {done && closedAt && (
          <p className="reveal-note">
            {t("closedByExaminer", { when: formatWhen(new Date(closedAt)) })}
          </p>
        )}
        <p role="status">
          <CodedText message={result.error || !done ? asCoded(result.error) : done} />
        </p>
        <button
          className="button"
          type="button"
          onClick={() => (wantResult || sat ? void result.refetch() : setWantResult(true))}
        >
          {t("checkMyResult")}
        </button>
      </section>
    );
  const attempt = started ?? resumed.data;
  if (attempt) return <Paper slug={slug} attempt={attempt} onDone={onDone} />;
  const failure = open.error ?? resumed.error ?? result.error;
  if (failure) {
    // Not open, and not sat: nothing to show but that.
    const notSat = failure === result.error && (failure as ApiError).status === 404;
    return (
      <section className="page">
        <p className="load-error">
          {notSat ? t("examNotOpenNow") : <CodedText message={asCoded(failure)} />}
        </p>
      </section>
    );
  }
  if (exam?.attempt === "none")
    return <StartForm exam={exam} onStarted={setStarted} examiner={examiner} />;
  return <section className="page">{t("loadingExam")}</section>;
}

function StartForm({
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
  const start = useMutation({
    mutationFn: (accessCode: string) =>
      call(startExamAttempt, {
        params: { slug: exam.slug },
        body: accessCode ? { access_code: accessCode } : {},
      }),
    onSuccess: onStarted,
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    start.mutate(code.trim());
  }
  return (
    <section className="page narrow">
      <form className="auth-form" onSubmit={onSubmit}>
        <h1 lang={contentLanguage(exam.title)}>{exam.title}</h1>
        <p>
          {plural("intro", exam.question_count, {
            minutes: Math.round(exam.duration_seconds / 60),
          })}
        </p>
        {examiner ? (
          // Examiners do not sit exams (issue 30): said before a tap, not after it.
          <p role="status">
            <CodedText message={localMessage(examsMessages, "exams.examinersDoNotSit")} />
          </p>
        ) : null}
        {exam.needs_access_code && !examiner && (
          <label className="field">
            <span>{t("accessCode")}</span>
            <input value={code} onChange={(e) => setCode(e.target.value)} required />
          </label>
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

/** `waiting`: kept on this device, sent when the connection returns (decision 143). */
type SaveState = "saving" | "saved" | "waiting" | Coded;

/** How often picks the server has not acknowledged are sent again while the page is open. */
export const RESEND_EVERY_MS = 10_000;

/** A failure that may pass (offline, the server busy or down): the pick is kept and sent again. */
const passing = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

function Paper({
  slug,
  attempt,
  onDone,
}: {
  slug: string;
  attempt: AttemptResponse;
  onDone: (message: Coded, closedAt?: string | null) => void;
}) {
  const { t, plural } = useMessages();
  const [index, setIndex] = useState(attempt.resume_at);
  // Picks made on this device that the server has not acknowledged (a reload, a closed tab, a
  // restarted browser): shown as made, and sent again (decision 143).
  const [pending, setPending] = useState<PendingPicks>(() => readPending(attempt.id));
  const [answers, setAnswers] = useState<Record<string, string>>(() => {
    const mine = Object.entries(readPending(attempt.id)).map(([id, p]) => [id, p.pick]);
    return { ...attempt.answers, ...Object.fromEntries(mine) };
  });
  const [saves, setSaves] = useState<Record<string, SaveState>>(() =>
    Object.fromEntries(Object.keys(readPending(attempt.id)).map((id) => [id, "waiting"])),
  );
  // The time left as the server last said it: the start's, or a status that moved the end.
  const [serverLeft, setServerLeft] = useState(attempt.seconds_left);
  const left = useServerCountdown(serverLeft);
  const submitting = useRef(false);
  const question = attempt.questions[index]!;
  // The attempt's own end; an end the server names earlier than this is the examiner's close.
  const plannedEnd = Date.parse(attempt.deadline);
  const closedAt = useRef<string | null>(null);
  const closedEarly = (when: unknown) => {
    const at = typeof when === "string" ? Date.parse(when) : NaN;
    // The refusal's time has whole seconds: a close within the last second is the planned end.
    if (at < plannedEnd - 1_000) closedAt.current = new Date(at).toISOString();
  };

  const submission = useMutation({
    mutationFn: () => call(submitExamAttempt, { params: { slug } }),
    onSuccess: (notice) => {
      // Handed in: a pick still here can no longer count.
      clearPending(attempt.id);
      onDone(notice, closedAt.current);
    },
    onError: (error) => {
      submitting.current = false;
      onDone(asCoded(error), closedAt.current);
    },
  });
  const { mutate: send } = submission;
  // The attempt's pick counter (going on from the server's, or from the highest pick kept on this
  // device, on a resume), and the number of the pick on screen for each question: "Saved" only
  // when the server says it keeps that one.
  const lastSeq = useRef(
    Math.max(attempt.seq, ...Object.values(readPending(attempt.id)).map((p) => p.seq)),
  );
  const onScreen = useRef<Record<string, number>>(
    Object.fromEntries(Object.entries(readPending(attempt.id)).map(([id, p]) => [id, p.seq])),
  );
  const inFlight = useRef(new Set<string>());
  const [notSent, setNotSent] = useState(false);

  const submitRef = useRef<(timeUp?: boolean) => void>(() => {});
  // Between saves the sitting asks the server where the attempt stands (every 30 s without word,
  // and as the page is shown again): "Close now" ends the paper here within that bound, the
  // answers saved so far kept; a submit on another device ends it too.
  const { heard } = useAttemptWatch(
    slug,
    useCallback(
      (status: { deadline: string; seconds_left: number; submitted: boolean }) => {
        if (status.submitted) return submitRef.current(true);
        if (Date.parse(status.deadline) >= plannedEnd) return;
        closedEarly(status.deadline);
        setServerLeft(status.seconds_left);
        if (status.seconds_left === 0) submitRef.current(true);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [plannedEnd],
    ),
  );

  /** Sends one pick; kept on this device until the server acknowledges it or a later one. */
  function sendPick(id: string, pick: string, seq: number): Promise<void> {
    const token = `${id}:${seq}`;
    if (inFlight.current.has(token)) return Promise.resolve();
    inFlight.current.add(token);
    return call(saveExamAnswer, {
      params: { slug, question_id: Number(id) },
      body: { pick, seq },
    })
      .then(
        (kept) => {
          // Word from the server: the attempt was open; the status poll can wait.
          heard();
          setPending(dropPending(attempt.id, id, kept.seq));
          lastSeq.current = Math.max(lastSeq.current, kept.seq);
          const shown = onScreen.current[id] ?? 0;
          // An older pick's answer while a later one is on its way: the later one's answer decides.
          if (kept.seq < shown) return;
          if (kept.seq > shown) {
            // A later pick made elsewhere (another device of this student) is the one kept: show it.
            onScreen.current[id] = kept.seq;
            setAnswers((a) => ({ ...a, [id]: kept.pick }));
          }
          setSaves((s) => ({ ...s, [id]: "saved" }));
        },
        (error: unknown) => {
          if ((error as ApiError).status === 409) {
            const refusal = asCoded(error);
            if (refusal.code === "exams.timeUp") closedEarly(refusal.params.when);
            // Over (time up, or handed in elsewhere): what was not sent cannot count (decision 143).
            clearPending(attempt.id);
            setPending({});
            return onDone(refusal, closedAt.current);
          }
          if (passing(error)) {
            if (onScreen.current[id] === seq) setSaves((s) => ({ ...s, [id]: "waiting" }));
            return;
          }
          // Refused for good (not on the paper, not an option): sending it again cannot help.
          setPending(dropPending(attempt.id, id, seq));
          if (onScreen.current[id] === seq) setSaves((s) => ({ ...s, [id]: asCoded(error) }));
        },
      )
      .finally(() => inFlight.current.delete(token));
  }

  /** Sends every pick this device still keeps; resolves once each has been answered or failed. */
  const flush = () =>
    Promise.all(
      Object.entries(readPending(attempt.id)).map(([id, p]) => sendPick(id, p.pick, p.seq)),
    );
  const flushRef = useRef(flush);
  flushRef.current = flush;

  // Kept picks go out at once (a resume), when the connection returns, when the page is shown
  // again, and every RESEND_EVERY_MS while any is left.
  const anyPending = Object.keys(pending).length > 0;
  useEffect(() => {
    void flushRef.current();
    const again = () => {
      if (document.visibilityState === "visible") void flushRef.current();
    };
    window.addEventListener("online", again);
    document.addEventListener("visibilitychange", again);
    return () => {
      window.removeEventListener("online", again);
      document.removeEventListener("visibilitychange", again);
    };
  }, []);
  useEffect(() => {
    if (!anyPending) return;
    const timer = setInterval(() => void flushRef.current(), RESEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [anyPending]);

  /**
   * Hands the paper in, once every kept pick is on the server. `timeUp`: the clock says the paper
   * is over; the server takes no pick after its end, so it is handed in whatever is left.
   */
  const submit = (timeUp = false) => {
    if (submitting.current) return;
    submitting.current = true;
    void flushRef.current().then(() => {
      if (!timeUp && Object.keys(readPending(attempt.id)).length) {
        submitting.current = false;
        setNotSent(true);
        return;
      }
      setNotSent(false);
      send();
    });
  };
  submitRef.current = submit;

  useEffect(() => {
    if (left === 0) submitRef.current(true);
  }, [left]);

  function choose(pick: string) {
    const id = String(question.id);
    const seq = ++lastSeq.current;
    onScreen.current[id] = seq;
    // On this device first: a closed tab or a lost network keeps it (decision 143).
    setPending(keepPending(attempt.id, id, { pick, seq }));
    setAnswers((a) => ({ ...a, [id]: pick }));
    setSaves((s) => ({ ...s, [id]: "saving" }));
    void sendPick(id, pick, seq);
  }

  // The keys of every timed screen: A-E or 1-5 pick, Enter goes to the next question.
  const last = index === attempt.questions.length - 1;
  useOptionKeys({
    options: question.options,
    enabled: true,
    onPick: (option) => choose(option),
    onEnter: last ? null : () => setIndex(index + 1),
  });

  const save = saves[String(question.id)];
  // A pick whose save failed for now: the student is told how many are not on the server yet.
  const waiting = Object.values(saves).includes("waiting");
  const answered = Object.keys(answers).length;
  const unanswered = attempt.questions.length - answered;
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  return (
    <section className="page quiz">
      <header className="quiz-header">
        <h1 lang={contentLanguage(attempt.exam.title)}>{attempt.exam.title}</h1>
      </header>
      {/* The time left stays pinned under the top bar, as on every timed screen. */}
      <div className="quiz-status">
        <p className="countdown" role="timer" aria-label={t("timeLeft")}>
          {left === null ? "" : formatClock(left)}
        </p>
        <p className="progress">
          {t("questionProgress", {
            number: index + 1,
            total: attempt.questions.length,
            answered,
          })}
        </p>
      </div>
      {anyPending && (waiting || notSent) && (
        <p className="reveal-note" role="alert" data-testid="unsaved">
          {plural("unsavedAnswers", Object.keys(pending).length, {
            when: formatWhen(new Date(plannedEnd), { nameZone: true }),
          })}
          {notSent ? ` ${t("submitWhenSent")}` : ""}
        </p>
      )}
      <QuestionView
        question={question}
        number={index + 1}
        name={`q${question.id}`}
        mode="choosing"
        pick={answers[String(question.id)] ?? null}
        onPick={(option) => choose(option)}
      >
        <p className="save-status" role="status">
          {save === "saving" ? (
            t("saving")
          ) : save === "saved" ? (
            t("saved")
          ) : save === "waiting" ? (
            t("notSavedYet")
          ) : save ? (
            <CodedText message={save} />
          ) : (
            ""
          )}
        </p>
      </QuestionView>
      <div className="quiz-actions">
        <button
          className="button"
          type="button"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          {t("previous")}
        </button>
        {index < attempt.questions.length - 1 ? (
          <button className="button primary" type="button" onClick={() => setIndex(index + 1)}>
            {t("next")}
          </button>
        ) : (
          <button className="button primary" type="button" onClick={() => submit()}>
            {t("submitExam")}
          </button>
        )}
        {index < attempt.questions.length - 1 ? (
          <button className="button" type="button" onClick={() => setConfirmingFinish(true)}>
            {t("finishNow")}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmingFinish}
        title={t("finishTitle")}
        confirmLabel={t("finishNow")}
        cancelLabel={t("keepGoing")}
        onConfirm={() => {
          setConfirmingFinish(false);
          submit();
        }}
        onCancel={() => setConfirmingFinish(false)}
      >
        <p>
          {plural("unanswered", unanswered)} {t("finishWarning")}
        </p>
      </ConfirmDialog>
    </section>
  );
}
