import type { MathTrees } from "@tayari/contracts/math";
import { contentLanguage } from "../../lib/i18n";
import { useMessages } from "./messages";
import { Explanation } from "./explanation";
import { QuestionText } from "./question-text";
import {
  OutcomeIcon,
  QuestionView,
  outcomeOf,
  type Outcome,
  type ShownQuestion,
} from "./question-view";

// Reviews and previews: the question card revealed, with a verdict and the explanation. Apart from
// question-view.tsx so a timed screen's code carries none of it on the way to its first question.

export interface ReviewedQuestion extends ShownQuestion {
  answer: string;
  /** Absent while an entrance draw's explanations have not arrived (decision 88). */
  explanation?: string | undefined;
  /** The student's pick, or null when the question was left unanswered. */
  pick: string | null;
  /**
   * The verdict recorded when the attempt was marked (a kept attempt's review has it). Given, it
   * decides right or wrong: a question reworded since (its key's words changed) must not turn a
   * pick that was right into a wrong one.
   */
  correct?: boolean;
  /** Taken out of its bank since the attempt: no text, options or key to show (decision 0082). */
  withdrawn?: boolean;
}

const outcomeOfReviewed = (q: ReviewedQuestion): Outcome =>
  q.pick === null || q.correct === undefined
    ? outcomeOf(q.pick, q.answer)
    : q.correct
      ? "right"
      : "wrong";

/** A pick that is none of the options now: the question was reworded after the attempt. */
function EarlierPick({ pick, math }: { pick: string; math: MathTrees | undefined }) {
  const { t } = useMessages();
  return (
    <p className="earlier-pick">
      {t("yourAnswerThen")}{" "}
      <span lang={contentLanguage(pick)}>
        <QuestionText text={pick} math={math} />
      </span>
    </p>
  );
}

/** "Right", "Wrong" or "Not answered", in words and an icon: colour is never the only sign. */
function Verdict({ outcome }: { outcome: Outcome }) {
  const { t } = useMessages();
  return (
    <p className={`verdict ${outcome}`}>
      <OutcomeIcon outcome={outcome} />
      {t(outcome === "right" ? "right" : outcome === "wrong" ? "wrong" : "notAnswered")}
    </p>
  );
}

/** A question withdrawn since the attempt: a line saying so, the pick then and the verdict kept. */
function WithdrawnQuestion({
  q,
  number,
  outcome,
}: {
  q: ReviewedQuestion;
  number: number;
  outcome: Outcome;
}) {
  const { t } = useMessages();
  return (
    <div className="question-view withdrawn">
      <p className="question-withdrawn">
        <strong>{number}.</strong> {t("withdrawn")}
      </p>
      {q.pick !== null && (
        <p className="earlier-pick">
          {t("yourAnswerWas")}{" "}
          <span lang={contentLanguage(q.pick)}>
            <QuestionText text={q.pick} math={undefined} />
          </span>
        </p>
      )}
      <Verdict outcome={outcome} />
    </div>
  );
}

/**
 * A finished test's questions, each revealed with its verdict, the key, the student's pick and the
 * explanation: /result, a kept attempt, a unit quiz's end, a scholarship exam's result.
 */
export function ReviewList({ questions }: { questions: readonly ReviewedQuestion[] }) {
  return (
    <ol className="review-list">
      {questions.map((q, i) => {
        const outcome = outcomeOfReviewed(q);
        if (q.withdrawn)
          return (
            <li key={i} className={`review-item ${outcome}`}>
              <WithdrawnQuestion q={q} number={i + 1} outcome={outcome} />
            </li>
          );
        const reworded = q.pick !== null && !q.options.includes(q.pick);
        return (
          <li key={i} className={`review-item ${outcome}`}>
            <QuestionView
              question={q}
              number={i + 1}
              mode="revealed"
              pick={q.pick}
              marker={<Verdict outcome={outcome} />}
            >
              {reworded ? <EarlierPick pick={q.pick!} math={q.math} /> : null}
              {q.explanation !== undefined ? (
                <Explanation text={q.explanation} math={q.math} />
              ) : null}
            </QuestionView>
          </li>
        );
      })}
    </ol>
  );
}

/** A question as an examiner checks it before publishing: the key marked and the explanation. */
export function QuestionPreview({
  question,
  number,
}: {
  question: ShownQuestion & { answer: string; explanation: string };
  number: number;
}) {
  return (
    <QuestionView question={question} number={number} mode="revealed" pick={null}>
      <Explanation text={question.explanation} math={question.math} />
    </QuestionView>
  );
}
