/**
 * The most any detector could find of the grid's planted faults from the answers alone (issue 65,
 * point 2; `packages/quiz/src/suspects-bound.ts`): per cell (discrimination, level, guessing) and
 * fault (a wrong key, a distractor drawing 40% or 60% of those who know), the mean power of the
 * Neyman-Pearson test against the nearest sound question over 12 of the grid's questions (their
 * wrong options' pulls drawn as the grid draws them), at 200 and 400 answers, with the students'
 * true abilities and with abilities as blurred as the server's (the reliability measured on a
 * run of the grid: the squared correlation of each answer's refined ability with the true one).
 *
 *   node --import tsx scripts/learning/suspects-bound.ts [alpha] [reliabilities]
 *   (alpha 0.01 by default; reliabilities at guessing 0, 0.2 and 0.25, comma-separated, or measured
 *   on a run at SEED, 165 by default;
 *   QUESTIONS=n: questions drawn per cell, 12 by default)
 *   PRACTICE=easy-first|weak-only|strong-only [GUESSING=0.25] node --import tsx
 *     scripts/learning/suspects-bound.ts [alpha]: the same power among the students that way of
 *     practising brings to a question (`practiceSelection`, decision 431), true abilities, 200
 *     answers (the grid's selective runs), one guessing chance
 */
import {
  gridQuestion,
  LEVEL_NAMES,
  practiceSelection,
  type GridFault,
  type Level,
  type Practice,
} from "@tayari/quiz/judgement-grid";
import { suspectsAnswers } from "@tayari/quiz/judgement-suspects";
import { MIN_ANSWERS } from "@tayari/quiz/content-suspects";
import { refineAbilities, slopePrior } from "@tayari/quiz/refine-abilities";
import { createRng } from "@tayari/quiz/random";
import { correlation } from "@tayari/quiz/statistics";
import { faultBound } from "@tayari/quiz/suspects-bound";

const alpha = Number(process.argv[2] ?? 0.01);
const seed = Number(process.env.SEED ?? 165);
const started = performance.now();

function measuredReliability(guessing: number) {
  const { questions, trueAbilities } = suspectsAnswers({
    seed,
    guessing,
    answers: 200,
    practice: "random",
    students: 1000,
    sound: 20,
    wrongKeys: 3,
    broken: 3,
  });
  const prior = slopePrior(questions);
  const truth = trueAbilities.flat();
  const r2 = (qs: readonly (typeof questions)[number][]) =>
    correlation(
      qs.flatMap((q) => q.answers.map((a) => a.ability)),
      truth,
    )! ** 2;
  return {
    server: r2(questions),
    alone: r2(refineAbilities(questions, MIN_ANSWERS, prior, false)),
    pooled: r2(refineAbilities(questions, MIN_ANSWERS, prior, true)),
  };
}

const practice = process.env.PRACTICE as Practice | undefined;
const given = process.argv[3]?.split(",").map(Number);
const reliabilities = new Map<number, number>();
for (const [i, guessing] of (practice ? [] : [0, 0.2, 0.25]).entries()) {
  if (given) {
    reliabilities.set(guessing, given[i] ?? given[0]!);
    continue;
  }
  const r = measuredReliability(guessing);
  console.log(
    `reliability at 200 answers, guessing ${guessing}, seed ${seed}: server's mean ${r.server.toFixed(2)}, refined alone ${r.alone.toFixed(2)}, refined with the other subjects ${r.pooled.toFixed(2)}`,
  );
  reliabilities.set(guessing, r.pooled);
}

const QUESTIONS = Number(process.env.QUESTIONS ?? 12);
const faults: Array<{ name: string; fault: GridFault }> = [
  { name: "wrong key", fault: "wrong-key" },
  { name: "drawing 40%", fault: { pull: 0.4 } },
  { name: "drawing 60%", fault: { pull: 0.6 } },
];
const pct = (x: number) => `${Math.round(100 * x)}%`;

function cellPower(
  a: number,
  level: Level,
  guessing: number,
  fault: GridFault,
  reliability: number,
  selected?: Practice,
) {
  const rng = createRng(Math.round(1000 * a) + 17 * LEVEL_NAMES.indexOf(level) + 100 * guessing);
  const at = { 200: 0, 400: 0 };
  for (let i = 0; i < QUESTIONS; i++) {
    const q = gridQuestion(`b${i}`, "s", a, level, guessing, fault, rng);
    if (selected) {
      const select = practiceSelection(selected, q.difficulty);
      at[200] += faultBound(q, alpha, rng, 1, select).power(200) / QUESTIONS;
      continue;
    }
    const bound = faultBound(q, alpha, rng, reliability);
    at[200] += bound.power(200) / QUESTIONS;
    at[400] += bound.power(400) / QUESTIONS;
  }
  return at;
}

/** The table of one way of practising: true abilities, 200 answers. */
function selectivePart(selected: Practice, guessing: number) {
  console.log(
    `\n### Guessing ${guessing}, practice ${selected}: best power at level ${alpha}, 200 answers, true abilities\n`,
  );
  console.log(`| a | level | ${faults.map((f) => f.name).join(" | ")} |`);
  console.log(`| - | ----- | ${faults.map(() => "---").join(" | ")} |`);
  for (const a of [1, 1.7, 2.5])
    for (const level of LEVEL_NAMES) {
      const cells = faults.map(({ fault }) =>
        pct(cellPower(a, level, guessing, fault, 1, selected)[200]),
      );
      console.log(`| ${a} | ${level} | ${cells.join(" | ")} |`);
    }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (practice) selectivePart(practice, Number(process.env.GUESSING ?? 0.25));
for (const guessing of practice ? [] : [0, 0.2, 0.25]) {
  const blurred = reliabilities.get(guessing)!;
  console.log(
    `\n### guessing ${guessing}: best power at level ${alpha}, 200 / 400 answers, true abilities | reliability ${blurred.toFixed(2)}\n`,
  );
  console.log(`| a | level | ${faults.map((f) => f.name).join(" | ")} |`);
  console.log(`| - | ----- | ${faults.map(() => "---").join(" | ")} |`);
  for (const a of [1, 1.7, 2.5])
    for (const level of LEVEL_NAMES) {
      const cells = faults.map(({ fault }) => {
        const t = cellPower(a, level, guessing, fault, 1);
        const b = cellPower(a, level, guessing, fault, blurred);
        return `${pct(t[200])} / ${pct(t[400])} \\| ${pct(b[200])} / ${pct(b[400])}`;
      });
      console.log(`| ${a} | ${level} | ${cells.join(" | ")} |`);
    }
}

if (!practice) console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
