import { memo } from "react";
import type { MathTrees } from "@tayari/contracts/math";
import { contentLanguage } from "../../lib/i18n";
import { optionLetter } from "../../lib/letters";
import { formatWhen } from "../ui/timed-text";
import { categoryName } from "./category-name";
import { Explanation } from "./explanation";
import { useMessages } from "./messages";
import { QuestionText } from "./question-text";
import { OutcomeIcon, QuestionView, type ShownQuestion } from "./question-view";
import { useMessages as useReviewMessages } from "./review-messages";
import { outcomeOf, type Outcome, type Section } from "./review-sections";

// One question of a review: the card revealed with the pick, the key and the verdict, a withdrawn
// question's note, a corrected key; and the heading of a section of them (review-list.tsx lists them).

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
  /** Its subject in the bank: a paper set in subjects is reviewed subject by subject. */
  category?: string | undefined;
  /** Flagged while the paper was sat; absent where the paper had no flags. */
  flagged?: boolean | undefined;
  /**
   * A scholarship exam's examiner corrected this question's key after the paper was set (issue
   * 44): `answer` is the corrected key, `accepted` every option now right where several are,
   * `dropped` where every candidate got the marks. Named as the exam's result sends them.
   */
  key_corrected?: boolean | undefined;
  /** When the key in force was set (decision 346). */
  corrected_at?: string | undefined;
  dropped?: boolean | undefined;
  /** The marks this answer earned (the examiner's reading of a candidate's paper). */
  marks?: number | undefined;
}

/** Who reads the review: the student their own, or the examiner one candidate's (issue 46). */
export type Reader = "student" | "examiner";

export const outcomeOfReviewed = (q: ReviewedQuestion): Outcome =>
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

/** An option as the side-by-side line names it: its letter and its text ("B. 1681"). */
function Lettered({ q, option }: { q: ReviewedQuestion; option: string }) {
  const index = q.options.indexOf(option);
  return (
    <>
      {index >= 0 ? `${optionLetter(index)}. ` : null}
      <span lang={contentLanguage(option)}>
        <QuestionText text={option} math={q.math} />
      </span>
    </>
  );
}

/** The student's pick and the key side by side, over the explanation. */
function PickAndKey({ q, reader }: { q: ReviewedQuestion; reader: Reader }) {
  const { t } = useMessages();
  const review = useReviewMessages();
  return (
    <dl className="pick-key">
      <div>
        <dt>{reader === "examiner" ? review.t("candidateAnswer") : t("yourAnswer")}</dt>
        <dd>{q.pick === null ? review.t("noAnswer") : <Lettered q={q} option={q.pick} />}</dd>
      </div>
      <div>
        <dt>{review.t("theAnswer")}</dt>
        <dd>
          <Lettered q={q} option={q.answer} />
        </dd>
      </div>
    </dl>
  );
}

/** A line that the examiner corrected the key: what is right now, or that everyone got the marks. */
function KeyCorrected({ q, reader }: { q: ReviewedQuestion; reader: Reader }) {
  const { t } = useReviewMessages();
  const letters = (q.accepted ?? [q.answer])
    .map((option) => optionLetter(q.options.indexOf(option)))
    .join(", ");
  return (
    <p className="key-corrected" role="note">
      {q.dropped
        ? t("keyDropped")
        : t(reader === "examiner" ? "keyCorrectedExaminer" : "keyCorrected", { letters })}
      {q.corrected_at
        ? ` ${t("correctedAt", { when: formatWhen(new Date(q.corrected_at)) })}`
        : null}
    </p>
  );
}

export interface Item {
  q: ReviewedQuestion;
  /** Its index in the paper: its number is one more, whatever is shown around it. */
  index: number;
  outcome: Outcome;
  flagged: boolean | undefined;
  reader: Reader;
}

/** One question of the review, drawn once: a filter or the next slice leaves it as it is. */
export const ReviewItem = memo(function ReviewItem({ item, id }: { item: Item; id: string }) {
  const { q, index, outcome, reader } = item;
  const review = useReviewMessages();
  if (q.withdrawn)
    return (
      <li id={id} tabIndex={-1} className={`review-item ${outcome}`}>
        <WithdrawnQuestion q={q} number={index + 1} outcome={outcome} />
      </li>
    );
  const reworded = q.pick !== null && !q.options.includes(q.pick);
  return (
    <li id={id} tabIndex={-1} className={`review-item ${outcome}`}>
      <QuestionView
        question={q}
        number={index + 1}
        mode="revealed"
        pick={q.pick}
        marker={<Verdict outcome={outcome} />}
        pickLabel={reader === "examiner" ? review.t("candidateAnswer") : undefined}
      >
        {q.key_corrected ? <KeyCorrected q={q} reader={reader} /> : null}
        {reworded ? (
          <EarlierPick pick={q.pick!} math={q.math} />
        ) : (
          <PickAndKey q={q} reader={reader} />
        )}
        {q.marks !== undefined ? (
          <p className="question-marks">{review.t("marksEarned", { marks: q.marks })}</p>
        ) : null}
        {q.explanation !== undefined ? <Explanation text={q.explanation} math={q.math} /> : null}
      </QuestionView>
    </li>
  );
});

/** A section's heading: the subject in the interface's words, and how many of its questions were right. */
export function SectionHeading({ section, items }: { section: Section; items: readonly Item[] }) {
  const { t } = useReviewMessages();
  const name = categoryName(section.category!);
  const own = items.slice(section.from, section.to);
  return (
    <h3 className="review-section-title">
      <span lang={name.lang}>{name.text}</span>{" "}
      <span className="hint">
        {t("sectionTally", {
          right: own.filter((item) => item.outcome === "right").length,
          total: own.length,
        })}
      </span>
    </h3>
  );
}
