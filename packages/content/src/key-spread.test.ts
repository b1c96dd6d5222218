import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { question, removeTempDirs, tempDir } from "../test/make-banks";
import { checkCatalog, DEFAULT_CATALOG_DIR } from "./check-banks";
import { bankItems, formatSpread, keySpread, keySpreadProblem } from "./key-spread";
import { formatProblem } from "./problem";

afterAll(removeTempDirs);

/** `n` questions whose keys sit at the given positions, in turn. */
function keyedAt(positions: number[]) {
  return positions.map((at) => {
    const q = question();
    const others = q.options.filter((o) => o !== q.answer);
    others.splice(at, 0, q.answer);
    return { ...q, options: others };
  });
}
const repeat = (position: number, n: number) => Array<number>(n).fill(position);

describe("keySpread", () => {
  it("counts keys by position and leaves out a key that is no option", () => {
    const qs = [...keyedAt([0, 1, 1, 3]), question({ answer: "nowhere" })];
    const spread = keySpread("banks/x.json", qs);
    expect(spread).toEqual({
      label: "banks/x.json",
      positions: [1, 2, 0, 1, 0],
      keyed: 4,
      width: 4,
      fixedOrder: [],
      longKeys: [],
    });
    expect(formatSpread(spread)).toBe("A 1 (25%), B 2 (50%), C 0 (0%), D 1 (25%)");
  });

  it("names the questions shown in their written order: options that refer to positions", () => {
    const fixed = [
      question({
        id: 7,
        options: ["Rome", "Paris", "All of the above"],
        answer: "All of the above",
      }),
      question({ id: 9, options: ["क", "ख", "माथिका सबै"], answer: "क" }),
    ];
    const spread = keySpread("banks/x.json", [...keyedAt([0, 1]), ...fixed]);
    expect(spread.fixedOrder).toEqual([7, 9]);
    expect(formatSpread(spread)).toBe(
      "A 2 (50%), B 1 (25%), C 1 (25%), D 0 (0%); 2 in written order, their options refer to positions (id 7, 9)",
    );
  });

  it("allows 40% at one position and refuses 41%, from 40 questions on", () => {
    // 100 questions: 40 at A is allowed, 41 is not.
    const allowed = keyedAt([
      ...repeat(0, 40),
      ...repeat(1, 20),
      ...repeat(2, 20),
      ...repeat(3, 20),
    ]);
    expect(keySpreadProblem("banks/x.json", keySpread("banks/x.json", allowed))).toBeNull();
    const crowded = keyedAt([
      ...repeat(0, 41),
      ...repeat(1, 20),
      ...repeat(2, 20),
      ...repeat(3, 19),
    ]);
    expect(
      formatProblem(keySpreadProblem("banks/x.json", keySpread("banks/x.json", crowded))!),
    ).toBe(
      "banks/x.json: 41% of the keys (41 of 100) are option A; no position may hold more than 40% " +
        "once there are 40 questions (A 41 (41%), B 20 (20%), C 20 (20%), D 19 (19%)): " +
        "re-order the options, keeping each answer's text",
    );
    // Any position counts, not only A.
    const atD = keyedAt([...repeat(3, 30), ...repeat(1, 10)]);
    expect(keySpreadProblem("f", keySpread("f", atD))?.reason).toMatch(
      /^75% of the keys \(30 of 40\) are option D;/,
    );
  });

  it("leaves a bank of fewer than 40 questions alone, whatever its keys", () => {
    expect(keySpreadProblem("f", keySpread("f", keyedAt(repeat(0, 39))))).toBeNull();
    expect(keySpreadProblem("f", keySpread("f", keyedAt(repeat(0, 40))))).not.toBeNull();
  });

  it("reads questions out of every bank shape", () => {
    const [a, b, c] = keyedAt([0, 1, 2]);
    expect(bankItems({ questions: [a, b] })).toEqual([a, b]);
    expect(
      bankItems({
        sets: [
          { set: 1, questions: [a] },
          { set: 2, questions: [b, c] },
        ],
      }),
    ).toEqual([a, b, c]);
    expect(bankItems({ English: { Pronouns: [a], Verbs: [b] } })).toEqual([a, b]);
    expect(bankItems("not a bank")).toEqual([]);
  });
});

describe("checkCatalog: the keys of each subject", () => {
  const level = (positions: number[]) => ({
    level: { slug: "grade-x", name: "Grade X", position: 1 },
    subjects: [
      {
        slug: "grade-x-nepali",
        name: "Nepali",
        categories: [
          {
            slug: "mcq",
            name: "MCQ",
            items: [
              {
                slug: "vyakaran",
                name: "Grammar",
                // Two units: the rule reads the subject as a whole.
                units: [
                  { slug: "a", name: "A", questions: keyedAt(positions.slice(0, 20)) },
                  { slug: "b", name: "B", questions: keyedAt(positions.slice(20)) },
                ],
              },
            ],
          },
        ],
      },
    ],
  });

  it("refuses a subject whose keys crowd one option, naming the subject", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "grade-x.json"), JSON.stringify(level(repeat(0, 40))));
    const { problems, spreads } = checkCatalog(dir);
    expect(problems.map(formatProblem)).toEqual([
      "catalog/grade-x.json: grade-x-nepali: 100% of the keys (40 of 40) are option A; no position " +
        "may hold more than 40% once there are 40 questions (A 40 (100%), B 0 (0%), C 0 (0%), D 0 (0%)): " +
        "re-order the options, keeping each answer's text",
    ]);
    expect(spreads.map((s) => s.label)).toEqual(["catalog/grade-x.json: grade-x-nepali"]);
  });

  it("accepts the same subject with its keys spread", () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, "grade-x.json"),
      JSON.stringify(level(repeat(0, 40).map((_, i) => i % 4))),
    );
    expect(checkCatalog(dir).problems).toEqual([]);
  });

  it("the product's catalog: every subject of 40 or more within the rule, Grade X Nepali included", () => {
    const { spreads } = checkCatalog(DEFAULT_CATALOG_DIR);
    const nepali = spreads.find((s) => s.label.endsWith(": grade-x-nepali"))!;
    // 234 questions when the rule came in; units added since (पठनबोध) are counted too.
    expect(nepali.keyed).toBeGreaterThanOrEqual(234);
    expect(Math.max(...nepali.positions)).toBeLessThanOrEqual(0.4 * nepali.keyed);
    for (const spread of spreads)
      expect(keySpreadProblem("catalog", spread), spread.label).toBeNull();
    // Reading and checking the whole catalog takes seconds on a loaded machine.
  }, 60_000);
});
