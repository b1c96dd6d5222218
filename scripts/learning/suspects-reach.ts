/**
 * The best possible detector's power per cell of the grid (decision 427), read from the table
 * `scripts/learning/suspects-bound.ts` wrote to docs/judgements-suspects-bound.md: for each guessing
 * chance, discrimination, level and fault, the share of such faults the Neyman-Pearson test finds
 * with the students' true abilities, at 200 and 400 answers (random practice, level 1%), and at 200
 * among the students each selective way of practising brings (decision 431). The grid's summary
 * prints it beside what the content suspects found, and counts the cells it reaches 90% in.
 */
import { readFileSync } from "node:fs";
import type { Practice } from "@tayari/quiz/judgement-grid";
import type { SuspectsCell } from "@tayari/quiz/judgement-suspects";

export const BOUND_DOC = "docs/judgements-suspects-bound.md";

/** The fault of a bound's column: a wrong key, or a distractor drawing this share of those who know. */
export type BoundFault = "wrong key" | 0.4 | 0.6;

const key = (
  practice: Practice,
  guessing: number,
  a: number,
  level: string,
  fault: BoundFault,
  answers: number,
) => `${practice}|${guessing}|${a}|${level}|${fault}|${answers}`;

/** The power (0-1) by cell, fault and answers; undefined where the table has no figure. */
export type Reach = (
  guessing: number,
  cell: Pick<SuspectsCell, "discrimination" | "level">,
  fault: BoundFault,
  answers: number,
  practice?: Practice,
) => number | undefined;

export function readReach(path = BOUND_DOC): Reach {
  const table = new Map<string, number>();
  let guessing: number | null = null;
  let practice: Practice = "random";
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const heading = /^### Guessing ([\d.]+)(?:, practice ([a-z-]+))?/.exec(line);
    if (heading) {
      guessing = Number(heading[1]);
      practice = (heading[2] as Practice | undefined) ?? "random";
    }
    if (guessing === null || !/^\| [\d.]+ /.test(line)) continue;
    // Cells split on the table's pipes, not the escaped ones between true and blurred abilities.
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim());
    const [a, level, ...faults] = cells;
    (["wrong key", 0.4, 0.6] as const).forEach((fault, i) => {
      // Random practice: 200 / 400 answers (true abilities first); a selective one: 200 only.
      const figures = /^(\d+)%(?: \/ (\d+)%)?/.exec(faults[i] ?? "");
      if (!figures) return;
      const at = (answers: number, figure: string) =>
        table.set(
          key(practice, guessing!, Number(a), level!, fault, answers),
          Number(figure) / 100,
        );
      at(200, figures[1]!);
      if (figures[2] !== undefined) at(400, figures[2]);
    });
  }
  return (g, cell, fault, answers, p = "random") =>
    table.get(key(p, g, cell.discrimination, cell.level, fault, answers));
}

/** Found of planted where the best test reaches 90%, wrong keys and distractors drawing 40-60%. */
export function inReach(
  reach: Reach,
  guessing: number,
  answers: number,
  cells: readonly SuspectsCell[],
  practice: Practice = "random",
) {
  const tally = { keys: { n: 0, hit: 0 }, broken: { n: 0, hit: 0 } };
  for (const c of cells) {
    if ((reach(guessing, c, "wrong key", answers, practice) ?? 0) >= 0.9) {
      tally.keys.n += c.wrongKey.n;
      tally.keys.hit += c.wrongKey.hit;
    }
    for (const b of c.broken) {
      if (b.pull !== 0.4 && b.pull !== 0.6) continue;
      if ((reach(guessing, c, b.pull, answers, practice) ?? 0) < 0.9) continue;
      tally.broken.n += b.n;
      tally.broken.hit += b.hit;
    }
  }
  return tally;
}
