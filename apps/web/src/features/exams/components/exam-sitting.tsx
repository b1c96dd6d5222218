import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { FormField } from "../../../components/ui/form-field";
import { NotHere } from "../../../components/ui/not-here";
import { examsMessages } from "@tayari/contracts/messages/exams";
import type { AttemptResponse, OpenExam } from "@tayari/contracts/exam-sitting";
import { PassagesProvider } from "../../../components/question/passages";
import { QuestionView, useOptionKeys } from "../../../components/question/question-view";
import { FinishDialog } from "../../../components/sitting/finish-dialog";
import { PaperClock } from "../../../components/sitting/paper-clock";
import type { PaperViewProps } from "../../../components/sitting/paper-view-props";
import { SittingFrame, SittingNav, SittingStatus } from "../../../components/sitting/sitting-frame";
import { ApiError } from "../../../lib/api-error";
import { localMessage, type Coded } from "../../../lib/codes";
import { contentLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";
import { useAttemptWatch } from "../attempt-watch";
import { useServerCountdown } from "../../../components/sitting/server-countdown";
import {
  saveAnswer,
  useExamResult,
  useRefreshOpenExams,
  useResumedAttempt,
  useStartAttempt,
  useSubmitAttempt,
} from "../api/exam-attempt";
import { useOpenExams } from "../api/list-open-exams";
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

/** `/exams/{slug}`: start with the access code, sit the paper on the server's clock, see the result. */
/**
 * `examiner`: the account is an examiner's, which sits no exam (the page says so instead of offering
 * Start). Its route's gate lets only the signed-in in; the API still checks every request.
 */
export function ExamSitting({ slug, examiner = false }: { slug: string; examiner?: boolean }) {
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
  const refreshOpenExams = useRefreshOpenExams();
  const open = useOpenExams(true);
  const exam = open.data?.exams.find((e) => e.slug === slug);
  // Started on this page, or the running attempt resumed from the server.
  const [started, setStarted] = useState<AttemptResponse | null>(null);
  // The answer of the submit (or of a refused save that ended the paper).
  const [done, setDone] = useState<Coded | null>(null);
  // When the examiner closed the exam early ("Close now"), if that is what ended the paper.
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [wantResult, setWantResult] = useState(false);
  const resumed = useResumedAttempt(slug, exam?.attempt === "running" && !started && !done);
  const closed = open.isSuccess && (!exam || exam.attempt === "submitted");
  const result = useExamResult(slug, done ? wantResult : closed);
  const onDone = useCallback(
    (message: Coded, closedEarlyAt: string | null = null) => {
      setDone(message);
      setClosedAt(closedEarlyAt);
      refreshOpenExams();
    },
    [refreshOpenExams],
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
            {t("closedByExaminer", { when: formatWhen(new Date(closedAt), { nameZone: true }) })}
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
  // A question on a passage draws it above, the passage sent once with the paper (decision 221).
  if (attempt)
    return (
      <PassagesProvider passages={attempt.passages}>
        <Paper slug={slug} attempt={attempt} onDone={onDone} />
      </PassagesProvider>
    );
  // The result's answer counts only while the exam is not among the open ones (an opening
  // reached leaves the "opens later" answer behind).
  const failure = open.error ?? resumed.error ?? (closed ? result.error : null);
  if (failure) {
    const code = failure === result.error ? (failure as ApiError).code : undefined;
    // Before the opening (decision 108): when it opens, and the page moves on by itself then.
    if (code === "exams.opensLater")
      return (
        <OpensLater
          message={asCoded(failure)}
          onOpen={() => {
            refreshOpenExams();
            void result.refetch();
          }}
        />
      );
    // Not open, and not sat: no exam to sit at this address (mistyped, cut short, cancelled), said
    // in a student's words with the way back to the open exams (decision 261); "closed at …" after
    // the close.
    const notSat =
      failure === result.error && (failure as ApiError).status === 404 && code !== "exams.closedAt";
    if (notSat)
      return (
        <NotHere
          title={t("examNotHere")}
          text={t("examNotHereWhy")}
          back={{ to: "/exams", label: t("backToExams") }}
        />
      );
    return (
      <section className="page">
        <p className="load-error">
          <CodedText message={asCoded(failure)} />
        </p>
      </section>
    );
  }
  if (exam?.attempt === "none")
    return <StartForm exam={exam} onStarted={setStarted} examiner={examiner} />;
  return <section className="page">{t("loadingExam")}</section>;
}

/**
 * An exam not open yet: when it opens, in the student's language on Nepal's clock, and a countdown
 * to the server's opening time (its `seconds`, on the page's monotonic clock) that asks again then.
 */
function OpensLater({ message, onOpen }: { message: Coded; onOpen: () => void }) {
  const { t } = useMessages();
  const seconds = Number(message.params.seconds ?? 0);
  const left = useServerCountdown(seconds);
  const opened = left === 0;
  const open = useEffectEvent(onOpen);
  useEffect(() => {
    if (opened) open();
  }, [opened, seconds]);
  return (
    <section className="page narrow">
      <p role="status">
        <CodedText message={message} />
      </p>
      <p className="hint">{t(opened ? "opening" : "opensByItself")}</p>
    </section>
  );
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
  const [roll, setRoll] = useState("");
  const start = useStartAttempt(exam.slug, onStarted);
  // Asked once the server says the exam's list names candidates by roll number (decision 215).
  const refusal = start.error instanceof ApiError ? start.error.code : undefined;
  const asksRoll =
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
        <h1 lang={contentLanguage(exam.title)}>{exam.title}</h1>
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

/** `waiting`: kept on this device, sent when the connection returns (decision 143). */
type SaveState = "saving" | "saved" | "waiting" | Coded;

/** How often picks the server has not acknowledged are sent again while the page is open. */
export const RESEND_EVERY_MS = 10_000;

/** A pick not acknowledged after this long is counted aloud, even while its save still waits. */
export const SLOW_SAVE_MS = 5_000;

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
  // The attempt's own end; an end the server names earlier than this is the examiner's close, a
  // later one extra time given by the examiner (decision 213), which the clock then follows.
  const plannedEnd = useRef(Date.parse(attempt.deadline));
  const [shownEnd, setShownEnd] = useState(plannedEnd.current);
  const closedAt = useRef<string | null>(null);
  const closedEarly = (when: unknown) => {
    const at = typeof when === "string" ? Date.parse(when) : NaN;
    // The refusal's time has whole seconds: a close within the last second is the planned end.
    if (at < plannedEnd.current - 1_000) closedAt.current = new Date(at).toISOString();
  };

  const submission = useSubmitAttempt(slug, {
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
    useCallback((status: { deadline: string; seconds_left: number; submitted: boolean }) => {
      if (status.submitted) return submitRef.current(true);
      const end = Date.parse(status.deadline);
      if (end > plannedEnd.current + 1_000) {
        plannedEnd.current = end;
        setShownEnd(end);
        return setServerLeft(status.seconds_left);
      }
      if (end >= plannedEnd.current) return;
      closedEarly(status.deadline);
      setServerLeft(status.seconds_left);
      if (status.seconds_left === 0) submitRef.current(true);
    }, []),
  );

  /**
   * Sends one pick; kept on this device until the server acknowledges it or a later one. Resolves
   * false when it could not reach the server (offline, or the server busy or down).
   */
  function sendPick(id: string, pick: string, seq: number): Promise<boolean> {
    const token = `${id}:${seq}`;
    if (inFlight.current.has(token)) return Promise.resolve(true);
    inFlight.current.add(token);
    return saveAnswer(slug, Number(id), pick, seq)
      .then(
        (kept) => {
          // Word from the server: the attempt was open; the status poll can wait. Its time left
          // well past the clock's: extra time was given (decision 213), and the clock follows.
          heard();
          if (left !== null && kept.seconds_left > left + 5) {
            plannedEnd.current += (kept.seconds_left - left) * 1000;
            setShownEnd(plannedEnd.current);
            setServerLeft(kept.seconds_left);
          }
          setPending(dropPending(attempt.id, id, kept.seq));
          lastSeq.current = Math.max(lastSeq.current, kept.seq);
          const shown = onScreen.current[id] ?? 0;
          // An older pick's answer while a later one is on its way: the later one's answer decides.
          if (kept.seq < shown) return true;
          if (kept.seq > shown) {
            // A later pick made elsewhere (another device of this student) is the one kept: show it.
            onScreen.current[id] = kept.seq;
            setAnswers((a) => ({ ...a, [id]: kept.pick }));
          }
          setSaves((s) => ({ ...s, [id]: "saved" }));
          return true;
        },
        (error: unknown) => {
          if ((error as ApiError).status === 409) {
            const refusal = asCoded(error);
            if (refusal.code === "exams.timeUp") closedEarly(refusal.params.when);
            // Over (time up, or handed in elsewhere): what was not sent cannot count (decision 143).
            clearPending(attempt.id);
            setPending({});
            onDone(refusal, closedAt.current);
            return false;
          }
          if (passing(error)) {
            if (onScreen.current[id] === seq) setSaves((s) => ({ ...s, [id]: "waiting" }));
            return false;
          }
          // Refused for good (not on the paper, not an option): sending it again cannot help.
          setPending(dropPending(attempt.id, id, seq));
          if (onScreen.current[id] === seq) setSaves((s) => ({ ...s, [id]: asCoded(error) }));
          return true;
        },
      )
      .finally(() => inFlight.current.delete(token));
  }

  /**
   * Sends the picks this device still keeps, one after another (a hall whose network returns does
   * not send every kept pick of every student at once), stopping at the first that cannot reach the
   * server; one flush at a time.
   */
  const flushing = useRef<Promise<void> | null>(null);
  const flush = () =>
    (flushing.current ??= (async () => {
      for (const [id, p] of Object.entries(readPending(attempt.id)))
        if (!(await sendPick(id, p.pick, p.seq))) break;
    })().finally(() => (flushing.current = null)));
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
  // A save that hangs (a dead connection, not yet a failure) is said as soon as one that fails.
  const [slowSave, setSlowSave] = useState<boolean | null>(null);
  useEffect(() => {
    if (!anyPending) return;
    const timer = setTimeout(() => setSlowSave(true), SLOW_SAVE_MS);
    return () => {
      clearTimeout(timer);
      setSlowSave(null);
    };
  }, [anyPending]);
  const slow = anyPending && slowSave === true;

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

  const save = saves[String(question.id)];
  // A pick whose save failed for now: the student is told how many are not on the server yet.
  const waiting = Object.values(saves).includes("waiting");
  return (
    <PaperView
      attempt={attempt}
      index={index}
      onIndex={setIndex}
      answers={answers}
      onPick={choose}
      seconds={left}
      onSubmit={submit}
      alert={
        anyPending &&
        (waiting || notSent || slow) && (
          <p className="reveal-note exam-unsaved" role="alert" data-testid="unsaved">
            {plural("unsavedAnswers", Object.keys(pending).length, {
              when: formatWhen(new Date(shownEnd), { nameZone: true }),
            })}
            {notSent ? ` ${t("submitWhenSent")}` : ""}
          </p>
        )
      }
      line={
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
      }
    />
  );
}

/**
 * The paper on the candidate's screen: the frame with the exam's title, the clock and where the
 * candidate is, the question with its options, the buttons, and the finish dialog. The sitting
 * draws it with its saves; the examiner's preview (decision 250; its route gives it this) draws the
 * very same, with picks kept on the page only. `banner`: above the paper (the preview's mark); `line`: under the options
 * (the sitting's "Saved"); `note(question)`: after it (the preview's key, when asked for).
 */
export function PaperView({
  attempt,
  index,
  onIndex,
  answers,
  onPick,
  seconds,
  onSubmit,
  banner,
  alert,
  line,
  note,
}: PaperViewProps & {
  alert?: ReactNode;
  line?: ReactNode;
}) {
  const { t } = useMessages();
  const question = attempt.questions[index]!;
  // The keys of every timed screen: A-E or 1-5 pick, Enter goes to the next question.
  const last = index === attempt.questions.length - 1;
  useOptionKeys({
    options: question.options,
    enabled: true,
    onPick: (option) => onPick(option),
    onEnter: last ? null : () => onIndex(index + 1),
  });

  const answered = Object.keys(answers).length;
  const unanswered = attempt.questions.length - answered;
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  return (
    <SittingFrame title={attempt.exam.title} titleLang={contentLanguage(attempt.exam.title)}>
      {banner}
      {/* The time left stays pinned under the top bar, as on every timed screen. */}
      <SittingStatus
        clock={<PaperClock label={t("timeLeft")} seconds={seconds} />}
        number={index + 1}
        total={attempt.questions.length}
        answered={answered}
      />
      {alert}
      <QuestionView
        question={question}
        number={index + 1}
        name={`q${question.id}`}
        mode="choosing"
        pick={answers[String(question.id)] ?? null}
        onPick={(option) => onPick(option)}
      >
        {line}
        {note?.(question)}
      </QuestionView>
      <SittingNav>
        <button
          className="button"
          type="button"
          disabled={index === 0}
          onClick={() => onIndex(index - 1)}
        >
          {t("previous")}
        </button>
        {index < attempt.questions.length - 1 ? (
          <button
            className="button"
            type="button"
            aria-label={t("finishNow")}
            onClick={() => setConfirmingFinish(true)}
          >
            {t("finishShort")}
          </button>
        ) : null}
        {index < attempt.questions.length - 1 ? (
          <button className="button primary" type="button" onClick={() => onIndex(index + 1)}>
            {t("next")}
          </button>
        ) : (
          <button className="button primary" type="button" onClick={() => onSubmit()}>
            {t("submitExam")}
          </button>
        )}
      </SittingNav>
      <FinishDialog
        open={confirmingFinish}
        title={t("finishTitle")}
        confirmLabel={t("finishNow")}
        cancelLabel={t("keepGoing")}
        unanswered={unanswered}
        warning={t("finishWarning")}
        onConfirm={() => {
          setConfirmingFinish(false);
          onSubmit();
        }}
        onCancel={() => setConfirmingFinish(false)}
      />
    </SittingFrame>
  );
}
