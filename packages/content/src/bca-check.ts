// The BCA entrance bank and its mock papers (decision 173): every question names its syllabus
// topic, a reading passage carries exactly one paper's comprehension questions, the bank holds
// enough of every topic for the papers, and each paper follows the quota order, its passage's
// questions together and in the bank's order, sharing no question with another paper.
import { createRng, shuffle } from "@tayari/quiz/random";
import {
  BCA_BANK_FILE,
  BCA_MOCK_PAPER_COUNT,
  BCA_PAPER_QUOTAS,
  BCA_PAPER_SEQUENCE,
  BCA_PAPERS_FILE,
  BCA_PASSAGE_QUESTIONS,
  BCA_PASSAGE_TOPIC,
  BCA_TOPICS,
  bcaTopicNeeds,
  fitsQuota,
  quotaName,
  type BcaCategory,
} from "./bca";
import { checkPapersFile, type MockPapersFile } from "./mock-papers-file";
import type { Problem } from "./problem";

interface BcaQuestion {
  id: number;
  category: string;
  topic?: string;
  passage?: string;
}

/** The bank's questions that have an id and a category (the others are the shape checks'). */
function bankQuestions(data: unknown): BcaQuestion[] {
  const questions = (data as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(questions)) return [];
  return questions.flatMap((raw) => {
    const q = raw as Record<string, unknown> | null;
    if (typeof q?.id !== "number" || typeof q.category !== "string") return [];
    return [
      {
        id: q.id,
        category: q.category,
        ...(typeof q.topic === "string" ? { topic: q.topic } : {}),
        ...(typeof q.passage === "string" ? { passage: q.passage } : {}),
      },
    ];
  });
}

/** Each passage's questions in the bank's order. */
function passageRuns(questions: readonly BcaQuestion[]): Map<string, BcaQuestion[]> {
  const runs = new Map<string, BcaQuestion[]>();
  for (const q of questions)
    if (q.passage) runs.set(q.passage, [...(runs.get(q.passage) ?? []), q]);
  return runs;
}

/** A passage a paper can take: exactly one paper's comprehension questions. */
const isPaperPassage = (run: readonly BcaQuestion[]) =>
  run.length === BCA_PASSAGE_QUESTIONS &&
  run.every((q) => q.category === "english" && q.topic === BCA_PASSAGE_TOPIC);

/**
 * The faults of the BCA bank beyond those of any list bank: a topic missing, mis-cased or not its
 * category's; a comprehension question without a passage or a passage question of another topic;
 * a passage without exactly 5 questions; and too few questions of a topic (or passages) for
 * `BCA_MOCK_PAPER_COUNT` papers that share no question.
 */
export function checkBcaBank(file: string, data: unknown): Problem[] {
  const problems: Problem[] = [];
  const fault = (reason: string, id: number | null = null) => problems.push({ file, id, reason });
  const questions = bankQuestions(data);
  for (const q of questions) {
    const topics = BCA_TOPICS[q.category as BcaCategory];
    if (!topics && !(q.category in BCA_TOPICS)) continue; // an unknown category: the list check's
    const meant = q.topic?.trim().toLowerCase();
    if (!q.topic || !meant) fault(`topic is missing: name the syllabus portion it tests`, q.id);
    else if (topics && !topics.includes(meant))
      fault(`unknown ${q.category} topic "${q.topic}" (allowed: ${topics.join(", ")})`, q.id);
    else if (q.topic !== meant)
      fault(`topic "${q.topic}" is mis-cased or spaced; write "${meant}"`, q.id);
    if (q.topic === BCA_PASSAGE_TOPIC && !q.passage)
      fault(`a ${BCA_PASSAGE_TOPIC} question stands on a passage: name it in "passage"`, q.id);
    if (q.passage && (q.category !== "english" || q.topic !== BCA_PASSAGE_TOPIC))
      fault(`a question on a passage is english, topic "${BCA_PASSAGE_TOPIC}"`, q.id);
  }
  const runs = passageRuns(questions);
  for (const [passage, run] of runs)
    if (run.length !== BCA_PASSAGE_QUESTIONS)
      fault(
        `passage "${passage}" has ${run.length} questions; a BCA passage has ${BCA_PASSAGE_QUESTIONS}, the paper's reading run`,
      );
  for (const { quota, needed } of bcaTopicNeeds()) {
    const papers = `${BCA_MOCK_PAPER_COUNT} papers that share no question`;
    if (quota.passage) {
      const have = [...runs.values()].filter(isPaperPassage).length;
      if (have < BCA_MOCK_PAPER_COUNT)
        fault(
          `has ${have} reading passages of ${BCA_PASSAGE_QUESTIONS} questions; ${papers} need ${BCA_MOCK_PAPER_COUNT}`,
        );
      continue;
    }
    const have = questions.filter((q) => fitsQuota(quota, q.category, q.topic)).length;
    if (have < needed)
      fault(`is short of ${quotaName(quota)}: ${have} questions; ${papers} need ${needed}`);
  }
  return problems;
}

