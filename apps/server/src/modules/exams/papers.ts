import { randomInt } from "node:crypto";
import { ENTRANCE, MANAGEMENT_EXAM, SCIENCE_EXAM } from "@tayari/content/banks";
import { namedPassages } from "@tayari/content/formats/types";
import { questionMath, withMath } from "@tayari/content/math-tree";
import type { Passage } from "@tayari/contracts/question";
import type { MathTrees } from "@tayari/contracts/math";
import type { PUBLIC_EXAM_BANKS } from "@tayari/contracts/exam-banks";
import type { PaperQuestion } from "@tayari/contracts/exam-sitting";
import { profileFor, type ProfileName } from "@tayari/quiz/marking";
import { createRng, runsOf } from "@tayari/quiz/random";
import { shuffleWithinSections, withOptionOrder } from "@tayari/quiz/shuffle";
import {
  bankPassages,
  bankQuestions,
  type StoredQuestion,
  type StoredSelection,
} from "./bank-repository";
import { findPoolSource, type ExamRow } from "./exam-repository";
import { readQuestionList } from "../banks/entrance-bank";
import type { Db } from "../../db/db";

export type PublicBank = (typeof PUBLIC_EXAM_BANKS)[number];
const PUBLIC_SPECS = { science: SCIENCE_EXAM, management: MANAGEMENT_EXAM, entrance: ENTRANCE };

/** The product's practice banks are files that change only with a deployment: read each once. */
export function publicBankReader(banksDir: string) {
  const read = new Map<PublicBank, StoredQuestion[]>();
  return (name: PublicBank): StoredQuestion[] => {
    let questions = read.get(name);
    if (!questions) {
      questions = readQuestionList(banksDir, PUBLIC_SPECS[name]);
      read.set(name, questions);
    }
    return questions;
  };
}

/**
 * The questions a paper can hold, from the source the exam was made from and its stored selection:
 * the fixed list in its order, or every question of the quotas' categories in the source's order.
 * planPaper's pool, again, for an exam that keeps its bank by reference (decision 97).
 */
export function poolFrom(source: readonly StoredQuestion[], selection: StoredSelection) {
  if (selection.mode === "fixed") {
    const byId = new Map(source.map((q) => [q.id, q]));
    return selection.ids.flatMap((id) => byId.get(id) ?? []);
  }
  const categories = new Set(selection.quotas.map(([category]) => category));
  return source.filter((q) => categories.has(q.category.toLowerCase()));
}

/**
 * Every question a paper of the exam can hold: its copy, or (decision 97) its bank's questions read
 * part by part and chosen again by its selection.
 */
export async function readPool(db: Db, examId: number): Promise<StoredQuestion[]> {
  const source = await findPoolSource(db, examId);
  if (source.pool_bank_id === null) return source.pool ?? [];
  return poolFrom(await bankQuestions(db, source.pool_bank_id), source.selection);
}

/**
 * The passages an exam's questions may stand on (decision 221), with their maths trees: its private
 * bank's, or those kept with its copied questions (a live mock of a BCA paper, decision 296).
 */
export async function readPassages(db: Db, examId: number): Promise<Passage[]> {
  const source = await findPoolSource(db, examId);
  if (source.pool_bank_id === null) return source.pool_passages ?? [];
  return withMath({ passages: await bankPassages(db, source.pool_bank_id) }).passages;
}

/** `passages` of an answer: those its questions stand on, each once, or nothing where none. */
export function passagesOf(
  passages: readonly Passage[],
  questions: readonly { passage?: string | undefined }[],
): { passages?: Passage[] } {
  if (!passages.length) return {};
  const named = namedPassages(questions, passages);
  return named.length ? { passages: named } : {};
}

/**
 * A pool's questions by id, made once per pool (a pool is read once per process and never
 * changed): each start looks its paper's questions up here instead of indexing the whole pool again.
 */
