/**
 * The readiness part of `npm run bench:judgements` (issue 65, point 3): per way of practising and
 * guessing chance, the 80% range's coverage and the mean error beside the naive share, per stratum
 * of evidence, pooled over the seeds the range's scales were chosen on and, apart, over seeds they
 * were not (decisions 425 and 432). One seed's population of 1,000 gives strata of 25-150 students
 * under selective practice, whose coverage moves by +-6-12 points by chance alone: pooled, the
 * cells are large enough to tell a range that is off from one that was unlucky.
 * Written to docs/judgements-readiness.md.
 */
import { writeFileSync } from "node:fs";
import { GUESSING, PRACTICE } from "@tayari/quiz/judgement-grid";
import {
  readinessFigures,
  readinessRun,
  type ReadinessOutcome,
} from "@tayari/quiz/judgement-readiness";

/** The seeds the range's scales were chosen on (decision 432), and seeds they were not. */
export const CHOSEN_ON = [165, 265, 365, 465];
export const HELD_OUT = [565, 665, 765, 865, 965, 1065];

export function readinessPart() {
  const lines: string[] = [];
  const summaries: string[] = [];
  for (const [heading, seeds] of [
    [`Chosen on: seeds ${CHOSEN_ON.join(", ")}, pooled`, CHOSEN_ON],
    [`Held out: seeds ${HELD_OUT.join(", ")}, pooled`, HELD_OUT],
  ] as const) {
    summaries.push(`### ${heading}`, "");
    lines.push(`### ${heading}`, "");
    groupPart(seeds, lines, summaries);
    summaries.push("");
  }
  writeDoc(lines, summaries);
}

function groupPart(seeds: readonly number[], lines: string[], summaries: string[]) {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const outside: string[] = [];
  const above: string[] = [];
  const worse: string[] = [];
  const pooled = new Map<string, ReadinessOutcome[]>();
  for (const seed of seeds) {
    const t = performance.now();
    let run = 0;
    for (const guessing of GUESSING)
      for (const practice of PRACTICE) {
        const outcomes = readinessRun({
          seed: seed + 1000 + 100 * run++,
          guessing,
          practice,
          students: 1000,
          medianAnswers: 60,
          perSubject: 200,
        });
        const key = `${guessing}|${practice}`;
        pooled.set(key, [...(pooled.get(key) ?? []), ...outcomes]);
      }
    console.log(`readiness, seed ${seed}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  for (const guessing of GUESSING)
    for (const practice of PRACTICE) {
      const figures = readinessFigures(pooled.get(`${guessing}|${practice}`)!);
      const title = `guessing ${guessing}, practice ${practice}`;
      const all = figures.at(-1)!;
      for (const f of figures.filter((f) => f.n >= 30)) {
        const cell = `${guessing}/${practice}/${f.stratum} (${f.n})`;
        if (f.coverage < 0.75 || f.coverage > 0.85) outside.push(`${cell} ${pct(f.coverage)}`);
        if (f.modelMae > f.naiveMae) worse.push(`${cell} x${(f.modelMae / f.naiveMae).toFixed(2)}`);
      }
      if (practice !== "random" && all.modelMae > 0.8 * all.naiveMae)
        above.push(`${guessing}/${practice} x${(all.modelMae / all.naiveMae).toFixed(2)}`);
      const summary = `${title}: ${all.n} of ${(1000 * seeds.length).toLocaleString("en")} given a number; range held ${pct(all.coverage)}; mean error ${all.modelMae.toFixed(2)} against naive ${all.naiveMae.toFixed(2)} (x${(all.modelMae / all.naiveMae).toFixed(2)})`;
      console.log(summary);
      summaries.push(`- ${summary}`);
      // The coverage's own sampling spread: 95% of an exact 80% range's cells fall within it.
      const spread = (n: number) => `+-${(196 * Math.sqrt(0.16 / n)).toFixed(1)}`;
      lines.push(
        `#### ${title}`,
        "",
        "| evidence (answers) | students | range held | chance alone (95%) | mean error | naive | ratio | mean width |",
        "| ------------------ | -------- | ---------- | ------------------ | ---------- | ----- | ----- | ---------- |",
        ...figures.map((f) =>
          f.n
            ? `| ${f.stratum} | ${f.n} | ${pct(f.coverage)} | ${spread(f.n)} | ${f.modelMae.toFixed(2)} | ${f.naiveMae.toFixed(2)} | ${(f.modelMae / f.naiveMae).toFixed(2)} | ${f.meanWidth.toFixed(1)} |`
            : `| ${f.stratum} | 0 | - | - | - | - | - | - |`,
        ),
        "",
      );
    }
  summaries.push(
    `- Cells (guessing/practice/evidence, 30 students or more) outside 75-85%: ${outside.join(", ") || "none"}`,
    `- Selective practice above 0.8 x naive: ${above.join(", ") || "none"}; cells (30 students or more) worse than naive: ${worse.join(", ") || "none"}`,
  );
}

function writeDoc(lines: string[], summaries: string[]) {
  const doc = [
    "# Readiness on the validation grid",
    "",
    `Made by \`npm run bench:judgements -- readiness\` (${new Date().toISOString().slice(0, 10)}): issue 65, point 3; decisions 425 and 432. Each run: a`,
    "bank of 1,000 four-option questions (200 per subject of the CSIT paper; discrimination",
    "log-normal around 1.2, levels from 95% to 5% of students knowing), 1,000 students (abilities",
    "N(0, 1) per subject, correlated 0.6) giving a median of 60 answers (log-normal), chosen by their",
    "way of practising; the answers recorded through the learner model as the server records them;",
    "then a mock paper of the CSIT shape (100 questions) drawn from the bank. The prediction is",
    "`readinessOf`, as `GET /api/me/readiness` makes it (decision 425): each subject's ability",
    "weighed again from the student's answers against their questions' recorded difficulties, the",
    "paper's pool read as its recorded difficulties (binned), the range widened by the evidence and",
    "the practice's reach. Naive is the share right in practice times the marks.",
    `The range's scales were fitted on seed 65 (decision 425) and its widening by the practice's reach`,
    `chosen on seeds ${CHOSEN_ON.join(", ")} (decision 432); seeds ${HELD_OUT.join(", ")} are populations`,
    "neither was chosen on (banks, students and answers all drawn again). Each group's runs are",
    "pooled per guessing chance and way of practising (one seed's strata under selective practice",
    "hold 25-150 students, whose coverage moves by +-6-12 points by chance alone); the column",
    "`chance alone` is how far an exact 80% range's coverage strays in 95% of cells of that size.",
    "Evidence is the answers in the paper's subjects; `minimum` is the least that still earns a",
    "number (a subject counted with 10-14 answers; a number needs 10 in subjects carrying 60% of the",
    "marks), and overlaps the other rows. Students practising one subject only reach a number",
    "with 150+ answers or at the minimum, so their 30-60 row is empty and their 60-150 row thin.",
    "",
    "## Summaries",
    "",
    ...summaries,
    "## Per stratum of evidence",
    "",
    ...lines,
  ];
  writeFileSync("docs/judgements-readiness.md", doc.join("\n") + "\n");
}
