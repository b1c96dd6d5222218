// The bodies of the answers the bank worker makes (bank-checker.ts `AnswerTask`), as the routes
// made them on the event loop.
import { withMath } from "@tayari/content/math-tree";
import type { CatalogImportReport } from "@tayari/contracts/catalog-import";
import { keepsOptionOrder } from "@tayari/quiz/shuffle";
import { planImport, resolveTarget } from "../catalog-import/plan";
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