const indexes = new WeakMap<readonly StoredQuestion[], Map<number, StoredQuestion>>();
export function poolIndex(pool: readonly StoredQuestion[]): Map<number, StoredQuestion> {
  let index = indexes.get(pool);
  if (!index) {
    index = new Map(pool.map((q) => [q.id, q]));
    indexes.set(pool, index);
  }
  return index;
}

/** A pool's questions cut into blocks (a passage's questions one block) by category, made once per pool. */
const decks = new WeakMap<readonly StoredQuestion[], Map<string, StoredQuestion[][]>>();
function deckOf(pool: readonly StoredQuestion[]): Map<string, StoredQuestion[][]> {
  let deck = decks.get(pool);
  if (!deck) {
    const groups = new Map<string, StoredQuestion[]>();
    for (const q of pool) {
      const key = q.category.toLowerCase();
      const group = groups.get(key);
      if (group) group.push(q);
      else groups.set(key, [q]);
    }
    deck = new Map([...groups].map(([key, group]) => [key, runsOf(group)]));
    decks.set(pool, deck);
  }
  return deck;
}

/**
 * `count` questions of one category's blocks, the blocks taken in a random order as drawByQuota
 * does (a block that would overrun the count passed over): a Fisher-Yates shuffle stopped as soon as
 * the count is met, its swaps kept aside, so a draw of 25 from a category of thousands costs some
 * 25 steps, not the category's size (issue 47).
 */
function drawBlocks<T>(blocks: readonly T[][], count: number, rng: () => number): T[] {
  const swapped = new Map<number, number>();
  const at = (i: number) => swapped.get(i) ?? i;
  const taken: T[] = [];
  for (let i = 0; i < blocks.length && taken.length < count; i++) {
    const j = i + Math.floor(rng() * (blocks.length - i));
    const pick = at(j);
    swapped.set(j, at(i));
    const block = blocks[pick]!;
    if (taken.length + block.length <= count) taken.push(...block);
  }
  return taken;
}

/**
 * One student's paper: the fixed list, or a fresh draw by quota, as question ids in order. The
 * draw is drawByQuota's (each category's blocks in a random order, its quota taken from the front,
 * in quota order) made from blocks cut once per pool, in steps of the paper's size.
 */
export function drawPaper(
  pool: readonly StoredQuestion[],
  selection: StoredSelection,
  /** A sealed paper's draw is fixed by the candidate's seed (decision 0452); else a fresh one. */
  rng = createRng(randomInt(2 ** 32)),
): number[] {
  if (selection.mode === "fixed") return selection.ids;
  const deck = deckOf(pool);
  return selection.quotas.flatMap(([category, count]) =>
    drawBlocks(deck.get(category.toLowerCase()) ?? [], Math.max(0, count), rng).map((q) => q.id),
  );
}

/**
 * The paper in the order this student meets it (issue 30): its questions shuffled by the attempt's
 * seed within sections, so a paper set out as mathematics, then physics ... keeps that layout, and
 * no question changes its marks by moving (IOE's 1-mark and 2-mark parts are sections of their
 * own). A paper whose categories are mixed through it is one section per band of marks.
 */
export function orderPaper(
  pool: readonly StoredQuestion[],
  exam: Pick<FixedExam, "profile" | "custom_marks">,
  paper: readonly number[],
  seed: number,
): number[] {
  const byId = poolIndex(pool);
  const sections = sectionsOf(pool, exam, paper);
  // A passage's questions move as one block, in their written order (decision 174).
  return shuffleWithinSections(
    paper,
    (_id, i) => sections[i]!,
    seed,
    (id) => byId.get(id)!.passage,
  );
}

/**
 * The section of each place of a paper. A fixed list's are the same at every start: kept with the
 * list (the cached exam's own array), so a start over a whole bank only shuffles (issue 47).
 */
