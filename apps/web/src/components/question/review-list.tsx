import { memo, startTransition, useEffect, useId, useMemo, useState } from "react";
import type { MathTrees } from "@tayari/contracts/math";
import { contentLanguage } from "../../lib/i18n";
import { backgroundTask } from "../../lib/background-task";
import { optionLetter } from "../../lib/letters";
import { GridDialog, NumberGrid } from "../ui/number-grid";
import { formatWhen } from "../ui/timed-text";
import { categoryName } from "./category-name";
import { Explanation } from "./explanation";
import { useMessages } from "./messages";
import { QuestionText } from "./question-text";
import { OutcomeIcon, QuestionView, type ShownQuestion } from "./question-view";
import { useMessages as useReviewMessages } from "./review-messages";
import {
  filterCounts,
  keeps,
  outcomeOf,
  sectionsOf,
  type Outcome,
  type ReviewFilter,
  type Section,
} from "./review-sections";
import "./review-list.css";

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

interface Item {
  q: ReviewedQuestion;
  /** Its index in the paper: its number is one more, whatever is shown around it. */
  index: number;
  outcome: Outcome;
  flagged: boolean | undefined;
  reader: Reader;
}

/** One question of the review, drawn once: a filter or the next slice leaves it as it is. */
const ReviewItem = memo(function ReviewItem({ item, id }: { item: Item; id: string }) {
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
function SectionHeading({ section, items }: { section: Section; items: readonly Item[] }) {
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

/**
 * A long review opens with none of its questions and draws them two at a time after the page around
 * it (each slice a task of its own, its layout small); a new filter or a jump draws its first two at once.
 */
const FIRST = 2;
const SLICE = 2;
/** A review this short is drawn whole at once (a drill's result, an examiner's look at a short paper). */
const AT_ONCE = 10;
const FILTERS: readonly ReviewFilter[] = ["all", "wrong", "unanswered", "flagged"];

/**
 * A finished test's questions, each revealed with its verdict, the key, the student's pick and the
 * explanation: /result, a kept attempt, a unit quiz's end, a mock's and a scholarship exam's result
 * (decision 123). Above them: a filter (all, wrong, not answered, and flagged where the paper had
 * flags) and the grid of every number to go to one; a paper set in subjects is shown in its
 * sections. A long review is drawn in slices after its first screen.
 */
export function ReviewList({
  questions,
  reader = "student",
}: {
  questions: readonly ReviewedQuestion[];
  reader?: Reader;
}) {
  const { t } = useMessages();
  const review = useReviewMessages();
  const base = useId();
  const itemId = (index: number) => `${base}q${index + 1}`;
  const items = useMemo<Item[]>(
    () =>
      questions.map((q, index) => ({
        q,
        index,
        outcome: outcomeOfReviewed(q),
        flagged: q.flagged,
        reader,
      })),
    [questions, reader],
  );
  const sections = useMemo(() => sectionsOf(questions.map((q) => q.category)), [questions]);
  const counts = filterCounts(items);
  // A long review has none at first: the page around it (a result's marks, its table) is drawn
  // and laid out on its own, and the questions follow in slices. A short one is drawn at once.
  const [view, setView] = useState<{ filter: ReviewFilter; drawn: number }>(() => ({
    filter: "all",
    drawn: questions.length > AT_ONCE ? 0 : questions.length,
  }));
  const kept = useMemo(
    () => items.filter((item) => keeps(view.filter, item)),
    [items, view.filter],
  );
  // The next slice in a background task, once the last is laid out and painted, and as a
  // transition: the page stays answerable meanwhile, and each layout takes in one slice.
  useEffect(() => {
    if (view.drawn >= kept.length) return;
    return backgroundTask(() =>
      startTransition(() => setView((v) => ({ ...v, drawn: v.drawn + SLICE }))),
    );
  }, [view.drawn, kept.length]);

  const [gridOpen, setGridOpen] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    const element = document.getElementById(itemId(target));
    if (!element) return;
    element.scrollIntoView?.({ block: "start" });
    element.focus({ preventScroll: true });
    setTarget(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, view]);
  /** Opens question `index`: under the filter shown if it keeps it, else under All. */
  const jump = (index: number) => {
    const item = items[index]!;
    const filter = keeps(view.filter, item) ? view.filter : "all";
    const position = items.filter((i) => keeps(filter, i)).indexOf(item);
    setView((v) => ({
      filter,
      drawn: Math.max(v.filter === filter ? v.drawn : FIRST, position + 1),
    }));
    setGridOpen(false);
    setTarget(index);
  };

  const drawn = kept.slice(0, view.drawn);
  const list = (section: Section) => {
    const own = drawn.filter((item) => item.index >= section.from && item.index < section.to);
    return own.length === 0 ? null : (
      <ol className="review-list">
        {own.map((item) => (
          <ReviewItem key={item.index} item={item} id={itemId(item.index)} />
        ))}
      </ol>
    );
  };
  const status = (item: Item) =>
    [
      t(item.outcome === "right" ? "right" : item.outcome === "wrong" ? "wrong" : "notAnswered"),
      ...(item.flagged ? [review.t("flagged")] : []),
    ].join(", ");
  const cells = (section: Section) =>
    items.slice(section.from, section.to).map((item) => ({
      index: item.index,
      label: review.t("cellLabel", { number: item.index + 1, status: status(item) }),
      className: `review-cell ${item.outcome}${item.flagged ? " flagged" : ""}`,
      mark: <OutcomeIcon outcome={item.outcome} />,
    }));
  return (
    <div className="review-body">
      <div className="review-tools">
        <label className="review-filter">
          <span>{review.t("show")}</span>
          <select
            value={view.filter}
            onChange={(event) =>
              setView({ filter: event.target.value as ReviewFilter, drawn: FIRST })
            }
          >
            {FILTERS.map((filter) =>
              counts[filter] === null ? null : (
                <option key={filter} value={filter}>
                  {review.t(`filter_${filter}`, { count: counts[filter] })}
                </option>
              ),
            )}
          </select>
        </label>
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => setGridOpen(true)}
        >
          {review.t("questions")}
        </button>
      </div>
      {kept.length === 0 ? <p className="hint">{review.t("noneKept")}</p> : null}
      {sections.length === 1
        ? list(sections[0]!)
        : sections.map((section) =>
            drawn.some((item) => item.index >= section.from && item.index < section.to) ? (
              <section key={section.from} className="review-section">
                <SectionHeading section={section} items={items} />
                {list(section)}
              </section>
            ) : null,
          )}
      <GridDialog
        open={gridOpen}
        title={review.t("jumpTitle")}
        closeLabel={review.t("close")}
        focusOn=".number-cell"
        onClose={() => setGridOpen(false)}
      >
        {gridOpen
          ? sections.map((section) => (
              <div key={section.from}>
                {section.category !== null ? (
                  <SectionHeading section={section} items={items} />
                ) : null}
                <NumberGrid cells={cells(section)} onOpen={jump} />
              </div>
            ))
          : null}
      </GridDialog>
    </div>
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
