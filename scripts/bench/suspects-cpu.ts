/**
 * The content suspects' cost over a site's recorded answers (issue 65, point 4: 1,000,000 answers
 * in at most 60 s): `contentSuspects` as `npm run content:suspects` calls it, on seeded answers
 * (questions x answers each, from `students` students in five subjects, each answer's ability the
 * student's true one blurred as the learner model's would be, and whose it is, as the server passes
 * them: the student in the subject and the student, decision 426). Prints wall and
 * CPU time with the load average.
 *
 *   node --import tsx scripts/bench/suspects-cpu.ts [questions] [answers-each] [students]
 *   (5,000 x 200 from 5,000 students by default: 1,000,000 answers)
 */
import { loadavg } from "node:os";
import { contentSuspects } from "@tayari/quiz/content-suspects";
import type { SuspectQuestion } from "@tayari/quiz/content-suspects-fit";
import { createRng } from "@tayari/quiz/random";
import { logistic, normal } from "@tayari/quiz/statistics";

const questions = Number(process.argv[2] ?? 5000);
const each = Number(process.argv[3] ?? 200);
const students = Number(process.argv[4] ?? 5000);
const SUBJECTS = 5;
const rng = createRng(65);
const truth = Array.from({ length: students }, () =>
  Array.from({ length: SUBJECTS }, () => normal(rng)),
);
const given = truth.map((abilities) => abilities.map((t) => t + 0.5 * normal(rng)));
const bank: SuspectQuestion[] = Array.from({ length: questions }, (_, j) => {
  const subject = j % SUBJECTS;
  const a = Math.exp(0.2 + 0.4 * normal(rng));
  const b = normal(rng);
  const answers = Array.from({ length: each }, () => {
    const s = Math.floor(rng() * students);
    const knows = rng() < logistic(a * (truth[s]![subject]! - b));
    const pick = knows ? 0 : rng() < 0.25 ? 0 : 1 + Math.floor(rng() * 3);
    return { pick, ability: given[s]![subject]!, who: `${s}:${subject}`, student: `${s}` };
  });
  return { id: `q${j}`, options: 4, key: { accepted: [0], dropped: false }, answers };
});
const wall = performance.now();
const cpu = process.cpuUsage();
const suspects = contentSuspects(bank);
const used = process.cpuUsage(cpu);
console.log(
  `${(questions * each).toLocaleString("en")} answers to ${questions.toLocaleString("en")} questions: ` +
    `${suspects.length} suspects in ${((performance.now() - wall) / 1000).toFixed(1)} s wall, ` +
    `${((used.user + used.system) / 1e6).toFixed(1)} s CPU (load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")})`,
);
