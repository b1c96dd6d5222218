// The bodies of the answers the bank worker makes (bank-checker.ts `AnswerTask`), as the routes
// made them on the event loop.
import { withMath } from "@tayari/content/math-tree";
import type { CatalogImportReport, CatalogPublishResponse } from "@tayari/contracts/catalog-import";
import { keepsOptionOrder } from "@tayari/quiz/shuffle";
import { planImport, publishRefusal, resolveTarget } from "./import-plan";
import type { StoredPassage, StoredQuestion } from "../exams/bank-repository";
import type { AnswerTask } from "./bank-checker";

/**
 * A saved bank as its examiner reads it: the questions as students will see them (formulas as
 * MathML trees), the passages they stand on (decision 221), and the questions whose options keep
 * their written order.
 */
export function bankAnswer({ id, name, parts, passages }: Extract<AnswerTask, { kind: "bank" }>) {
  const questions: StoredQuestion[] = [];
  for (const part of parts)
    for (const question of JSON.parse(part) as StoredQuestion[]) questions.push(question);
  const stored = (JSON.parse(passages) as StoredPassage[] | null) ?? [];
  const shown = withMath({ questions, passages: stored });
  return {
    id,
    name,
    questions: shown.questions,
    ...(stored.length ? { passages: shown.passages } : {}),
    written_order: questions.filter((q) => keepsOptionOrder(q.options)).map((q) => q.id),
  };
}

/** What a catalog import would write, with the questions' formulas as MathML trees. */
export async function previewAnswer({
  found,
  body,
  taken,
}: Extract<AnswerTask, { kind: "preview" }>): Promise<CatalogImportReport> {
  const target = resolveTarget(found, body.into, body.unit_name || undefined);
  const { report } = await planImport(found, target, body, taken);
  return { ...report, questions: withMath(report.questions) };
}

/** What a publish writes and answers, made from its plan (`publishMade`). */
export interface PublishMade {
  questionCount: number;
  /** The questions written, as the publication records them (JSON). */
  questions: string;
  /** The unit's new question list: its questions as stored, then the new ones with their trees. */
  jsonData: string;
  /** The answer (201); `target.path` is null for a unit the publish starts (its id is not known yet). */
  answer: CatalogPublishResponse;
}

/**
 * A catalog import's publish worked out against the subject as read (`found`, `taken`): refused
 * as the route refuses (an `AppError`), or what it writes (the questions, the unit's list with the
 * new questions' MathML trees) and answers. For a file of WORKER_BODY_BYTES or more the bank worker
 * makes it: the trees of a file of 4,000 questions with formulas held the event loop for a second
 * (issue 47, decision 245's "left for a later change").
 */
export async function publishMade({
  found,
  body,
  taken,
}: Extract<AnswerTask, { kind: "publish" }>): Promise<PublishMade> {
  const target = resolveTarget(found, body.into, body.unit_name || undefined);
  const plan = await planImport(found, target, body, taken);
  const refusal = publishRefusal(plan, body.skip_bad ?? false);
  if (refusal) throw refusal;
  const { questions } = plan.result;
  const { report } = plan;
  const left = report.refused;
  const message =
    `${report.read} read from ${report.file}: ${report.accepted} written into ` +
    `${report.target.address} (${report.target.level} / ${report.target.subject})` +
    (left ? `, ${left} rejected and left out` : "");
  return {
    questionCount: questions.length,
    questions: JSON.stringify(questions),
    // The seed makes the same text from the file and the publications (decision 0038).
    jsonData: JSON.stringify([...plan.unitQuestions, ...withMath(questions)]),
    answer: {
      ...report,
      lines: [...report.lines.slice(0, -1), message],
      message,
      written: report.accepted,
    },
  };
}
