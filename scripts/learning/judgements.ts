/**
 * The validation grid of the site's judgements (issue 65): content suspects judged on seeded banks
 * crossing discrimination 0.5/1.0/1.7/2.5, five difficulty levels (95% to 5% of students knowing
 * the answer), sound questions, wrong keys and distractors drawing 25/40/60% of those who know, at
 * 60/100/200/400 answers a question, guessing 0/0.2/0.25, and students practising at random or
 * selectively (easy units first, only their weak subject, only their strong one); and readiness
 * on populations practising each way, per stratum of evidence. Writes the per-cell tables to
 * docs/judgements-suspects.md and docs/judgements-readiness.md and prints the summaries.
 *
 *   npm run bench:judgements [-- suspects|readiness]   (both by default)
 *   (SEED=n: the suspects' population, 65 by default; QUICK=1: suspects at 200 answers, random
 *   only, printed and not written: the docs hold the whole grid. Readiness runs its own seeds:
 *   those its scales were chosen on and those held out, each group pooled: decision 432)
 */
import { writeFileSync } from "node:fs";
import { readinessPart } from "./judgements-readiness";
import {
  suspectsCells,
  suspectsRun,
  suspectsSummary,
  type SuspectsCell,
  type SuspectsRunOptions,
  type Tally,
} from "@tayari/quiz/judgement-suspects";
import { ANSWERS, GUESSING, PRACTICE } from "@tayari/quiz/judgement-grid";
import { MIN_ANSWERS } from "@tayari/quiz/content-suspects";
import { BOUND_DOC, inReach, readReach, type BoundFault } from "./suspects-reach";

const part = process.argv[2];
const seed = Number(process.env.SEED ?? 65);
const quick = process.env.QUICK === "1";
const started = performance.now();
if (part !== "readiness") suspectsPart();
if (part !== "suspects") readinessPart();
console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);

function suspectsPart() {
  const runs: Array<Pick<SuspectsRunOptions, "guessing" | "answers" | "practice">> = [];
  for (const guessing of GUESSING)
    for (const answers of quick ? [200] : ANSWERS)
      runs.push({ guessing, answers, practice: "random" });
  if (!quick)
    for (const practice of PRACTICE.slice(1)) runs.push({ guessing: 0.25, answers: 200, practice });

  const reach = readReach();
  const pct = (t: Tally) => (t.n ? `${t.hit}/${t.n} (${Math.round((100 * t.hit) / t.n)}%)` : "-");
  const lines: string[] = [];
  const summaries: string[] = [];
  runs.forEach((run, i) => {
    const t = performance.now();
    const judged = suspectsRun({
      ...run,
      seed: seed + 100 * i,
      students: 1000,
      sound: 20,
      wrongKeys: 3,
      broken: 3,
    });
    const cells: SuspectsCell[] = suspectsCells(judged);
    const s = suspectsSummary(cells);
    const title = `${run.answers} answers a question, guessing ${run.guessing}, practice ${run.practice}`;
    const judgedCount = judged.filter((j) => j.judged).length;
    const bound = (c: SuspectsCell, fault: BoundFault) => {
      const x = reach(run.guessing, c, fault, run.answers, run.practice);
      return x === undefined ? "-" : `${Math.round(100 * x)}%`;
    };
    const reached = inReach(reach, run.guessing, run.answers, cells, run.practice);
    const reachedText =
      reached.keys.n + reached.broken.n === 0
        ? ""
        : `; where the best test finds 90% (${BOUND_DOC}, among the students ${run.practice} practice brings): wrong keys ${pct(reached.keys)}, distractors drawing 40-60% ${pct(reached.broken)}`;
    const summary =
      judgedCount === 0
        ? `${title}: not judged (below ${MIN_ANSWERS} answers: each question says how many more it needs)`
        : `${title}: sound flagged ${pct(s.sound)}, hard sound ${pct(s.soundHard)}; discrimination >= 1: wrong keys ${pct(s.wrongKey)} (named "check the key" ${s.wrongKey.named}), distractors drawing >= 30% ${pct(s.broken)} (of those drawing the knowing 0.15 more than the rest: ${pct({ n: s.broken.apart, hit: s.broken.apartHit })}); strong distractors called a wrong key: ${s.strongAsKey} (a right key called wrong naming another option or none: ${s.keyElsewhere}); cells short of 90%: ${s.cellsShort.length ? s.cellsShort.join(", ") : "none"}${reachedText}`;
    summaries.push(`- ${summary}`);
    console.log(`${summary} [${((performance.now() - t) / 1000).toFixed(1)} s]`);
    lines.push(`### ${title}`, "");
    if (judgedCount === 0) {
      lines.push(summary, "");
      return;
    }
    lines.push(
      "| a | level | sound flagged | wrong keys found (named) | drawing 25% | drawing 40% | drawing 60% (called a wrong key) | best test: wrong key / 40% / 60% |",
      "| - | ----- | ------------- | ------------------------ | ----------- | ----------- | -------------------------------- | -------------------------------- |",
    );
    for (const c of cells) {
      const b = (pull: number) => c.broken.find((x) => x.pull === pull);
      const bt = (pull: number) => {
        const x = b(pull);
        return x ? `${x.hit}/${x.n}` : "-";
      };
      lines.push(
        `| ${c.discrimination} | ${c.level} | ${c.sound.hit}/${c.sound.n} | ${c.wrongKey.hit}/${c.wrongKey.n} (${c.wrongKey.named}) | ${bt(0.25)} | ${bt(0.4)} | ${bt(0.6)} (${b(0.6)?.asKey ?? 0}) | ${bound(c, "wrong key")} / ${bound(c, 0.4)} / ${bound(c, 0.6)} |`,
      );
    }
    lines.push("");
  });

  const doc = [
    "# Content suspects on the validation grid",
    "",
    `Made by \`SEED=${seed} npm run bench:judgements -- suspects\` (${new Date().toISOString().slice(0, 10)}): issue 65, decisions 420, 423, 426-431, 433. Each run is a bank of 640`,
    "four-option questions in three subjects, crossing discrimination (a) 0.5/1.0/1.7/2.5 with five",
    "difficulty levels (95%, 75%, 50%, 25% and 5% of students knowing the answer): per pair 20 sound",
    "questions, 3 keys planted wrong and 3 distractors drawing 25%, 40% and 60% of those who know. 1,000",
    "students (abilities N(0, 1) per subject, correlated 0.6) answer it; the answers go through the",
    "learner model as the server records them, and `contentSuspects` judges every question with each",
    "answer's ability as the server reads it (`student_abilities.mean` in the subject), sharpened from",
    "each student's other judged answers. Those who do not know pick the answer with the guessing chance and",
    "the wrong options by uneven pulls. Counts per cell are small (3 of each fault): read the runs'",
    "summaries for rates, the tables for where the misses are. Which cells any detector can reach from",
    "the answers alone: `docs/judgements-suspects-bound.md` (decision 427); its power per cell (true",
    "abilities, among the students who practise the run's way: decision 431) is the last column, and",
    "each summary counts what was found in the cells where it reaches 90%.",
    "",
    "## Summaries",
    "",
    ...summaries,
    "",
    "## Content suspects, per cell",
    "",
    ...lines,
  ];
  if (!quick) writeFileSync("docs/judgements-suspects.md", doc.join("\n") + "\n");
}
