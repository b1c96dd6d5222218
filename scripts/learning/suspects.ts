/**
 * The content-suspects detector on a population whose truth is known (issue 44, point 4): a bank
 * with keys planted wrong and distractors made attractive, answered in practice by a seeded 2PL
 * population, the detector run on the answers with each student's ability estimated from the rest
 * of their answers. Prints the share of planted faults found and of clean questions flagged.
 *
 *   node --import tsx scripts/learning/suspects.ts [questions] [answers-per-question] [students]
 */
import { contentSuspects, type SuspectQuestion } from "@tayari/quiz/content-suspects";
import {
  simulateBank,
  simulatePractice,
  simulateStudents,
  syntheticBank,
} from "@tayari/quiz/simulate";

const SUBJECTS = ["mathematics", "physics", "chemistry", "english", "computer"];
const count = Number(process.argv[2] ?? 1000);
const perQuestion = Number(process.argv[3] ?? 200);
const studentCount = Number(process.argv[4] ?? 1000);
const guess = process.env.GUESS === "1";

const bank = syntheticBank(count, SUBJECTS);
const truths = simulateBank(bank, {
  seed: 11,
  wrongKeys: Math.round(count * 0.02),
  attractive: Math.round(count * 0.02),
  attractiveShare: [0.4, 0.6],
  guess,
});
const students = simulateStudents(studentCount, SUBJECTS, 12);
const answers = simulatePractice(truths, students, { seed: 13, answersPerQuestion: perQuestion });

// Ability: the logit of the student's share right on their other answers in the subject.
const tally = new Map<string, { right: number; all: number }>();
const keyOf = (student: number, question: number) => `${student}|${truths[question]!.subject}`;
const right = (a: (typeof answers)[number]) => a.pick === truths[a.question]!.keyed;
for (const a of answers) {
  const t = tally.get(keyOf(a.student, a.question)) ?? { right: 0, all: 0 };
  t.all += 1;
  if (right(a)) t.right += 1;
  tally.set(keyOf(a.student, a.question), t);
}
const questions: SuspectQuestion[] = truths.map((t) => ({
  id: t.id,
  options: t.options,
  key: { accepted: [t.keyed], dropped: false },
  answers: [],
}));
for (const a of answers) {
  const t = tally.get(keyOf(a.student, a.question))!;
  const r = t.right - (right(a) ? 1 : 0);
  const n = t.all - 1;
  (questions[a.question]!.answers as unknown[]).push({
    pick: a.pick,
    ability: process.env.TRUE
      ? students[a.student]!.ability[truths[a.question]!.subject]!
      : Math.log((r + 0.5) / (n - r + 0.5)),
  });
}

const threshold = process.env.LR ? Number(process.env.LR) : undefined;
const flagged = new Map(contentSuspects(questions, undefined, threshold).map((r) => [r.id, r]));
const planted = truths.filter((t) => t.fault);
const clean = truths.filter((t) => !t.fault);
const found = planted.filter((t) => flagged.has(t.id));
const rightReason = planted.filter((t) => {
  const codes = flagged.get(t.id)?.reasons.map((r) => r.code) ?? [];
  return codes.includes(t.fault!.kind === "wrong-key" ? "check-key" : "check-distractor");
});
const falseFlags = clean.filter((t) => flagged.has(t.id));
const byKind = (kind: string) => {
  const all = planted.filter((t) => t.fault!.kind === kind);
  return `${all.filter((t) => flagged.has(t.id)).length}/${all.length}`;
};
console.log(
  `${count} questions, ${perQuestion} answers each, ${studentCount} students${guess ? ", guessing" : ""}`,
);
console.log(
  `planted faults found: ${found.length}/${planted.length} (${((100 * found.length) / planted.length).toFixed(1)}%); wrong keys ${byKind("wrong-key")}, attractive distractors ${byKind("attractive-distractor")}; with the right reason ${rightReason.length}`,
);
console.log(
  `clean questions flagged: ${falseFlags.length}/${clean.length} (${((100 * falseFlags.length) / clean.length).toFixed(2)}%)`,
);
for (const t of planted.filter((t) => !flagged.has(t.id)))
  console.log(
    `  missed ${t.id} ${t.fault!.kind} a=${t.discrimination.toFixed(2)} b=${t.difficulty.toFixed(2)}${t.fault!.kind === "attractive-distractor" ? ` share=${(t.fault as { share: number }).share.toFixed(2)} pull=${t.pull[(t.fault as { option: number }).option]!.toFixed(2)}` : ""}`,
  );