const fixedSections = new WeakMap<readonly number[], string[]>();
function sectionsOf(
  pool: readonly StoredQuestion[],
  exam: Pick<FixedExam, "profile" | "custom_marks"> & { selection?: StoredSelection },
  paper: readonly number[],
): string[] {
  const fixed = exam.selection?.mode === "fixed" && exam.selection.ids === paper;
  const known = fixed ? fixedSections.get(paper) : undefined;
  if (known) return known;
  const byId = poolIndex(pool);
  const categories = paper.map((id) => byId.get(id)!.category.toLowerCase());
  const profile = profileFor(exam.profile as ProfileName, exam.custom_marks);
  // Each place's marks once (a paper of a whole bank is thousands of places), and each category's first.
  const marks = categories.map((c, i) => JSON.stringify(profile.marks(i, c)));
  const firstMarks = new Map<string, string>();
  const marksAtStart = (c: string) => {
    let first = firstMarks.get(c);
    if (first === undefined) firstMarks.set(c, (first = JSON.stringify(profile.marks(0, c))));
    return first;
  };
  const positional = categories.some((c, i) => marks[i] !== marksAtStart(c));
  // Grouped: each category is one run of the paper (a quota draw, or a list set out that way).
  const runs = categories.filter((c, i) => i === 0 || c !== categories[i - 1]);
  const grouped = new Set(runs).size === runs.length;
  const sections = categories.map((c, i) => `${grouped ? c : ""}|${positional ? marks[i] : ""}`);
  if (fixed) fixedSections.set(paper, sections);
  return sections;
}

/**
 * One candidate's paper as the start makes it: the draw (the fixed list, or a fresh draw by quota),
 * ordered by the seed when the exam shuffles its questions; the seed kept for the options only when
 * it shuffles them. The start and the examiner's preview (decision 250) both make it here.
 */
export function candidatePaper(
  pool: readonly StoredQuestion[],
  exam: Pick<
    FixedExam,
    "profile" | "custom_marks" | "selection" | "shuffle_questions" | "shuffle_options"
  >,
  seed: number,
  /** The same paper for the same seed, draw included (a sealed paper, decision 0452). */
  fixedBySeed = false,
): { paper: number[]; seed: number | null } {
  const drawn = drawPaper(pool, exam.selection, fixedBySeed ? createRng(seed) : undefined);
  return {
    paper: exam.shuffle_questions ? orderPaper(pool, exam, drawn, seed) : drawn,
    seed: exam.shuffle_options ? seed : null,
  };
}

/** Trees made once per pool question: banks are checked on upload, so a formula that still fails shows as its LaTeX. */
function cachedMath(texts: (q: StoredQuestion) => Parameters<typeof questionMath>[0]) {
  const made = new WeakMap<StoredQuestion, MathTrees | undefined>();
  return (q: StoredQuestion): MathTrees | undefined => {
    if (!made.has(q)) {
      let math: MathTrees | undefined;
      try {
        math = questionMath(texts(q));
      } catch {
        math = undefined;
      }
      made.set(q, math);
    }
    return made.get(q);
  };
}

/** The formulas of a pool question's text and options, never its explanation's (it could hint at the key). */
export const mathOf = cachedMath((q) => ({
  question: q.question,
  options: q.options,
  explanation: "",
}));

/** Every formula of a pool question, its explanation's too: for the review, after release. */
export const reviewMathOf = cachedMath((q) => q);

/**
 * The paper as a student may see it: text, options, the trees of their formulas and the figure
 * only, never the answer or explanation.
 */
export function studentQuestions(
  pool: readonly StoredQuestion[],
  paper: readonly number[],
  seed: number | null,
): PaperQuestion[] {
  const byId = poolIndex(pool);
  return paper.map((id) => {
    const q = byId.get(id)!;
    const math = mathOf(q);
    return {
      id: q.id,
      question: q.question,
      options: inAttemptOrder(q, seed).options,
      ...(math ? { math } : {}),
      ...(q.figure ? { figure: q.figure } : {}),
      ...(q.passage ? { passage: q.passage } : {}),
    };
  });
}

