/**
 * `banks/mock-papers.json`: the numbered mock tests as lists of entrance question ids, dealt once by
 * `dealMockPapers` and then kept as data, so that a later change to the bank (a question added,
 * moved or rewritten) never changes which questions Mock test 3 holds (decision 63). The check
 * below guards the file; `paperQuestions` (mock-papers.ts) resolves a paper.
 */
import { z } from "zod";
import { dealPapers, ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import { createRng } from "@tayari/quiz/random";
import { ENTRANCE_PAPERS, yearPaper } from "./banks";
import { MOCK_PAPER_COUNT, MOCK_PAPERS_FILE } from "./mock-papers";
import { type Problem } from "./problem";
import { parse, shapeProblems } from "./shape-problems";

export const mockPapersFileSchema = z.object({
  /** The seed the papers were dealt with (so the deal can be read again); not used to redraw. */
  seed: z.number().int().nonnegative(),
  papers: z.array(
    z.object({
      number: z.number().int().positive(),
      questions: z.array(z.number().int().nonnegative()),
    }),
  ),
});
export type MockPapersFile = z.infer<typeof mockPapersFileSchema>;

interface BankQuestion {
  id: number;
  category: string;
}

/** The quota categories one after another: the order every paper's questions must follow. */
const QUOTA_SEQUENCE = ENTRANCE_QUOTAS.flatMap(([category, n]) =>
  Array.from({ length: n }, () => category),
);
/** Questions in one paper. */
export const PAPER_SIZE = QUOTA_SEQUENCE.length;

/**
 * Deals the mock papers from the entrance bank: each category's questions dealt in turn, those
 * outside the six model papers first, so the first mock tests repeat nothing a student met in a
 * model paper and a question comes round again only once its whole category has been dealt.
 */
export function dealMockPapers<Q extends BankQuestion>(
  entrance: readonly Q[],
  count: number,
  seed: number,
): MockPapersFile {
  const inModelPaper = new Set(
    Array.from({ length: ENTRANCE_PAPERS.papers }, (_, i) =>
      yearPaper(entrance, ENTRANCE_PAPERS.firstYear + i),
    ).flatMap((paper) => paper.map((q) => q.id)),
  );
  const papers = dealPapers(entrance, ENTRANCE_QUOTAS, count, createRng(seed), (q) =>
    inModelPaper.has(q.id) ? 1 : 0,
  );
  return { seed, papers: papers.map((p, i) => ({ number: i + 1, questions: p.map((q) => q.id) })) };
}

type Paper = MockPapersFile["papers"][number];
type Fault = (reason: string, id?: number | null) => void;

/** What a papers file is checked against: its exam's count and length, and its bank. */
export interface PapersRules<Q> {
  /** The file under `banks/`. */
  file: string;
  /** How many papers it must hold; the constant that says so, and its file. */
  count: number;
  countSource: string;
  /** A paper's name in a problem: "Mock test 3". */
  paperName: (paper: Paper) => string;
  size: number;
  /** The bank's questions by id, and its file. */
  bank: ReadonlyMap<number, Q>;
  bankFile: string;
  /** The exam's own checks of a question in its place (`at`: the paper and the place). */
  question?: (question: Q, at: string, position: number, paper: Paper, fault: Fault) => void;
  /** The exam's own checks of a whole paper, once its questions are checked. */
  paper?: (paper: Paper, name: string, fault: Fault) => void;
}

/**
 * Every fault of a papers file: its shape, the number of papers, their numbering, their length, and
 * in each paper an id the bank does not hold or a question twice; then the exam's own checks.
 */
export function checkPapersFile<Q>(data: unknown, rules: PapersRules<Q>): Problem[] {
  const file = `banks/${rules.file}`;
  const parsed = parse(mockPapersFileSchema, data);
  if (!parsed.success) return shapeProblems(file, null, parsed.error, []);
  const problems: Problem[] = [];
  const fault: Fault = (reason, id = null) => problems.push({ file, id, reason });
  const { papers } = parsed.data;
  if (papers.length !== rules.count)
    fault(
      `holds ${papers.length} papers; ${rules.countSource} says ${rules.count}: change both together`,
    );
  papers.forEach((paper, index) => {
    const name = rules.paperName(paper);
    if (paper.number !== index + 1)
      fault(
        `papers[${index}] is numbered ${paper.number}; the papers are numbered 1, 2, 3 ... in order`,
      );
    if (paper.questions.length !== rules.size)
      fault(`${name} has ${paper.questions.length} questions; a paper has ${rules.size}`);
    const seen = new Set<number>();
    paper.questions.forEach((id, position) => {
      const at = `${name}, question ${position + 1}`;
      const question = rules.bank.get(id);
      if (!question) return fault(`${at}: not in ${rules.bankFile}`, id);
      if (seen.has(id)) fault(`${at}: already in this paper`, id);
      seen.add(id);
      rules.question?.(question, at, position, paper, fault);
    });
    rules.paper?.(paper, name, fault);
  });
  return problems;
}

/**
 * Every fault of the mock papers file against the entrance bank: its shape, the number of papers
 * (`MOCK_PAPER_COUNT`), their numbering, and in each paper an id the bank does not hold, a question
 * twice, or a category out of the quotas' place (25 mathematics, 25 physics, 25 chemistry,
 * 15 English, 10 computer, in that order). Two papers with the same questions are reported too.
 */
export function checkMockPapers(data: unknown, entrance: readonly BankQuestion[]): Problem[] {
  const seenPapers = new Map<string, number>();
  return checkPapersFile(data, {
    file: MOCK_PAPERS_FILE,
    count: MOCK_PAPER_COUNT,
    countSource: "MOCK_PAPER_COUNT (packages/content/src/mock-papers.ts)",
    paperName: (paper) => `Mock test ${paper.number}`,
    size: PAPER_SIZE,
    bank: new Map(entrance.map((q) => [q.id, q])),
    bankFile: "entrance.json",
    question: (question, at, position, _paper, fault) => {
      const expected = QUOTA_SEQUENCE[position];
      if (expected !== undefined && question.category.toLowerCase() !== expected)
        fault(`${at}: is ${question.category}; the quotas put ${expected} there`, question.id);
    },
    paper: (paper, name, fault) => {
      const key = [...paper.questions].sort((a, b) => a - b).join(",");
      const twin = seenPapers.get(key);
      if (twin !== undefined) fault(`${name} holds the same questions as Mock test ${twin}`);
      else seenPapers.set(key, paper.number);
    },
  });
}
