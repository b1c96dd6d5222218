/**
 * Item analysis of one exam (issue 44), the figures Moodle's quiz statistics and TCExam give an
 * examiner: per question facility, omit rate, discrimination (point-biserial with the rest of the
 * paper, and the upper-lower 27% index), option counts by thirds, and flags; per paper the summary,
 * KR-20 and the distribution of scores. Pure: the server gathers the answers as a response matrix
 * and shows what this returns. Choices are in docs/decisions/0156 to 0159.
 */
import { judgeQuestion, MIN_ANSWERS, SUSPECT_LR, type SuspectReport } from "./content-suspects";
import {
  fitKnowing,
  prepare,
  slopePriorOfSlopes,
  type Fit,
  type SlopePrior,
  type SuspectQuestion,
} from "./content-suspects-fit";
import { marksFor, verdict, type Key, type QuestionMarks } from "./marking";
import { paperFigures, type PaperFigures } from "./paper-figures";
import { correlationBy, mean } from "./statistics";

/**
 * Below this many candidates no question is flagged: "too few candidates". Chosen on the seeded
 * simulation (decision 157): at 30 a planted wrong key is flagged "check the key" 96.5 times in 100,
 * and a sound 100-question paper gets about 4 false "check the key" and 3 false
 * negative-discrimination flags; at 20 a wrong key is missed one time in 14.
 */
export const MIN_CANDIDATES = 30;

/** Share of candidates in each of the upper and lower groups of the discrimination index. */
export const EXTREME_GROUP = 0.27;

export const TOO_EASY = 0.95;
export const TOO_HARD = 0.2;

export interface AnalysedQuestion {
  /** How many options the question has: picks are their indexes, 0-based. */
  options: number;
  /** The accepted options (indexes) after any correction; dropped: every candidate gets the marks. */
  key: Key<number>;
  /** Marks for a right answer and lost for a wrong one, in hundredths (the exam's profile). */
  marks: QuestionMarks;
  category: string;
}

/**
 * One candidate's answer to one question: the option index chosen, null when left unanswered,
 * undefined when the question was not on the candidate's paper (papers drawn from a pool).
 */
export type Response = number | null | undefined;

export type Flag =
  /** The top third chose `option` more often than the key, and the answers name it as the right one. */
  | { code: "check-key"; option: number }
  /**
   * From 100 candidates, by the content suspects' rules (decision 429): those who know the answer
   * chose `option` too (it draws a share of them, or choosing it rises with the rest score), or it
   * is named as the key where the top third did not prefer it: check the option, and the key.
   */
  | { code: "check-distractor"; option: number }
  /** Right answers go with lower scores: the point-biserial and the 27% index both below zero. */
  | { code: "negative-discrimination" }
  | { code: "too-easy" }
  | { code: "too-hard" }
  /** Nobody chose this wrong option. */
  | { code: "unused-distractor"; option: number };

export interface OptionCounts {
  /** Candidates who chose each option, by index. */
  chose: number[];
  unanswered: number;
}

export interface QuestionFigures {
  /** "too-few-candidates": figures are shown, flags are not; "dropped": no key to judge by. */
  state: "analysed" | "too-few-candidates" | "dropped";
  /** Candidates whose paper had the question. */
  candidates: number;
  /** Share right (0-1); null when dropped or nobody had it. */
  facility: number | null;
  /** Share who left it unanswered. */
  omitRate: number | null;
  /** Point-biserial of right/not with the rest of the paper (the total less this question). */
  pointBiserial: number | null;
  /** Upper-lower 27% index: share right in the upper group less share right in the lower group. */
  discrimination: number | null;
  thirds: { top: OptionCounts; middle: OptionCounts; bottom: OptionCounts };
  flags: Flag[];
}

export interface ExamAnalysis {
  paper: PaperFigures;
  questions: QuestionFigures[];
  /** Each candidate's total in hundredths, in the order given. */
  totals: number[];
}

/**
 * The candidates in order of total, best first; equal totals keep the order they were given in
 * (the server gives them in order of submission), so the groups are always of the stated sizes and
 * the same answers always make the same groups (decision 158).
 */