/** A paper's questions as the candidate gets them, and the passages they stand on, each once. */
export function paperBody(
  pool: readonly StoredQuestion[],
  passages: readonly Passage[],
  paper: readonly number[],
  seed: number | null,
): { questions: PaperQuestion[]; passages?: Passage[] } {
  const questions = studentQuestions(pool, paper, seed);
  // The passages its questions stand on, each once (decision 221).
  return { questions, ...passagesOf(passages, questions) };
}

/** A question with its options in the attempt's order (the written order without a seed). */
export const inAttemptOrder = <Q extends StoredQuestion>(question: Q, seed: number | null): Q =>
  seed === null ? question : withOptionOrder(question, seed);

/** An exam as PoolCache keeps its pool: by its id, at its version. */
export type ExamVersion = { id: number; version: number };

/** What PoolCache keeps of an exam, with the exam's version it was read at. */
interface Versioned<T> {
  version?: number;
  value: Promise<T>;
}

/** An exam as it was created: everything but its release, which changes. */
export type FixedExam = Omit<ExamRow, "released_at">;

/**
 * An exam's questions are never edited once it opens, so each exam's pool, and the exam behind each
 * slug (all but its release), are read from the database once per process; an exam changed before
 * its opening (decision 205) has a new version, which the start's statement checks (the slug is then
 * read again) and which reads its pool again. Its window can only end earlier
 * ("Close now"): the cached `closes_at` is then too late, so the statements that start an attempt
 * and save an answer read the end from the database (the exam's row, the attempt's deadline). A slug not found is asked again next time (the exam
 * may be created meanwhile); a slug whose exam was deleted (its examiner's account closed), perhaps
 * made again, is noticed by the caller's statement and forgotten with `forgetSlug`.
 */
export class PoolCache {
  private readonly pools = new Map<number, Versioned<StoredQuestion[]>>();
  private readonly passages = new Map<number, Versioned<Passage[]>>();
  private readonly exams = new Map<string, FixedExam>();
  constructor(private readonly maxEntries = 200) {}

  async examOf(slug: string, load: () => Promise<ExamRow | undefined>) {
    const known = this.exams.get(slug);
    if (known) return known;
    const row = await load();
    if (!row) return undefined;
    const { released_at: _changes, ...fixed } = row;
    if (this.exams.size >= this.maxEntries) this.exams.delete(this.exams.keys().next().value!);
    this.exams.set(slug, fixed);
    return fixed;
  }

  forgetSlug(slug: string) {
    this.exams.delete(slug);
  }

  /**
   * The exam's pool, read once. `version`: the exam's version the caller read; a pool kept from
   * another version (the exam was changed before opening, decision 205) is read again.
   */
  get(
    examId: number,
    load: () => Promise<StoredQuestion[]>,
    version?: number,
  ): Promise<StoredQuestion[]> {
    return this.readOnce(this.pools, examId, load, version);
  }

  /** The exam's passages (`readPassages`), read once like its pool and, like it, again for another version. */
  passagesOf(examId: number, load: () => Promise<Passage[]>, version?: number): Promise<Passage[]> {
    return this.readOnce(this.passages, examId, load, version);
  }

  /** What `load` reads for the exam, kept (the oldest exam dropped past `maxEntries`); a failed read is not kept. */
  private readOnce<T>(
    kept: Map<number, Versioned<T>>,
    examId: number,
    load: () => Promise<T>,
    version?: number,
  ): Promise<T> {
    const known = kept.get(examId);
    if (known && (version === undefined || known.version === version)) return known.value;
    if (!known && kept.size >= this.maxEntries) kept.delete(kept.keys().next().value!);
    const value = load().catch((error: unknown) => {
      kept.delete(examId);
      throw error;
    });
    kept.set(examId, { version, value });
    return value;
  }
}
