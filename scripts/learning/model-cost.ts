/**
 * What the learner model costs the server's CPU (issue 45, point 5), the pure part alone: applying
 * an attempt of 100 answers, reading readiness for the B.Sc.CSIT paper, choosing ten questions to
 * practise next from a pool of 5,000. The database's part is measured by the benchmark.
 *
 *   node --import tsx scripts/learning/model-cost.ts
 */
import { ABILITY_PRIOR, updateAttempt, type ModelState } from "@tayari/quiz/learner-model";
import { nextStep, type PoolQuestion } from "@tayari/quiz/next-step";
import { createRng } from "@tayari/quiz/random";
import { predictPaper } from "@tayari/quiz/readiness";
import { CSIT_PLAN } from "@tayari/quiz/simulate-readiness";
import { normal } from "@tayari/quiz/statistics";

const rng = createRng(1);
const subjects = CSIT_PLAN.map((p) => p.subject);
const state: ModelState = {
  abilities: Object.fromEntries(
    subjects.map((s) => [s, { ...ABILITY_PRIOR, mean: normal(rng), variance: 0.05, count: 900 }]),
  ),
  difficulties: {},
};
const answers = Array.from({ length: 100 }, (_, i) => ({
  question: `entrance:${i}`,
  subject: subjects[i % subjects.length]!,
  right: rng() < 0.6,
}));
const paper = {
  sections: CSIT_PLAN.map((p) => ({ ...p, difficulty: { mean: 0, variance: 1.5 } })),
};
const pool: PoolQuestion[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `entrance:${i}`,
  subject: subjects[i % subjects.length]!,
  topic: `topic ${i % 40}`,
  difficulty: { mean: normal(rng), variance: 0.05, count: 200 },
}));

function time(label: string, runs: number, work: () => unknown) {
  for (let i = 0; i < 20; i++) work();
  const started = performance.now();
  for (let i = 0; i < runs; i++) work();
  const each = (performance.now() - started) / runs;
  console.log(`${label}: ${(each * 1000).toFixed(0)} µs`);
}

time("update of an attempt of 100 answers", 2000, () => updateAttempt(state, answers, 0));
time("readiness for the B.Sc.CSIT paper", 500, () => predictPaper(paper, state.abilities, 0));
time("practise next from 5,000 questions", 200, () =>
  nextStep({
    paperMarks: Object.fromEntries(CSIT_PLAN.map((p) => [p.subject, p.questions * p.marks])),
    abilities: state.abilities,
    pool,
    due: [],
    recent: new Set(),
    now: 0,
  }),
);
