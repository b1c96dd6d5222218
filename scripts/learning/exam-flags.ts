/**
 * How many candidates an exam needs before item analysis flags mean anything (decision 157): a
 * seeded 100-question paper set out as the B.Sc.CSIT entrance, two keys planted wrong, sat by N
 * candidates of the 2PL population, many times over. Prints, per N, the false flags a clean paper
 * gets (check the key, negative discrimination) and the share of planted wrong keys flagged.
 *
 *   node --import tsx scripts/learning/exam-flags.ts [runs]
 */
import { analyseExam, type AnalysedQuestion } from "@tayari/quiz/item-analysis";
import { createRng } from "@tayari/quiz/random";
import {
  simulateAnswer,
  simulateBank,
  simulateStudents,
  type SimulatedQuestion,
} from "@tayari/quiz/simulate";

const SECTIONS = { mathematics: 25, physics: 25, chemistry: 25, english: 15, computer: 10 };
const paper: SimulatedQuestion[] = Object.entries(SECTIONS).flatMap(([subject, n]) =>
  Array.from({ length: n }, (_, i) => ({ id: `${subject}-${i}`, subject, options: 4 })),
);
const runs = Number(process.argv[2] ?? 200);

console.log(
  "candidates  false check-key/paper  false negative-disc/paper (point-biserial alone)  wrong keys flagged (check-key | any)",
);
for (const n of [10, 20, 30, 50, 100, 200]) {
  let falseKey = 0;
  let falseNegative = 0;
  let falseBelowZero = 0;
  let planted = 0;
  let foundKey = 0;
  let foundAny = 0;
  for (let run = 0; run < runs; run++) {
    const truths = simulateBank(paper, { seed: 1000 + run, wrongKeys: 2, guess: true });
    const students = simulateStudents(n, Object.keys(SECTIONS), 5000 + run);
    const rng = createRng(9000 + run);
    const responses = students.map((s) =>
      truths.map((t) => simulateAnswer(t, s.ability[t.subject]!, rng, 0.05)),
    );
    const questions: AnalysedQuestion[] = truths.map((t) => ({
      options: t.options,
      key: { accepted: [t.keyed], dropped: false },
      marks: { correct: 100, wrong: 0 },
      category: t.subject,
    }));
    const analysis = analyseExam(questions, responses, 0);
    analysis.questions.forEach((q, j) => {
      const codes = q.flags.map((f) => f.code);
      const key = codes.includes("check-key");
      const negative = codes.includes("negative-discrimination");
      if (truths[j]!.fault) {
        planted += 1;
        if (key) foundKey += 1;
        if (key || negative) foundAny += 1;
      } else {
        if (key) falseKey += 1;
        if (negative) falseNegative += 1;
        if (q.pointBiserial !== null && q.pointBiserial < 0) falseBelowZero += 1;
      }
    });
  }
  console.log(
    [
      String(n).padStart(10),
      (falseKey / runs).toFixed(2).padStart(23),
      `${(falseNegative / runs).toFixed(2)} (${(falseBelowZero / runs).toFixed(2)})`.padStart(45),
      `${((100 * foundKey) / planted).toFixed(1)}% | ${((100 * foundAny) / planted).toFixed(1)}%`.padStart(
        30,
      ),
    ].join(""),
  );
}
