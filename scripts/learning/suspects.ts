/**
 * The content-suspects detector on a population whose truth is known (issue 44, point 4): 2% of
 * the keys planted wrong and 2% of the questions given a distractor that draws 40-60% of those who
 * know the answer, in a bank answered in practice by a seeded 2PL population through the learner
 * model. Prints the share of planted faults found and of clean questions flagged.
 *
 *   node --import tsx scripts/learning/suspects.ts [questions] [answers-per-question] [students]
 *   (SEED=n: another population, 11 by default; GUESS=1: those who do not know may pick the key;
 *   ABILITY=true: the detector is given the true abilities instead of the model's; LR=x: another
 *   threshold)
 */
import { syntheticBank } from "@tayari/quiz/simulate";
import { suspectsTrial } from "@tayari/quiz/simulate-suspects";

const SUBJECTS = ["mathematics", "physics", "chemistry", "english", "computer"];
const count = Number(process.argv[2] ?? 1000);
const perQuestion = Number(process.argv[3] ?? 200);
const students = Number(process.argv[4] ?? 1000);
const guess = process.env.GUESS === "1";

const started = performance.now();
const trial = suspectsTrial(syntheticBank(count, SUBJECTS), {
  seed: Number(process.env.SEED ?? 11),
  students,
  answersPerQuestion: perQuestion,
  wrongKeys: Math.round(count * 0.02),
  attractive: Math.round(count * 0.02),
  attractiveShare: [0.4, 0.6],
  guess,
  ability: process.env.ABILITY === "true" ? "true" : "model",
  ...(process.env.LR ? { threshold: Number(process.env.LR) } : {}),
});
const planted = trial.planted.wrongKey + trial.planted.attractive;
const found = trial.found.wrongKey + trial.found.attractive;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
console.log(
  `${count} questions, ${perQuestion} answers each, ${students} students${guess ? ", guessing" : ""}, ${process.env.ABILITY === "true" ? "true" : "model"} abilities`,
);
console.log(
  `planted faults found: ${found}/${planted} (${pct(found, planted)}): wrong keys ${trial.found.wrongKey}/${trial.planted.wrongKey}, attractive distractors ${trial.found.attractive}/${trial.planted.attractive}; named by the right reason ${trial.found.withRightReason}`,
);
console.log(
  `clean questions flagged: ${trial.cleanFlagged}/${trial.clean} (${pct(trial.cleanFlagged, trial.clean)}); ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const t of trial.truths.filter((t) => t.fault && !trial.flagged.has(t.id)))
  console.log(
    `  missed ${t.id} ${t.fault!.kind} a=${t.discrimination.toFixed(2)} b=${t.difficulty.toFixed(2)}`,
  );
