/**
 * The readiness part of `npm run bench:judgements` (issue 65, point 3): per way of practising and
 * guessing chance, the 80% range's coverage and the mean error beside the naive share, per stratum
 * of evidence, for the seed the range was fitted on and for seeds it was not (decision 425).
 * Written to docs/judgements-readiness.md.
 */
import { writeFileSync } from "node:fs";
import { GUESSING, PRACTICE } from "@tayari/quiz/judgement-grid";
import { readinessFigures, readinessRun } from "@tayari/quiz/judgement-readiness";

/** The seeds read after the one given: populations the range's scale was not fitted on. */
const HELD_OUT = [165, 265];

export function readinessPart(fitted: number) {
  const lines: string[] = [];
  const summaries: string[] = [];
  const seeds = [fitted, ...HELD_OUT.filter((s) => s !== fitted)];
  for (const seed of seeds) {
    const heading = `${seed === fitted ? "Fitted on" : "Held out"}: seed ${seed}`;
    summaries.push(`### ${heading}`, "");
    lines.push(`### ${heading}`, "");
    seedPart(seed, lines, summaries);
    summaries.push("");
  }
  writeDoc(fitted, seeds, lines, summaries);
}

function seedPart(seed: number, lines: string[], summaries: string[]) {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const outside: string[] = [];
  const above: string[] = [];
  const worse: string[] = [];
  let run = 0;
  for (const guessing of GUESSING)
    for (const practice of PRACTICE) {
      const t = performance.now();
      const figures = readinessFigures(
        readinessRun({
          seed: seed + 1000 + 100 * run++,
          guessing,
          practice,
          students: 1000,
          medianAnswers: 60,
          perSubject: 200,
        }),
      );
      const title = `seed ${seed}, guessing ${guessing}, practice ${practice}`;
      const all = figures.at(-1)!;
      for (const f of figures.filter((f) => f.n >= 30)) {
        const cell = `${guessing}/${practice}/${f.stratum} (${f.n})`;
        if (f.coverage < 0.75 || f.coverage > 0.85) outside.push(`${cell} ${pct(f.coverage)}`);
        if (f.modelMae > f.naiveMae) worse.push(`${cell} x${(f.modelMae / f.naiveMae).toFixed(2)}`);
      }
      if (practice !== "random" && all.modelMae > 0.8 * all.naiveMae)
        above.push(`${guessing}/${practice} x${(all.modelMae / all.naiveMae).toFixed(2)}`);
      const summary = `${title}: ${all.n} of 1,000 given a number; range held ${pct(all.coverage)}; mean error ${all.modelMae.toFixed(2)} against naive ${all.naiveMae.toFixed(2)} (x${(all.modelMae / all.naiveMae).toFixed(2)})`;
      console.log(`${summary} [${((performance.now() - t) / 1000).toFixed(1)} s]`);
      summaries.push(`- ${summary}`);
      lines.push(
        `#### ${title}`,
        "",
        "| evidence (answers) | students | range held | mean error | naive | ratio | mean width |",
        "| ------------------ | -------- | ---------- | ---------- | ----- | ----- | ---------- |",
        ...figures.map(
          (f) =>
            `| ${f.stratum} | ${f.n} | ${f.n ? pct(f.coverage) : "-"} | ${f.n ? f.modelMae.toFixed(2) : "-"} | ${f.n ? f.naiveMae.toFixed(2) : "-"} | ${f.n ? (f.modelMae / f.naiveMae).toFixed(2) : "-"} | ${f.n ? f.meanWidth.toFixed(1) : "-"} |`,
        ),
        "",
      );
    }
  summaries.push(
    `- Cells (guessing/practice/evidence, 30 students or more) outside 75-85%: ${outside.join(", ") || "none"}`,
    `- Selective practice above 0.8 x naive: ${above.join(", ") || "none"}; cells worse than naive: ${worse.join(", ") || "none"}`,
  );
}

function writeDoc(fitted: number, seeds: number[], lines: string[], summaries: string[]) {
  const doc = [
    "# Readiness on the validation grid",
    "",
    `Made by \`npm run bench:judgements -- readiness\` (seeds ${seeds.join(", ")}; ${new Date().toISOString().slice(0, 10)}): issue 65, point 3. Each run: a`,
    "bank of 1,000 four-option questions (200 per subject of the CSIT paper; discrimination",
    "log-normal around 1.2, levels from 95% to 5% of students knowing), 1,000 students (abilities",
    "N(0, 1) per subject, correlated 0.6) giving a median of 60 answers (log-normal), chosen by their",
    "way of practising; the answers recorded through the learner model as the server records them;",
    "then a mock paper of the CSIT shape (100 questions) drawn from the bank. The prediction is",
    "`readinessOf`, as `GET /api/me/readiness` makes it (decision 425): each subject's ability",
    "weighed again from the student's answers against their questions' recorded difficulties, the",
    "paper's pool read as its recorded difficulties (binned), the range widened by the evidence and",
    "the practice's reach. Naive is the share right in practice times the marks.",
    `The range's scale was fitted on seed ${fitted} alone; the other seeds are populations it was not`,
    "fitted on (banks, students and answers all drawn again).",
    "Evidence is the answers in the paper's subjects; `minimum` is the least that still earns a",
    "number (a subject counted with 10-14 answers; a number needs 10 in subjects carrying 60% of the",
    "marks), and overlaps the other rows.",
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