export function rankOrder(totals: readonly number[]): number[] {
  return totals.map((_, i) => i).sort((a, b) => totals[b]! - totals[a]! || a - b);
}

/** Upper, middle and lower thirds: round(n / 3) each at the ends, the rest in the middle. */
export function thirdsOf(order: readonly number[]): [number[], number[], number[]] {
  const end = Math.round(order.length / 3);
  return [
    order.slice(0, end),
    order.slice(end, order.length - end),
    order.slice(order.length - end),
  ];
}

/** The 27% groups: round(0.27 n), at least one candidate each when there are two or more. */
export function extremeGroups(order: readonly number[]): [number[], number[]] {
  const size = order.length < 2 ? 0 : Math.max(1, Math.round(EXTREME_GROUP * order.length));
  return [order.slice(0, size), order.slice(order.length - size)];
}

const emptyCounts = (options: number): OptionCounts => ({
  chose: Array<number>(options).fill(0),
  unanswered: 0,
});

/**
 * "Check the key" and "check the distractor" (issue 65, point 2). Below the content suspects'
 * minimum of answers (100 candidates), decision 422: the top third chose the option more often than
 * the key, and choosing it goes with the rest of the paper more than choosing the key does (their
 * point-biserials with the rest score). From 100 candidates the content suspects' own rules judge
 * the question (`judged`: `judgeQuestion` with the rest score as the ability, decision 429); an
 * option they name as the key is "check the key" where the top third also chose it more often than
 * the key (what the flag says), and "check the distractor" otherwise.
 */
function flagsOf(
  q: AnalysedQuestion,
  f: Omit<QuestionFigures, "flags" | "state">,
  optionR: ReadonlyArray<number | null>,
  judged: SuspectReport | null,
): Flag[] {
  const flags: Flag[] = [];
  const accepted = new Set(q.key.accepted);
  const keyTop = q.key.accepted.reduce((n, o) => n + (f.thirds.top.chose[o] ?? 0), 0);
  const keyR = f.pointBiserial ?? 0;
  let against = false;
  if (judged) {
    for (const reason of judged.reasons) {
      if (reason.option === null) against = true;
      else if (reason.code === "check-key" && f.thirds.top.chose[reason.option]! > keyTop)
        flags.push({ code: "check-key", option: reason.option });
      else flags.push({ code: "check-distractor", option: reason.option });
    }
  } else
    f.thirds.top.chose.forEach((n, option) => {
      if (accepted.has(option) || n <= keyTop) return;
      const r = optionR[option] ?? null;
      if (r !== null && r > keyR) flags.push({ code: "check-key", option });
    });
  // Both figures below zero (decision 157): either alone is below zero on a clean question by chance
  // about twice as often.
  const negative = (r: number | null) => r !== null && r < 0;
  // The content suspects' "the key goes with lower ability by 3 standard errors" says the same.
  if (against || (negative(f.pointBiserial) && negative(f.discrimination)))
    flags.push({ code: "negative-discrimination" });
  if (f.facility !== null && f.facility > TOO_EASY) flags.push({ code: "too-easy" });
  if (f.facility !== null && f.facility < TOO_HARD) flags.push({ code: "too-hard" });
  for (let option = 0; option < q.options; option++) {
    if (accepted.has(option)) continue;
    const chosen =
      f.thirds.top.chose[option]! + f.thirds.middle.chose[option]! + f.thirds.bottom.chose[option]!;
    if (chosen === 0) flags.push({ code: "unused-distractor", option });
  }
  return flags;
}

/**
 * One candidate's paper as the analysis reads it: each question on it (its index among the
 * questions) with the option chosen, or null when left unanswered. Questions not on the paper are
 * not listed: a paper drawn from a pool of 10,000 is its 100 questions, not 10,000 gaps.
 */
export type Paper = ReadonlyArray<readonly [question: number, response: number | null]>;

/**
 * Analyses an exam: `responses[candidate][question]` against `questions` (keys after corrections).
 * Totals are scored here with the questions' marks, so negative marking and dropped questions count
 * as the merit list counts them.
 */
