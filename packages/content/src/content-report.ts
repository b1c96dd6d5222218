// What content:check says of each bank and catalog subject before its summary (issue 49): how many
// questions, where their keys sit, and how long their explanations are, so a thin or lopsided
// subject shows at a glance.
import { explanationFault, explanationLengths } from "./explanations";
import { formatSpread, type KeySpread } from "./key-spread";
import type { QuestionGroup } from "./repeats";
import type { Problem } from "./problem";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * `banks/entrance.json: 1022 questions; keys A 255 (25%), ...; explanations min 45, median 97
 * characters`.
 */
export function groupReport(group: QuestionGroup, spread: KeySpread): string {
  const lengths = explanationLengths(group.questions);
  return (
    `${group.label}: ${plural(group.questions.length, "question")}; keys ${formatSpread(spread)}` +
    (lengths ? `; explanations min ${lengths.min}, median ${lengths.median} characters` : "")
  );
}

/** The explanations of a group that are not yet a full sentence, as problems of its file. */
export function explanationProblems(group: QuestionGroup): Problem[] {
  const problems: Problem[] = [];
  for (const raw of group.questions) {
    const q = raw as { id?: unknown; explanation?: unknown } | null;
    if (typeof q?.explanation !== "string") continue;
    const fault = explanationFault(q.explanation);
    if (fault)
      problems.push({
        file: group.file,
        id: typeof q.id === "number" ? q.id : null,
        reason: group.where ? `${group.where}: ${fault}` : fault,
      });
  }
  return problems;
}