/**
 * Every fault of the BCA papers file against the bank: its shape, the number of papers
 * (`BCA_MOCK_PAPER_COUNT`), their numbering, and in each paper an id the bank does not hold, a
 * question twice, a question out of its quota's place, a reading run that is not one passage's
 * questions in the bank's order, and a question another paper holds.
 */
export function checkBcaPapers(data: unknown, bank: unknown): Problem[] {
  const questions = bankQuestions(bank);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const runs = passageRuns(questions);
  const inPaper = new Map<number, number>();
  return checkPapersFile(data, {
    file: BCA_PAPERS_FILE,
    count: BCA_MOCK_PAPER_COUNT,
    countSource: "BCA_MOCK_PAPER_COUNT (packages/content/src/bca.ts)",
    paperName: (paper) => `BCA mock test ${paper.number}`,
    size: BCA_PAPER_SEQUENCE.length,
    bank: byId,
    bankFile: BCA_BANK_FILE,
    question: (question, at, position, paper, fault) => {
      const { id } = question;
      const other = inPaper.get(id);
      if (other !== undefined && other !== paper.number)
        fault(`${at}: already in BCA mock test ${other}; papers share no question`, id);
      else inPaper.set(id, paper.number);
      const quota = BCA_PAPER_SEQUENCE[position];
      if (quota && !fitsQuota(quota, question.category, question.topic))
        fault(
          `${at}: is ${question.category}${question.topic ? `: ${question.topic}` : ""}; the quotas put ${quotaName(quota)} there`,
          id,
        );
    },
    // The reading run: the first quota's places hold one passage's questions, in the bank's order.
    paper: (paper, name, fault) => {
      const run = paper.questions.slice(0, BCA_PASSAGE_QUESTIONS);
      const passage = byId.get(run[0]!)?.passage;
      const expected = passage ? (runs.get(passage) ?? []).map((q) => q.id) : [];
      if (run.length && (!passage || expected.join() !== run.join()))
        fault(
          `${name}: questions 1 to ${BCA_PASSAGE_QUESTIONS} must be one passage's questions in the bank's order` +
            (passage ? ` (passage "${passage}": ${expected.join(", ")})` : ""),
        );
    },
  });
}

/**
 * Deals `count` BCA papers that share no question: each takes an unused passage's questions, then
 * each quota's questions from a shuffled deck. Returns what is short instead when the bank cannot
 * fill them.
 */
export function dealBcaPapers(
  bank: unknown,
  count: number,
  seed: number,
): MockPapersFile | { short: string[] } {
  const rng = createRng(seed);
  const questions = bankQuestions(bank);
  const runs = passageRuns(questions);
  const short: string[] = [];
  const papers: number[][] = Array.from({ length: count }, () => []);
  for (const quota of BCA_PAPER_QUOTAS) {
    if (quota.passage) {
      const passages = shuffle([...runs.values()].filter(isPaperPassage), rng);
      if (passages.length < count)
        short.push(
          `${passages.length} reading passages of ${BCA_PASSAGE_QUESTIONS} for ${count} papers`,
        );
      papers.forEach((paper, p) => paper.push(...(passages[p] ?? []).map((q) => q.id)));
      continue;
    }
    const deck = shuffle(
      questions.filter((q) => !q.passage && fitsQuota(quota, q.category, q.topic)),
      rng,
    );
    if (deck.length < quota.count * count)
      short.push(`${deck.length} ${quotaName(quota)} questions for ${quota.count * count}`);
    papers.forEach((paper, p) =>
      paper.push(...deck.slice(p * quota.count, (p + 1) * quota.count).map((q) => q.id)),
    );
  }
  if (short.length) return { short };
  return { seed, papers: papers.map((ids, i) => ({ number: i + 1, questions: ids })) };
}
