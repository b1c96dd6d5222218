// What a review shows, worked out apart from how: the outcome of each question, which a filter
// keeps, and the paper's sections (decision 123). Pure: tested without a page.

/** How a reviewed question went for the student. */
export type Outcome = "right" | "wrong" | "unanswered";

export const outcomeOf = (pick: string | null, answer: string): Outcome =>
  pick === null ? "unanswered" : pick === answer ? "right" : "wrong";

/** The filters of a review; "flagged" only where the paper had flags. */
export type ReviewFilter = "all" | "wrong" | "unanswered" | "flagged";

export interface Reviewed {
  outcome: Outcome;
  /** Undefined where the paper had no flags. */
  flagged?: boolean | undefined;
}

export const keeps = (filter: ReviewFilter, q: Reviewed): boolean =>
  filter === "all" || (filter === "flagged" ? q.flagged === true : q.outcome === filter);

/** How many each filter keeps; `flagged` is null where the paper had no flags. */
export function filterCounts(questions: readonly Reviewed[]) {
  const count = (filter: ReviewFilter) => questions.filter((q) => keeps(filter, q)).length;
  return {
    all: questions.length,
    wrong: count("wrong"),
    unanswered: count("unanswered"),
    flagged: questions.some((q) => q.flagged !== undefined) ? count("flagged") : null,
  };
}

/** A run of the paper: `category` null for a paper shown as one list. `from` and `to` are indexes, `to` excluded. */
export interface Section {
  category: string | null;
  from: number;
  to: number;
}

/** The shortest run that counts as a section of a paper (a subject's part, not a stray question). */
export const SECTION_MIN = 3;

/**
 * The paper's sections, in its own order: the runs of questions of one subject, as an entrance
 * paper is set (mathematics 1-25, physics 26-50 ...). A paper of one subject, or whose subjects are
 * mixed question by question (a practice of weak topics), is one list: grouping it would take its
 * questions out of their order. Question numbers stay the paper's in either case.
 */
export function sectionsOf(categories: ReadonlyArray<string | undefined>): Section[] {
  const runs: Section[] = [];
  categories.forEach((category, i) => {
    const name = category?.toLowerCase() ?? null;
    const last = runs.at(-1);
    if (last && last.category === name) last.to = i + 1;
    else runs.push({ category: name, from: i, to: i + 1 });
  });
  const sectioned =
    runs.length > 1 &&
    runs.every((run) => run.category !== null && run.to - run.from >= SECTION_MIN);
  return sectioned ? runs : [{ category: null, from: 0, to: categories.length }];
}
