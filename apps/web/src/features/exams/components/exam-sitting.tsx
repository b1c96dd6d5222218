import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { AttemptResponse, OpenExam, ResultResponse } from "@tayari/contracts/exams";
import { QuestionText } from "../../../components/question-text";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ApiError } from "../../../lib/api-client";
import { contentLanguage } from "../../../lib/i18n";
import { examsApi } from "../api";
import { knownServerText, serverText } from "../localize";
import { useMessages } from "../messages";
import { formatClock, useServerCountdown } from "../server-clock";
import { ExamResult } from "./exam-result";
import { SignInFirst } from "./sign-in-first";

type Phase =
  | { name: "loading" }
  | { name: "closed"; message: string | null }
  | { name: "intro"; exam: OpenExam }
  | { name: "sitting"; attempt: AttemptResponse }
  | { name: "done"; message: string }
  | { name: "result"; result: ResultResponse };

/** `/exams/{slug}`: start with the access code, sit the paper on the server's clock, see the result. */
/** `signedIn`: the route knows the session; the API still checks every request. */
export function ExamSitting({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const { t } = useMessages();
  const [phase, setPhase] = useState<Phase>({ name: "loading" });

  const showResult = useCallback(async () => {
    try {
      setPhase({ name: "result", result: await examsApi.result(slug) });
    } catch (error) {
      setPhase({ name: "done", message: (error as Error).message });
    }
  }, [slug]);

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    (async () => {
      const open = await examsApi.openExams();
      const exam = open.exams.find((e) => e.slug === slug);
      if (cancelled) return;
      if (exam?.attempt === "running")
        return setPhase({ name: "sitting", attempt: await examsApi.start(slug) });
      if (exam?.attempt === "none") return setPhase({ name: "intro", exam });
      try {
        const result = await examsApi.result(slug);
        if (!cancelled) setPhase({ name: "result", result });
      } catch (error) {
        const status = (error as ApiError).status;
        if (!cancelled)
          setPhase(
            status === 404
              ? { name: "closed", message: null }
              : { name: "done", message: (error as Error).message },
          );
      }
    })().catch(
      (error: Error) => !cancelled && setPhase({ name: "closed", message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [slug, signedIn]);

  if (!signedIn) return <SignInFirst what="scholarshipExam" />;
  switch (phase.name) {
    case "loading":
      return <section className="page">{t("loadingExam")}</section>;
    case "closed":
      return (
        <section className="page">
          {phase.message === null ? (
            <p className="load-error">{t("examNotOpenNow")}</p>
          ) : (
            <ServerMessage className="load-error" message={phase.message} />
          )}
        </section>
      );
    case "intro":
      return (
        <StartForm
          exam={phase.exam}
          onStarted={(attempt) => setPhase({ name: "sitting", attempt })}
        />
      );
    case "sitting":
      return (
        <Paper
          slug={slug}
          attempt={phase.attempt}
          onDone={(message) => setPhase({ name: "done", message })}
        />
      );
    case "done":
      return (
        <section className="page narrow">
          <h1>{t("examSubmitted")}</h1>
          <ServerMessage role="status" message={phase.message} />
          <button className="button" type="button" onClick={() => void showResult()}>
            {t("checkMyResult")}
          </button>
        </section>
      );
    case "result":
      return <ExamResult result={phase.result} />;
  }
}

/** A message of the server in the chosen language; one this page does not know stays English. */
function ServerMessage({
  message,
  className,
  role,
}: {
  message: string;
  className?: string;
  role?: "status" | "alert";
}) {
  useMessages();
  return (
    <p className={className} role={role} lang={knownServerText(message) ? undefined : "en"}>
      {serverText(message)}
    </p>
  );
}

function StartForm({
  exam,
  onStarted,
}: {
  exam: OpenExam;
  onStarted: (attempt: AttemptResponse) => void;
}) {
  const { t, plural } = useMessages();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onStarted(await examsApi.start(exam.slug, code.trim() || undefined));
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
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
        {exam.needs_access_code && (
          <label className="field">
            <span>{t("accessCode")}</span>
            <input value={code} onChange={(e) => setCode(e.target.value)} required />
          </label>
        )}
        {error && <ServerMessage className="field-error" role="alert" message={error} />}
        <button className="button primary" type="submit" disabled={busy}>
          {t("startExam")}
        </button>
      </form>
    </section>
  );
}

type SaveState = "saving" | "saved" | string;

function Paper({
  slug,
  attempt,
  onDone,
}: {
  slug: string;
  attempt: AttemptResponse;
  onDone: (message: string) => void;
}) {
  const { t, plural } = useMessages();
  const [index, setIndex] = useState(attempt.resume_at);
  const [answers, setAnswers] = useState<Record<string, string>>(attempt.answers);
  const [saves, setSaves] = useState<Record<string, SaveState>>({});
  const left = useServerCountdown(attempt.seconds_left);
  const submitting = useRef(false);
  const question = attempt.questions[index]!;

  const submit = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      onDone((await examsApi.submit(slug)).message);
    } catch (error) {
      submitting.current = false;
      onDone((error as Error).message);
    }
  }, [slug, onDone]);

  useEffect(() => {
    if (left === 0) void submit();
  }, [left, submit]);

  async function choose(pick: string) {
    const id = String(question.id);
    setAnswers((a) => ({ ...a, [id]: pick }));
    setSaves((s) => ({ ...s, [id]: "saving" }));
    try {
      await examsApi.answer(slug, question.id, pick);
      setSaves((s) => ({ ...s, [id]: "saved" }));
    } catch (error) {
      setSaves((s) => ({ ...s, [id]: (error as Error).message }));
      if ((error as ApiError).status === 409) onDone((error as Error).message);
    }
  }

  const save = saves[String(question.id)];
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
      <div className="question-card">
        <h2 lang={contentLanguage(question.question)}>
          <QuestionText text={question.question} math={question.math} />
        </h2>
        <ol className="options">
          {question.options.map((option) => {
            const picked = answers[String(question.id)] === option;
            return (
              <li key={option} className={`option${picked ? " picked" : ""}`}>
                <label>
                  <input
                    type="radio"
                    name={`q${question.id}`}
                    checked={picked}
                    onChange={() => void choose(option)}
                  />
                  <span className="option-text" lang={contentLanguage(option)}>
                    <QuestionText text={option} math={question.math} />
                  </span>
                </label>
              </li>
            );
          })}
        </ol>
        <p
          className="save-status"
          role="status"
          lang={
            save && save !== "saving" && save !== "saved" && !knownServerText(save)
              ? "en"
              : undefined
          }
        >
          {save === "saving"
            ? t("saving")
            : save === "saved"
              ? t("saved")
              : save
                ? serverText(save)
                : ""}
        </p>
      </div>
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
          <button className="button primary" type="button" onClick={() => void submit()}>
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
          void submit();
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