export function analyseExam(
  questions: readonly AnalysedQuestion[],
  responses: ReadonlyArray<readonly Response[]>,
  minCandidates = MIN_CANDIDATES,
): ExamAnalysis {
  const papers = responses.map((row) => {
    const paper: Array<readonly [number, number | null]> = [];
    for (let j = 0; j < questions.length; j++) {
      const response = row[j];
      if (response !== undefined) paper.push([j, response]);
    }
    return paper;
  });
  return analysePapers(questions, papers, minCandidates);
}

/** What one question saw: who had it (candidates' indexes), their picks and what each earned. */
interface Column {
  who: number[];
  picks: Array<number | null>;
  earned: number[];
  right: boolean[];
}

/**
 * `analyseExam` over papers as lists (issue 67, point 4): the work grows with the answers given,
 * not with candidates times questions, so 2,000 candidates of 100 questions drawn from 10,000 is
 * 200,000 answers' work, not 20,000,000 cells'.
 */
export function analysePapers(
  questions: readonly AnalysedQuestion[],
  papers: readonly Paper[],
  minCandidates = MIN_CANDIDATES,
): ExamAnalysis {
  const steps = analysisSteps(questions, papers, minCandidates);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Papers or questions worked between two steps of `analysisSteps`. */
const PER_STEP = 16;

/**
 * `analysePapers` a step at a time: it yields after every PER_STEP papers or questions, and after
 * each fit of a question's answers (its slope for the prior, its "check the key"), so a caller on an event loop can let other work
 * through between steps (the server's `runSliced`).
 */
export function* analysisSteps(
  questions: readonly AnalysedQuestion[],
  papers: readonly Paper[],
  minCandidates = MIN_CANDIDATES,
): Generator<void, ExamAnalysis, void> {
  const columns: Column[] = questions.map(() => ({ who: [], picks: [], earned: [], right: [] }));
  const totals: number[] = [];
  for (let c = 0; c < papers.length; c++) {
    if (c % PER_STEP === PER_STEP - 1) yield;
    const paper = papers[c]!;
    let total = 0;
    for (const [j, pick] of paper) {
      const q = questions[j]!;
      const v = verdict(pick, q.key);
      const earned = marksFor(v, q.marks);
      total += earned;
      const column = columns[j]!;
      column.who.push(c);
      column.picks.push(pick);
      column.earned.push(earned);
      column.right.push(v === "right");
    }
    totals.push(total);
  }
  const order = rankOrder(totals);
  // Each candidate's third (0 top, 1 middle, 2 bottom) and 27% group (1 upper, 2 lower, 0 neither).
  const third = new Uint8Array(papers.length);
  thirdsOf(order).forEach((group, g) => group.forEach((c) => (third[c] = g)));
  const extreme = new Uint8Array(papers.length);
  extremeGroups(order).forEach((group, g) => group.forEach((c) => (extreme[c] = g + 1)));

  // From the content suspects' minimum of answers their rules judge each question (decision 429),
  // with the rest score, standardised, as the ability and the slope prior from the paper's own
  // sound fits, as the suspects take it from the bank's.
  // A step of questions at a time: 2,000 made at once held the loop 76 ms of CPU (issue 67).
  const suspects: (SuspectQuestion | null)[] = [];
  for (const [j, q] of questions.entries()) {
    if (j % PER_STEP === PER_STEP - 1) yield;
    suspects.push(suspectQuestion(q, columns[j]!, totals, minCandidates));
  }
  // Each sound fit is also where the judgement's own sound fit (with the prior) climbs from.
  const soundFits: Array<Fit | undefined> = [];
  for (const sq of suspects) {
    if (!sq) {
      soundFits.push(undefined);
      continue;
    }
    soundFits.push(fitKnowing(prepare(sq.answers, sq.options, sq.key.accepted), { drawn: null }));
    // A step a fit: sixteen fits in one step held the loop 47 ms of CPU on a slow box (issue 67).
    yield;
  }
  const prior: SlopePrior | null = slopePriorOfSlopes(
    soundFits.flatMap((f) => (f ? [f.slope] : [])),
  );
  const figures: QuestionFigures[] = [];
  for (let j = 0; j < questions.length; j++) {
    const sq = suspects[j];
    const judged = sq ? judgeQuestion(sq, MIN_ANSWERS, SUSPECT_LR, prior, soundFits[j]) : null;
    figures.push(
      questionFigures(questions[j]!, columns[j]!, totals, third, extreme, minCandidates, judged),
    );
    if (j % PER_STEP === PER_STEP - 1 || sq) yield;
  }
  const paper = yield* paperFigures(questions, papers, totals);
  return { paper, questions: figures, totals };
}

/** One question's figures from what it saw, the candidates' totals and their groups. */
function questionFigures(
  q: AnalysedQuestion,
  { who, picks, earned, right }: Column,
  totals: readonly number[],
  third: Uint8Array,
  extreme: Uint8Array,
  minCandidates: number,
  judged: SuspectReport | null,
): QuestionFigures {
  const counts = [emptyCounts(q.options), emptyCounts(q.options), emptyCounts(q.options)];
  let omitted = 0;
  let rights = 0;
  const ends = [
    { had: 0, right: 0 },
    { had: 0, right: 0 },
  ];
  for (let i = 0; i < who.length; i++) {
    const c = who[i]!;
    const pick = picks[i]!;
    const group = counts[third[c]!]!;
    if (pick === null) {
      omitted += 1;
      group.unanswered += 1;
    } else if (pick >= 0 && pick < q.options) group.chose[pick]! += 1;
    if (right[i]) rights += 1;
    const end = extreme[c]! ? ends[extreme[c]! - 1]! : null;
    if (end) {
      end.had += 1;
      if (right[i]) end.right += 1;
    }
  }
  const base = {
    candidates: who.length,
    facility: null,
    omitRate: who.length ? omitted / who.length : null,
    pointBiserial: null,
    discrimination: null,
    thirds: { top: counts[0]!, middle: counts[1]!, bottom: counts[2]! },
  };
  if (q.key.dropped) return { ...base, state: "dropped", flags: [] };
  const [upper, lower] = ends.map((e) => (e.had ? e.right / e.had : null));
  // The rest of the paper: what else each who had it scored (its mean once, for every figure).
  const rest = who.map((c, i) => totals[c]! - earned[i]!);
  const restMean = mean(rest);
  const measured = {
    ...base,
    facility: who.length ? rights / who.length : null,
    pointBiserial: correlationBy((i) => (right[i] ? 1 : 0), rest, restMean),
    discrimination: upper != null && lower != null ? upper - lower : null,
  };
  if (who.length < minCandidates) return { ...measured, state: "too-few-candidates", flags: [] };
  // Each option's point-biserial with the rest of the paper: who chose it against what else they scored.
  const optionR = Array.from({ length: q.options }, (_, option) =>
    correlationBy((i) => (picks[i] === option ? 1 : 0), rest, restMean),
  );
  return { ...measured, state: "analysed", flags: flagsOf(q, measured, optionR, judged) };
}

/**
 * A question's answers as the content suspects judge them (decision 429), from their minimum of
 * answers: each candidate's pick with their rest score (the total less this question), standardised,
 * as the ability. Null for a dropped question or too few candidates.
 */
function suspectQuestion(
  q: AnalysedQuestion,
  { who, picks, earned }: Column,
  totals: readonly number[],
  minCandidates: number,
): SuspectQuestion | null {
  if (q.key.dropped || who.length < Math.max(MIN_ANSWERS, minCandidates)) return null;
  const rest = who.map((c, i) => totals[c]! - earned[i]!);
  const m = rest.reduce((a, b) => a + b, 0) / rest.length;
  const sd = Math.sqrt(rest.reduce((a, b) => a + (b - m) ** 2, 0) / rest.length) || 1;
  return {
    id: "",
    options: q.options,
    key: { accepted: [...q.key.accepted], dropped: false },
    answers: picks.map((pick, i) => ({ pick, ability: (rest[i]! - m) / sd })),
  };
}
