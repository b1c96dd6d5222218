import { useState, type ReactNode } from "react";
import { QuestionView, useOptionKeys } from "../../../components/question/question-view";
import { FinishDialog } from "../../../components/sitting/finish-dialog";
import { PaperClock } from "../../../components/sitting/paper-clock";
import type { PaperViewProps } from "../../../components/sitting/paper-view-props";
import { SittingFrame, SittingNav, SittingStatus } from "../../../components/sitting/sitting-frame";
import { useMessages } from "../messages";
import { useExamName } from "../../mocks";

/**
 * The paper on the candidate's screen: the frame with the exam's title, the clock and where the
 * candidate is, the question with its options, the buttons, and the finish dialog. The sitting
 * draws it with its saves; the examiner's preview (decision 250; its route gives it this) draws the
 * very same, with picks kept on the page only. `banner`: above the paper (the preview's mark);
 * `line`: under the options (the sitting's "Saved"); `note(question)`: after it (the preview's key,
 * when asked for).
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
  const name = useExamName()(attempt.exam.slug, attempt.exam.title);
  return (
    <SittingFrame title={name.text} titleLang={name.lang}>
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
        {!last ? (
          <button
            className="button"
            type="button"
            aria-label={t("finishNow")}
            onClick={() => setConfirmingFinish(true)}
          >
            {t("finishShort")}
          </button>
        ) : null}
        {!last ? (
          <button className="button primary" type="button" onClick={() => onIndex(index + 1)}>
            {t("next")}
          </button>
        ) : (
          // Handing in asks first, with what is unanswered (issue 68 point 4), as Finish does.
          <button
            className="button primary"
            type="button"
            onClick={() => setConfirmingFinish(true)}
          >
            {t("submitExam")}
          </button>
        )}
      </SittingNav>
      <FinishDialog
        open={confirmingFinish}
        title={last ? t("handInTitle") : t("finishTitle")}
        confirmLabel={last ? t("handInNow") : t("finishNow")}
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
