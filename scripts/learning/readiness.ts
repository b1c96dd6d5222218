/**
 * The learner model's figures (issue 45, point 2): a seeded population practises a bank of the
 * entrance's shape through the real update and sits a mock; prints the predicted score's mean
 * absolute error beside the naive estimate's, and how often the 80% range held the mock score.
 *
 *   node --import tsx scripts/learning/readiness.ts [students] [median-answers] [questions]
 */
import { syntheticBank } from "@tayari/quiz/simulate";
import { CSIT_PLAN, readinessTrial, trialFigures } from "@tayari/quiz/simulate-readiness";

const students = Number(process.argv[2] ?? 2000);
const median = Number(process.argv[3] ?? 150);
const count = Number(process.argv[4] ?? 1000);
const bank = syntheticBank(
  count,
  CSIT_PLAN.map((p) => p.subject),
);
for (const [update, guess] of [
  ["rasch", false],
  ["rasch", true],
  ["elo", false],
] as const) {
  const started = performance.now();
  const f = trialFigures(
    readinessTrial(bank, CSIT_PLAN, {
      seed: Number(process.env.SEED ?? 21),
      students,
      medianAnswers: median,
      guess,
      update,
    }),
  );
  console.log(
    `${update}, truth ${guess ? "2PL with guessing" : "2PL"}: ${f.students} students (median ${median} answers), ${f.estimated} given a number; ` +
      `MAE model ${f.modelMae.toFixed(2)} vs naive ${f.naiveMae.toFixed(2)} marks; ` +
      `80% range held the mock score ${(100 * f.coverage).toFixed(1)}% (mean width ${f.meanWidth.toFixed(1)}); ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
