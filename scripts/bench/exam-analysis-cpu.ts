/**
 * The CPU of one exam's item analysis (issue 65, point 4: 2,000 candidates x 100 questions in at
 * most 1 s off the event loop; decision 424): a seeded paper of the entrance's shape sat by 2,000
 * candidates, clean, with a few faults, and badly keyed (50 keys wrong: every "check the key"
 * candidate fitted). Seven analyses each; median and largest CPU, with the load average.
 *
 *   node --import tsx scripts/bench/exam-analysis-cpu.ts
 */
import { loadavg } from "node:os";
import { analyseExam, type AnalysedQuestion } from "@tayari/quiz/item-analysis";
import { createRng } from "@tayari/quiz/random";
import {
  simulateAnswer,
  simulateBank,
  simulateStudents,
  syntheticBank,
} from "@tayari/quiz/simulate";

const subjects = ["mathematics", "physics", "chemistry", "english", "computer"];
const cases = [
  { wrongKeys: 0, attractive: 0 },
  { wrongKeys: 2, attractive: 6 },
  { wrongKeys: 50, attractive: 0 },
];
for (const { wrongKeys, attractive } of cases) {
  const truths = simulateBank(syntheticBank(100, subjects), {
    seed: 61,
    wrongKeys,
    attractive,
    attractiveShare: [0.4, 0.6],
    guess: true,
  });
  const students = simulateStudents(2000, subjects, 62);
  const rng = createRng(63);
  const responses = students.map((s) =>
    truths.map((t) => simulateAnswer(t, s.ability[t.subject]!, rng, 0.05)),
  );
  const questions: AnalysedQuestion[] = truths.map((t) => ({
    options: 4,
    key: { accepted: [t.keyed], dropped: false },
    marks: { correct: 100, wrong: 0 },
    category: t.subject,
  }));
  const cpu: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = process.cpuUsage();
    analyseExam(questions, responses, 0);
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
  }
  const inOrder = cpu.map((x) => x.toFixed(0)).join(", ");
  cpu.sort((a, b) => a - b);
  console.log(
    `2,000 x 100, ${wrongKeys} keys wrong and ${attractive} strong distractors: CPU median ` +
      `${cpu[3]!.toFixed(0)} ms, largest ${cpu[6]!.toFixed(0)} ms (in run order ${inOrder}; load ${loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")})`,
  );
}
