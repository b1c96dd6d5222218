/**
 * "Practise next" (issue 45, point 3): about ten questions chosen for the largest expected gain in
 * marks on a paper. A topic's gain is its weight in the paper (its subject's marks shared among the
 * subject's topics by their questions) times the chance the student gets one of its questions wrong;
 * within a topic the question is one the student gets right about 60-75% of the time (hard enough
 * to learn from, easy enough not to discourage). Due spaced-repetition reviews (the FSRS cards the
 * server or the browser keeps) are mixed in first. Pure: no scheduler here, so a guest's browser
 * needs only this file and the cards it keeps.
 */
import {
  ABILITY_PRIOR,
  DIFFICULTY_PRIOR,
  chanceRight,
  pooledAbilities,
  replayAttempts,
  type AbilityEstimate,
  type Estimate,
  type KeptAttempt,
} from "./learner-model";
import { createRng } from "./random";

/** The band of chance right the chosen questions aim for, and its middle. */
export const TARGET_LOW = 0.6;
export const TARGET_HIGH = 0.75;
const TARGET = (TARGET_LOW + TARGET_HIGH) / 2;

/** Each further question from a topic counts for this share of the one before: spreads the set. */
const REPEAT_DISCOUNT = 0.6;

/** At most this share of the set are reviews, so a long queue does not crowd out new ground. */
export const REVIEW_SHARE = 0.3;

export interface PoolQuestion {
  /** The question's address (`{source}:{id}`). */
  id: string;
  subject: string;
  topic: string;
  difficulty: Estimate;
}

export interface DueReview {
  id: string;
  /** When the card fell due (ms since the epoch). */
  due: number;
}

export interface NextStepInput {
  /** Marks per subject in the paper the student prepares for (e.g. mathematics 25 ...). */
  paperMarks: Readonly<Record<string, number>>;
  /** The student's ability per subject (read together: `pooledAbilities`). */
  abilities: Readonly<Record<string, AbilityEstimate>>;
  pool: readonly PoolQuestion[];
  due: readonly DueReview[];
  /** Questions answered lately, not to be offered again as new ground. */
  recent: ReadonlySet<string>;
  now: number;
  size?: number;
  /** Orders equal choices; a screen passes one per day, so the set holds still within a day. */
  seed?: number;
}

export interface NextQuestion {
  id: string;
  reason: "review" | "gain";
  subject: string;
  topic: string;
  /** The student's chance of getting it right. */
  chance: number;
  /** The topic's expected gain in marks when chosen: its weight x the chance of a wrong answer. */
  gain: number;
}

interface TopicStats {
  subject: string;
  topic: string;
  weight: number;
  questions: PoolQuestion[];
  /** Mean chance right over its questions: what a paper's question from it would give. */
  chance: number;
}

/** Each topic's weight in marks and the student's chance on it. */
export function topicGains(input: Pick<NextStepInput, "paperMarks" | "abilities" | "pool">) {
  const bySubject = new Map<string, Map<string, PoolQuestion[]>>();
  for (const q of input.pool) {
    if (!(q.subject in input.paperMarks)) continue;
    const topics = bySubject.get(q.subject) ?? new Map<string, PoolQuestion[]>();
    const list = topics.get(q.topic) ?? [];
    list.push(q);
    topics.set(q.topic, list);
    bySubject.set(q.subject, topics);
  }
  const stats: TopicStats[] = [];
  for (const [subject, topics] of bySubject) {
    const inSubject = [...topics.values()].reduce((n, qs) => n + qs.length, 0);
    const ability = input.abilities[subject] ?? ABILITY_PRIOR;
    for (const [topic, questions] of topics) {
      const chance =
        questions.reduce((s, q) => s + chanceRight(ability, q.difficulty), 0) / questions.length;
      stats.push({
        subject,
        topic,
        weight: (input.paperMarks[subject]! * questions.length) / inSubject,
        questions,
        chance,
      });
    }
  }
  return stats;
}

