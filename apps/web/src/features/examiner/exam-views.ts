/**
 * The exam's page as views at their own addresses (issue 68 point 5, decision 0481): the summary
 * at `/examiner/exams/{slug}`, each other view below it. Each view asks only for its own data.
 */
export const EXAM_VIEWS = ["summary", "candidates", "merit", "analysis", "log"] as const;
export type ExamView = (typeof EXAM_VIEWS)[number];

/** A view's address: the summary is the exam's own address, the others one segment below it. */
export const viewPath = (slug: string, view: ExamView) =>
  view === "summary" ? `/examiner/exams/${slug}` : `/examiner/exams/${slug}/${view}`;

/** The view an address shows: its last segment when that names a view, else the summary. */
export function viewAt(pathname: string): ExamView {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return (EXAM_VIEWS as readonly string[]).includes(last) ? (last as ExamView) : "summary";
}
