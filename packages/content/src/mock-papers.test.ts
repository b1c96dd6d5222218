import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { entranceBank } from "../test/make-banks";
import { ENTRANCE } from "./banks";
import { DEFAULT_BANKS_DIR } from "./check-banks";
import {
  findPaper,
  MOCK_PAPER_COUNT,
  MOCK_PAPERS_FILE,
  PAPERS,
  paperQuestions,
} from "./mock-papers";
import {
  checkMockPapers,
  dealMockPapers,
  PAPER_SIZE,
  type MockPapersFile,
} from "./mock-papers-file";
import { formatProblem } from "./problem";

const bank = entranceBank(1).questions;
const dealt = () => dealMockPapers(bank, MOCK_PAPER_COUNT, 5);
const reasons = (file: unknown) => checkMockPapers(file, bank).map(formatProblem);

describe("the product's mock papers", () => {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(DEFAULT_BANKS_DIR, file), "utf8")) as unknown;

  it("are at least ten papers of 100 that the check passes against the entrance bank", () => {
    const file = read(MOCK_PAPERS_FILE) as MockPapersFile;
    const entrance = (read(ENTRANCE.file) as { questions: typeof bank }).questions;
    expect(MOCK_PAPER_COUNT).toBeGreaterThanOrEqual(10);
    expect(checkMockPapers(file, entrance)).toEqual([]);
    expect(file.papers.every((p) => p.questions.length === 100)).toBe(true);
  });

  it("are listed as Mock test 1 ... 10, then the six model papers 2074 to 2079", () => {
    expect(PAPERS.map((p) => p.slug)).toEqual([
      ...Array.from({ length: MOCK_PAPER_COUNT }, (_, i) => `mock-${i + 1}`),
      "model-2074",
      "model-2075",
      "model-2076",
      "model-2077",
      "model-2078",
      "model-2079",
    ]);
    expect(findPaper("mock-3")).toEqual({ slug: "mock-3", kind: "mock", number: 3 });
    expect(findPaper("model-2080")).toBeNull();
    expect(findPaper("mock-03")).toBeNull();
  });
});

describe("dealMockPapers", () => {
  it("deals papers the check accepts, the questions outside the model papers first", () => {
    const file = dealt();
    expect(checkMockPapers(file, bank)).toEqual([]);
    const inModelPapers = new Set(bank.slice(0, 600).map((q) => q.id));
    // 400 questions lie outside the model papers: the first papers are dealt from them.
    expect(file.papers[0]!.questions.some((id) => inModelPapers.has(id))).toBe(false);
  });
});

describe("checkMockPapers", () => {
  it("reports an id the bank does not hold, a question twice and a category out of its place", () => {
    const file = dealt();
    const first = file.papers[0]!.questions;
    first[0] = 999_999;
    first[2] = first[1]!;
    // Question 30 is a physics slot; give it a chemistry question.
    first[29] = bank.find((q) => q.category === "chemistry")!.id;
    expect(reasons(file)).toEqual([
      "banks/mock-papers.json: id 999999: Mock test 1, question 1: not in entrance.json",
      `banks/mock-papers.json: id ${first[1]}: Mock test 1, question 3: already in this paper`,
      `banks/mock-papers.json: id ${first[29]}: Mock test 1, question 30: is chemistry; the quotas put physics there`,
    ]);
  });

  it("reports a paper count that MOCK_PAPER_COUNT does not say, bad numbering, short papers and twins", () => {
    const file = dealt();
    file.papers[1]!.number = 7;
    file.papers[2]!.questions = file.papers[2]!.questions.slice(0, 99);
    file.papers[3]!.questions = [...file.papers[0]!.questions].reverse().sort((a, b) => a - b);
    file.papers.push({ ...file.papers[4]!, number: 11 });
    const lines = reasons(file);
    expect(lines).toContain(
      `banks/mock-papers.json: holds 11 papers; MOCK_PAPER_COUNT (packages/content/src/mock-papers.ts) says ${MOCK_PAPER_COUNT}: change both together`,
    );
    expect(lines).toContain(
      "banks/mock-papers.json: papers[1] is numbered 7; the papers are numbered 1, 2, 3 ... in order",
    );
    expect(lines).toContain(
      `banks/mock-papers.json: Mock test 3 has 99 questions; a paper has ${PAPER_SIZE}`,
    );
    expect(lines).toContain(
      "banks/mock-papers.json: Mock test 11 holds the same questions as Mock test 5",
    );
  });

  it("reports a file of the wrong shape with the place of the fault", () => {
    expect(reasons({ seed: 1, papers: [{ number: 1, questions: ["12"] }] })).toEqual([
      'banks/mock-papers.json: papers[0].questions[0] should be a number, not the string "12"',
    ]);
  });
});

describe("paperQuestions", () => {
  it("looks a mock test's ids up in paper order, and slices a model paper", () => {
    const file = dealt();
    const mock3 = paperQuestions(findPaper("mock-3")!, bank, file);
    expect(mock3.map((q) => q.id)).toEqual(file.papers[2]!.questions);
    const model = paperQuestions(findPaper("model-2075")!, bank, file);
    expect(model.map((q) => q.id)).toEqual(bank.slice(100, 200).map((q) => q.id));
  });

  it("is empty when a paper cannot be made whole", () => {
    const file = dealt();
    file.papers[0]!.questions[5] = 999_999;
    expect(paperQuestions(findPaper("mock-1")!, bank, file)).toEqual([]);
    expect(paperQuestions(findPaper("mock-2")!, bank, null)).toEqual([]);
  });
});
