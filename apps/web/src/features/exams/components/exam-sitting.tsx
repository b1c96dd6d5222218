import { useCallback, useEffect, useState } from "react";
import type { AttemptResponse } from "@tayari/contracts/exam-sitting";
import { NotHere } from "../../../components/ui/not-here";
import { PassagesProvider } from "../../../components/question/passages";
import { formatWhen } from "../../../components/ui/timed-text";
import { ApiError } from "../../../lib/api-error";
import type { Coded } from "../../../lib/codes";
import { useExamResult, useRefreshOpenExams, useResumedAttempt } from "../api/exam-attempt";
import { useOpenExams } from "../api/list-open-exams";
import { useNamedMessage } from "../../mocks";
import { asCoded } from "../exam-ledger";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { ExamPaper } from "./exam-paper";
import { ExamResult } from "./exam-result";
import { OpensLater } from "./opens-later";
import { StartForm } from "./start-form";
import { useReopenedSealedPaper } from "./use-sealed-paper";

/** `/exams/{slug}`: start with the access code, sit the paper on the server's clock, see the result. */
/**
 * `examiner`: the account is an examiner's, which sits no exam (the page says so instead of offering
 * Start). Its route's gate lets only the signed-in in; the API still checks every request.
 */
export function ExamSitting({ slug, examiner = false }: { slug: string; examiner?: boolean }) {
  return <Sitting slug={slug} examiner={examiner} />;
}

/**
 * Where the student is, from the server's state: the exams open now say whether this student's
 * attempt is none, running or submitted; a running one is resumed (the start endpoint gives the
 * running attempt back), a closed one shows its result or when it is out.
 */
function Sitting({ slug, examiner }: { slug: string; examiner: boolean }) {
  const { t } = useMessages();
  const named = useNamedMessage(slug);
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
  // Reloaded after the bell before the sealed start was recorded: the copy on this device again.
  const reopened = useReopenedSealedPaper(slug, exam?.attempt === "none" && !started && !done);
  // Kept as the page's attempt once open: the server's word changing under it starts nothing anew.
  const reopenedAttempt = reopened.data ?? null;
  useEffect(() => {
    if (reopenedAttempt) setStarted(reopenedAttempt);
  }, [reopenedAttempt]);
  const closed = open.isSuccess && (!exam || exam.attempt === "submitted");
  const result = useExamResult(slug, done ? wantResult : closed);
  // A check clears the answer before it until its own arrives: the page keeps showing that answer
  // (and its button) meanwhile, instead of falling back to "Loading".
  const [lastAnswer, setLastAnswer] = useState<Error | null>(null);
  useEffect(() => {
    if (!result.isFetching) setLastAnswer(result.error);
  }, [result.isFetching, result.error]);
  const resultError = result.error ?? (result.isFetching ? lastAnswer : null);
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
  const sat = !done && resultError instanceof ApiError && resultError.status !== 404;
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
          <CodedText message={resultError || !done ? asCoded(resultError) : done} />
        </p>
        <button
          className="button"
          type="button"
          // A tap while a check is on its way waits for that check: starting it again would let
          // impatient taps on a slow connection cancel every answer before it arrives.
          onClick={() =>
            wantResult || sat ? void result.refetch({ cancelRefetch: false }) : setWantResult(true)
          }
        >
          {t("checkMyResult")}
        </button>
      </section>
    );
  const attempt = started ?? reopenedAttempt ?? resumed.data;
  // A question on a passage draws it above, the passage sent once with the paper (decision 221).
  if (attempt)
    return (
      <PassagesProvider passages={attempt.passages}>
        <ExamPaper slug={slug} attempt={attempt} onDone={onDone} />
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
          slug={slug}
          onOpen={() => {
            refreshOpenExams();
            void result.refetch();
          }}
          onSealedOpen={setStarted}
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
          <CodedText message={named(asCoded(failure))} />
        </p>
      </section>
    );
  }
  if (exam?.attempt === "none" && !(reopened.isPending && reopened.fetchStatus !== "idle"))
    return <StartForm exam={exam} onStarted={setStarted} examiner={examiner} />;
  return <section className="page">{t("loadingExam")}</section>;
}
