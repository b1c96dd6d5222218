// The scholarship exams' tables (banks, exams, live mocks, seals, attempts, candidates, events,
// answers, results, key corrections); db/schema.ts gathers them into the Database.
import type { ColumnType, Generated } from "kysely";
import type { Passage, Question } from "@tayari/contracts/question";
import type { PassageInput } from "@tayari/contracts/question-input";
import type { Json, NullableTimestamp, Timestamp } from "./schema-columns";

/** An exam question as kept, with its key and explanation: the content package's question. */
export type StoredQuestion = Question;
/** A bank's passage as kept: the bank format's fields, no maths trees (made when read). */
export type StoredPassage = PassageInput;

export type StoredSelection =
  { mode: "fixed"; ids: number[] } | { mode: "quota"; quotas: Array<[string, number]> };

export interface ExamBanksTable {
  id: Generated<number>;
  /** Null once its examiner's account is deleted: the bank stays, the site's (decision 140). */
  owner_id: number | null;
  name: string;
  question_count: number;
  created_at: Timestamp;
  /** False while the bank's parts are being written: no reader sees it. */
  ready: Generated<boolean>;
  /** Deleted by its examiner: no reader sees it; its parts are what examiner_actions recorded. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** What a run of its questions share (decision 221), as the bank format gives them; null: none. */
  passages: ColumnType<StoredPassage[] | null, string | null | undefined, string | null>;
  /**
   * How many questions it holds per category, [category, count] in the order the categories first
   * appear: counted when it is saved, so listing banks reads no questions (issue 47).
   */
  category_counts: ColumnType<
    Array<[string, number]> | null,
    string | null | undefined,
    string | null
  >;
}

/** A bank's questions in order, about 64 KB of JSON a part (parts 0, 1, ...). */
export interface ExamBankPartsTable {
  bank_id: number;
  part: number;
  questions: Json<StoredQuestion[]>;
}

export interface ExamsTable {
  id: Generated<number>;
  /** Null once its examiner's account is deleted: the exam stays, the site's (decision 140). */
  owner_id: number | null;
  slug: string;
  title: string;
  source: string;
  /** The questions copied (exams from the site's banks, and every exam made before decision 97). */
  pool: ColumnType<StoredQuestion[] | null, string | null | undefined, string | null>;
  /** The private bank whose questions the exam draws from, read from its parts (decision 97). */
  pool_bank_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The passages a copy's questions stand on, with their maths trees (decision 296); null: none. */
  pool_passages: ColumnType<Passage[] | null, string | null | undefined, string | null>;
  selection: Json<StoredSelection>;
  question_count: number;
  duration_seconds: number;
  opens_at: Timestamp;
  closes_at: Timestamp;
  profile: string;
  custom_marks: ColumnType<
    Record<string, { correct: number; wrong: number }> | null,
    string | null | undefined,
    string | null
  >;
  access_code: string | null;
  release_mode: "at_close" | "manual";
  released_at: NullableTimestamp;
  /** When the results mails were queued (once per exam). */
  results_mailed_at: NullableTimestamp;
  /** When the results were fixed in exam_results (once, when the exam is over). */
  results_fixed_at: NullableTimestamp;
  created_at: Timestamp;
  /** Each student meets the questions of each section in their own order (issue 30). */
  shuffle_questions: ColumnType<boolean, boolean | undefined, boolean>;
  /** Each student sees each question's options in their own order (decision 69). */
  shuffle_options: ColumnType<boolean, boolean | undefined, boolean>;
  /** The examiner page's key of the request that made it: a repeat answers this exam. */
  create_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Rises with each edit or extension (decision 205): stale edits and stale copies are noticed. */
  version: ColumnType<number, number | undefined, number>;
  /** The time was set per question (seconds); null: for the whole paper. */
  per_question_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** Equal totals ordered by these sections' marks (decision 209); null: the profile's order. */
  tie_break: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** The most any attempt runs past the close (extra time, a reopening): results wait for it. */
  overtime_seconds: Generated<number>;
}

