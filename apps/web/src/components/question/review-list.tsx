import { startTransition, useEffect, useId, useMemo, useState } from "react";
import { backgroundTask } from "../../lib/background-task";
import { GridDialog, NumberGrid } from "../ui/number-grid";
import { Explanation } from "./explanation";
import { useMessages } from "./messages";
import { OutcomeIcon, QuestionView, type ShownQuestion } from "./question-view";
import { useMessages as useReviewMessages } from "./review-messages";
import {
  filterCounts,
  keeps,
  sectionsOf,
  type ReviewFilter,
  type Section,
} from "./review-sections";
import {
  outcomeOfReviewed,
  ReviewItem,
  SectionHeading,
  type Item,
  type Reader,
  type ReviewedQuestion,
} from "./review-item";
import "./review-list.css";

// Reviews and previews: the question card revealed, with a verdict and the explanation. Apart from
// question-view.tsx so a timed screen's code carries none of it on the way to its first question.

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
