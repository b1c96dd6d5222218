import { useEffect, useRef, useState } from "react";
import type { AttemptResponse, AttemptStatus } from "@tayari/contracts/exam-sitting";
import { picksOf } from "@tayari/quiz/ledger";
import { useAnswerLedger } from "../../../components/sitting/use-answer-ledger";
import { formatWhen } from "../../../components/ui/timed-text";
import type { Coded } from "../../../lib/codes";
import { fetchAttemptStatus, saveAnswer, useSubmitAttempt } from "../api/exam-attempt";
import { keptSealedId, sealedSendFrom } from "../api/sealed-paper";
import { useAttemptWatch } from "../attempt-watch";
import { asCoded, dropLedger, openLedger, sendExamAnswers, storeLedger } from "../exam-ledger";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { PaperView } from "./paper-view";
import { useExamClock } from "./use-exam-clock";

/**
 * A running attempt: the paper on the server's clock, each pick kept on this device and sent on
 * its own through the answer ledger (decisions 143, 340, 344), handed in at the end or when the
 * clock or the examiner ends it. `onDone`: the paper is over, with the server's word and, when the
 * examiner closed it early, when.
 */
export function ExamPaper({
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
  const clock = useExamClock(attempt);
  const submitting = useRef(false);
  const [notSent, setNotSent] = useState(false);
  // Questions whose last send could not reach the server: "not saved yet", not "saving".
  const [stalled, setStalled] = useState<ReadonlySet<string>>(new Set());
  const submitRef = useRef<(timeUp?: boolean) => void>(() => {});
  const { learnStatus } = clock;
  const { heard } = useAttemptWatch(slug, (status: AttemptStatus) => {
    if (learnStatus(status) === "over") submitRef.current(true);
  });
  // A sealed paper's picks made on this device before its start was recorded (decision 0453).
  const [sealedId] = useState(() => keptSealedId(slug));
  // Opened sealed at the bell: the picks wait in the ledger until a random moment of the first
  // minute (decision 0459), then go, the first with the seal; handing in sends them at once.
  const [sendFrom, setSendFrom] = useState(() => sealedSendFrom(slug));
  const held = sendFrom !== 0;
  const saves = useAnswerLedger({
    enabled: !held,
    initial: () => openLedger(attempt, sealedId),
    store: (ledger) => storeLedger(attempt.id, ledger, sealedId),
    clock: clock.now,
    send: async (out) => {
      const sent = await sendExamAnswers(out, {
        save: (questionId, pick, seq) => saveAnswer(slug, questionId, pick, seq),
        heard: (reply) => {
          heard();
          clock.learnSave(reply);
        },
        over: (refusal) => {
          if (refusal.code === "exams.timeUp") clock.noteClose(refusal.params.when);
          onDone(refusal, clock.closedAtIso());
        },
        clockWrong: async () => {
          clock.learnStatus(await fetchAttemptStatus(slug));
        },
        clock: clock.now,
      });
      setStalled((before) => {
        const next = new Set(before);
        for (const o of out) if (sent.reached) next.delete(o.question);
        if (!sent.reached) out.forEach((o) => next.add(o.question));
        return next;
      });
      return sent;
    },
  });

  const { flush } = saves;
  useEffect(() => {
    if (sendFrom === 0) return;
    // The held picks sent first, then each pick as it is made; "kept" is said until they are.
    const go = () => void flush().finally(() => setSendFrom(0));
    const timer = setTimeout(go, Math.max(0, sendFrom - Date.now()));
    return () => clearTimeout(timer);
  }, [sendFrom, flush]);

  const submission = useSubmitAttempt(slug, {
    onSuccess: (notice) => {
      // Handed in: a pick still here can no longer count.
      dropLedger(attempt.id, sealedId);
      onDone(notice, clock.closedAtIso());
    },
    onError: (error) => {
      submitting.current = false;
      onDone(asCoded(error), clock.closedAtIso());
    },
  });
  /**
   * Hands the paper in, once every kept pick is on the server. `timeUp`: the clock says the paper
   * is over; the server takes no pick after its end, so it is handed in whatever is left.
   */
  const submit = (timeUp = false) => {
    if (submitting.current) return;
    submitting.current = true;
    void saves.flush().then(() => {
      const waiting = Object.values(saves.now().answers).some((a) => a.state === "waiting");
      if (!timeUp && waiting) {
        submitting.current = false;
        setNotSent(true);
        return;
      }
      setNotSent(false);
      submission.mutate();
    });
  };
  submitRef.current = submit;
  const { left } = clock;
  useEffect(() => {
    if (left === 0) submitRef.current(true);
  }, [left]);

  const question = attempt.questions[index]!;
  const id = String(question.id);
  const answer = saves.ledger.answers[id];
  const answers = Object.fromEntries(
    Object.entries(picksOf(saves.ledger)).filter((e): e is [string, string] => e[1] !== null),
  );
  return (
    <PaperView
      attempt={attempt}
      index={index}
      onIndex={setIndex}
      answers={answers}
      onPick={(pick) => saves.pick(id, pick)}
      seconds={left}
      onSubmit={submit}
      alert={
        saves.waiting > 0 &&
        (stalled.size > 0 || notSent || (saves.slow && !held)) && (
          <p className="reveal-note exam-unsaved" role="alert" data-testid="unsaved">
            {plural("unsavedAnswers", saves.waiting, {
              when: formatWhen(new Date(clock.shownEnd), { nameZone: true }),
            })}
            {notSent ? ` ${t("submitWhenSent")}` : ""}
          </p>
        )
      }
      line={
        <p className="save-status" role="status">
          {answer?.state === "waiting" ? (
            stalled.has(id) ? (
              t("notSavedYet")
            ) : held ? (
              t("keptUntilFirstMinute")
            ) : (
              t("saving")
            )
          ) : answer?.state === "kept" || answer?.state === "marked" ? (
            t("saved")
          ) : answer?.state === "refused" && answer.reason ? (
            <CodedText
              message={{
                code: answer.reason.code,
                params: answer.reason.params ?? {},
                message: answer.reason.message ?? "",
              }}
            />
          ) : (
            ""
          )}
        </p>
      }
    />
  );
}