/** An exam that is a live mock (decision 257): one of the site's mock papers, for every student. */
export interface LiveMocksTable {
  exam_id: number;
  /** The mock paper's slug (`mock-3`). */
  paper: string;
  created_at: Generated<Date>;
}

/** An exam's sealed-paper keys, per version (decision 0452): the paper key is served from the opening. */
export interface ExamSealsTable {
  exam_id: number;
  version: number;
  paper_key: Uint8Array;
  sign_key: Uint8Array;
  created_at: Generated<Date>;
}

export interface ExamAttemptsTable {
  id: Generated<number>;
  exam_id: number;
  user_id: number;
  /** The question ids in the order this student meets them. */
  paper: Json<number[]>;
  started_at: Timestamp;
  deadline: Timestamp;
  submitted_at: NullableTimestamp;
  /** The seed of the options' order (decision 69); null: the written order. */
  seed: ColumnType<number | null, number | null | undefined, number | null>;
  /** The candidate's extra time (decision 213), in the deadline past the close too. */
  extra_seconds: Generated<number>;
  /** How long it stood submitted before a reopening (decision 215). */
  paused_seconds: Generated<number>;
  /** The score (hundredths) the student was last told by mail; null: not told (decision 0475). */
  told_score: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One candidate of an exam: on its allow-list, or given extra time (decisions 213-216). */
export interface ExamCandidatesTable {
  id: Generated<number>;
  exam_id: number;
  /** Lower-case. */
  email: string | null;
  /** Upper-case, no spaces. */
  roll: string | null;
  name: string | null;
  listed: Generated<boolean>;
  extra_minutes: number | null;
  extra_percent: number | null;
  /** The account that sat as this candidate (bound at its start). */
  user_id: number | null;
}

/** What the exam's log keeps that the attempts and answers do not (decision 218). */
export interface ExamEventsTable {
  id: Generated<number>;
  exam_id: number;
  user_id: number | null;
  kind:
    | "started"
    | "resumed"
    | "late"
    | "extra_time"
    | "reopened"
    | "roll_freed"
    | "list_replaced"
    | "refused"
    | "times_changed"
    | "released";
  at: Timestamp;
  device: "phone" | "tablet" | "computer" | null;
  detail: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export interface ExamAnswersTable {
  attempt_id: number;
  question_id: number;
  pick: string;
  saved_at: Timestamp;
  /** The attempt's sequence number of this pick: a save with a higher one replaces it. */
  seq: ColumnType<number, number | undefined, number>;
}

/** An attempt's marks, rank and percentile, fixed once when its exam is over (issue 30, point 4). */
export interface ExamResultsTable {
  attempt_id: number;
  exam_id: number;
  /** The attempt's place in the merit list, from 0. */
  position: number;
  /** Hundredths of a mark. */
  score: number;
  max_score: number;
  correct: number;
  wrong: number;
  unanswered: number;
  /** Questions dropped by a key correction: their marks given to all (decision 155). */
  dropped: ColumnType<number, number | undefined, number>;
  /** Marks per section (category, lower-case), in hundredths, as JSON (decision 187). */
  sections: ColumnType<Record<string, number>, string | undefined, string>;
  rank: number;
  percentile: number;
  candidates: number;
}

/** A key as JSON text: the accepted options' texts, or dropped. */
export interface StoredKey {
  accepted: string[];
  dropped: boolean;
}

/** An examiner's correction of one question's key (issue 44, decision 183). */
export interface ExamKeyCorrectionsTable {
  id: Generated<number>;
  exam_id: number;
  question_id: number;
  /** The question's corrections counted from 1: unique per exam and question. */
  version: number;
  kind: "key" | "accept" | "drop";
  old_key: Json<StoredKey>;
  new_key: Json<StoredKey>;
  reason: string;
  /** Who made it; null once their account is closed (decision 140). */
  user_id: number | null;
  at: Generated<Date>;
}