/** The set to practise next: due reviews first (most overdue first), then the largest gains. */
export function nextStep(input: NextStepInput): NextQuestion[] {
  const size = input.size ?? 10;
  const rng = createRng(input.seed ?? 0);
  const byId = new Map(input.pool.map((q) => [q.id, q]));
  const ability = (subject: string) => input.abilities[subject] ?? ABILITY_PRIOR;
  const chosen: NextQuestion[] = [];
  const taken = new Set<string>();

  const reviews = input.due
    .filter((d) => d.due <= input.now && byId.has(d.id))
    .sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1))
    .slice(0, Math.round(size * REVIEW_SHARE));
  for (const review of reviews) {
    const q = byId.get(review.id)!;
    chosen.push({
      id: q.id,
      reason: "review",
      subject: q.subject,
      topic: q.topic,
      chance: chanceRight(ability(q.subject), q.difficulty),
      gain: 0,
    });
    taken.add(q.id);
  }

  const topics = topicGains(input);
  const picks = new Map<TopicStats, number>();
  const gainOf = (t: TopicStats) =>
    t.weight * (1 - t.chance) * REPEAT_DISCOUNT ** (picks.get(t) ?? 0);
  // A random key per question breaks ties the same way for the same seed.
  const tieKey = new Map(input.pool.map((q) => [q.id, rng()]));
  while (chosen.length < size) {
    const open = topics.filter((t) =>
      t.questions.some((q) => !taken.has(q.id) && !input.recent.has(q.id)),
    );
    if (!open.length) break;
    const topic = open.reduce((best, t) => (gainOf(t) > gainOf(best) ? t : best));
    const candidates = topic.questions
      .filter((q) => !taken.has(q.id) && !input.recent.has(q.id))
      .map((q) => ({ q, chance: chanceRight(ability(q.subject), q.difficulty) }));
    const inBand = candidates.filter((c) => c.chance >= TARGET_LOW && c.chance <= TARGET_HIGH);
    const best = (inBand.length ? inBand : candidates).reduce((a, b) => {
      const da = Math.abs(a.chance - TARGET);
      const db = Math.abs(b.chance - TARGET);
      return db < da || (db === da && tieKey.get(b.q.id)! < tieKey.get(a.q.id)!) ? b : a;
    });
    chosen.push({
      id: best.q.id,
      reason: "gain",
      subject: topic.subject,
      topic: topic.topic,
      chance: best.chance,
      gain: gainOf(topic),
    });
    taken.add(best.q.id);
    picks.set(topic, (picks.get(topic) ?? 0) + 1);
  }
  return chosen;
}

/** How lately answered a question must be to be left out of new ground (the server's too). */
export const RECENT_DAYS = 3;

export interface BrowserNextStepInput {
  paperMarks: Readonly<Record<string, number>>;
  /** The paper's bank key, as the pool's and the answers' addresses start (`entrance`). */
  bank: string;
  /** The bank's questions: id and subject (its category; the bank has no topics below it). */
  questions: ReadonlyArray<{ id: number; category: string }>;
  /** The guest's attempts kept in the browser, their answers addressed `{bank}:{id}`. */
  attempts: readonly KeptAttempt[];
  /**
   * The review cards of the paper's bank due by the end of the day, replayed from the same attempts
   * (`replayCards` and `dueReviews` in review-cards.ts, decision 0217); none when not given.
   */
  due?: readonly DueReview[];
  now: number;
  size?: number;
  seed?: number;
}

/**
 * "Practise next" where only the browser knows the student (a guest, decision 229): the model
 * replayed from the answers kept there, read as the server reads it (`pooledAbilities`), and the
 * same `nextStep` over the paper's bank, with the due reviews the same attempts leave.
 */
export function nextStepFromAttempts(input: BrowserNextStepInput): NextQuestion[] {
  const state = replayAttempts(input.attempts);
  const recentFrom = input.now - RECENT_DAYS * 86_400_000;
  const recent = new Set(
    input.attempts
      .filter((a) => a.at >= recentFrom)
      .flatMap((a) => a.answers.map((x) => x.question)),
  );
  const key = (id: number) => `${input.bank}:${id}`;
  return nextStep({
    paperMarks: input.paperMarks,
    abilities: pooledAbilities(state.abilities, Object.keys(input.paperMarks), input.now),
    pool: input.questions.map((q) => ({
      id: key(q.id),
      subject: q.category,
      topic: q.category,
      difficulty: state.difficulties[key(q.id)] ?? DIFFICULTY_PRIOR,
    })),
    due: input.due ?? [],
    recent,
    now: input.now,
    size: input.size,
    seed: input.seed,
  });
}
