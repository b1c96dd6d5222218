/**
 * An exam's "check the key" beside distractors that many who know read as right (decision 424):
 * seeded 100-question papers of the entrance's shape, each with two keys planted wrong and six
 * distractors drawing 40-60% of those who know, sat by N candidates who may guess. Prints, per N,
 * the wrong keys named "check the key" and flagged at all (check the key, check the distractor or
 * negative discrimination), the strong distractors named "check the key", and the flags a sound
 * question gets per paper.
 *
 *   node --import tsx scripts/learning/exam-strong-distractors.ts [runs]
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
const runs = Number(process.argv[2] ?? 100);
const KEY_FLAGS = ["check-key", "check-distractor", "negative-discrimination"];

for (const n of [30, 100, 200]) {
  const wrong = { n: 0, named: 0, flagged: 0 };
  const strong = { n: 0, named: 0 };
  const sound = { named: 0, distractor: 0 };
  for (let run = 0; run < runs; run++) {
    const truths = simulateBank(paper, {
      seed: 1000 + run,
      wrongKeys: 2,
      attractive: 6,
      attractiveShare: [0.4, 0.6],
      guess: true,
    });
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
    analyseExam(questions, responses, 0).questions.forEach((q, j) => {
      const codes = q.flags.map((f) => f.code as string);
      const named = codes.includes("check-key");
      const fault = truths[j]!.fault;
      if (fault?.kind === "wrong-key") {
        wrong.n += 1;
        wrong.named += named ? 1 : 0;
        wrong.flagged += codes.some((c) => KEY_FLAGS.includes(c)) ? 1 : 0;
      } else if (fault) {
        strong.n += 1;
        strong.named += named ? 1 : 0;
      } else {
        sound.named += named ? 1 : 0;
        sound.distractor += codes.includes("check-distractor") ? 1 : 0;
      }
    });
  }
  console.log(
    `${n} candidates: wrong keys named ${wrong.named}/${wrong.n}, flagged ${wrong.flagged}/${wrong.n}; ` +
      `strong distractors named "check the key" ${strong.named}/${strong.n}; a sound paper's ` +
      `"check the key" ${(sound.named / runs).toFixed(2)}, "check the distractor" ${(sound.distractor / runs).toFixed(2)}`,
  );
}
