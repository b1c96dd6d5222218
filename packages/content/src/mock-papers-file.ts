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
import { parse, shapeProblems, type Problem } from "./validate";

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

/**
 * Every fault of the mock papers file against the entrance bank: its shape, the number of papers
 * (`MOCK_PAPER_COUNT`), their numbering, and in each paper an id the bank does not hold, a question
 * twice, or a category out of the quotas' place (25 mathematics, 25 physics, 25 chemistry,
 * 15 English, 10 computer, in that order). Two papers with the same questions are reported too.
 */
export function checkMockPapers(data: unknown, entrance: readonly BankQuestion[]): Problem[] {
  const file = `banks/${MOCK_PAPERS_FILE}`;
  const parsed = parse(mockPapersFileSchema, data);
  if (!parsed.success) return shapeProblems(file, null, parsed.error, []);
  const problems: Problem[] = [];
  const fault = (reason: string, id: number | null = null) => problems.push({ file, id, reason });
  const { papers } = parsed.data;
  if (papers.length !== MOCK_PAPER_COUNT)
    fault(
      `holds ${papers.length} papers; MOCK_PAPER_COUNT (packages/content/src/mock-papers.ts) says ${MOCK_PAPER_COUNT}: change both together`,
    );
  const byId = new Map(entrance.map((q) => [q.id, q]));
  const seenPapers = new Map<string, number>();
  papers.forEach((paper, index) => {
    const name = `Mock test ${paper.number}`;
    if (paper.number !== index + 1)
      fault(
        `papers[${index}] is numbered ${paper.number}; the papers are numbered 1, 2, 3 ... in order`,
      );
    if (paper.questions.length !== PAPER_SIZE)
      fault(`${name} has ${paper.questions.length} questions; a paper has ${PAPER_SIZE}`);
    const inPaper = new Set<number>();
    paper.questions.forEach((id, position) => {
      const question = byId.get(id);
      if (!question) return fault(`${name}, question ${position + 1}: not in entrance.json`, id);
      if (inPaper.has(id)) fault(`${name}, question ${position + 1}: already in this paper`, id);
      inPaper.add(id);
      const expected = QUOTA_SEQUENCE[position];
      if (expected !== undefined && question.category.toLowerCase() !== expected)
        fault(
          `${name}, question ${position + 1}: is ${question.category}; the quotas put ${expected} there`,
          id,
        );
    });
    const key = [...paper.questions].sort((a, b) => a - b).join(",");
    const twin = seenPapers.get(key);
    if (twin !== undefined) fault(`${name} holds the same questions as Mock test ${twin}`);
    else seenPapers.set(key, paper.number);
  });
  return problems;
}
