import type { ColumnType, Generated } from "kysely";
import type { Passage, Question } from "@tayari/contracts/question";
import type { PassageInput } from "@tayari/contracts/question-input";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  /** The interface language chosen on the account; null when never chosen (English). */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** After each answer in a practice mode (decision 0492); null when never chosen (move on). */
  pace: ColumnType<Pace | null, Pace | null | undefined, Pace | null>;
  /** The student's own readiness target, percent of a paper's marks (35-100); null: none. */
  readiness_target: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the owner proved the address is theirs (a verification or reset link); null: not yet. */
  email_verified_at: NullableTimestamp;
  created_at: Timestamp;
}

export type Language = "en" | "ne";

export type Pace = "move-on" | "stay";

export type Role = "student" | "examiner";
type Json<T> = ColumnType<T, string, string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

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

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_seen_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type MailStatus = "queued" | "sending" | "sent" | "failed";

export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  user_id: number | null;
  language: Language;
  subject: string;
  text_body: string;
  html_body: string;
  dedupe_key: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  run_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: ColumnType<Date, Date | string, Date | string>;
}

export interface LoginAddressesTable {
  user_id: number;
  address: string;
  last_login_at: ColumnType<Date, Date | string, Date | string>;
}

interface Named {
  id: Generated<number>;
  slug: string;
  position: number;
}
/** The name in Nepali from the catalog files (null: none; the name serves both languages). */
type NameNe = ColumnType<string | null, string | null | undefined, string | null>;
export interface LevelsTable extends Named {
  name: string;
  name_ne: NameNe;
}
export interface SubjectsTable extends Named {
  level_id: number;
  name: string;
  name_ne: NameNe;
}
export interface CategoriesTable extends Named {
  subject_id: number;
  name: string;
  name_ne: NameNe;
}
export interface ItemsTable extends Named {
  category_id: number;
  name: string;
  name_ne: NameNe;
}
export interface UnitsTable extends Named {
  item_id: number;
  name: string;
  name_ne: NameNe;
  json_data: string;
  /** The unit's passages (decision 174), JSON text with their maths trees; null: none. */
  passages: ColumnType<string | null, string | null | undefined, string | null>;
}
/** What an examiner undid: who, when, what (decision 0082). */
export interface ExaminerActionsTable {
  id: Generated<number>;
  user_id: number | null;
  action: "bank_deleted" | "question_unpublished" | "question_reworded";
  bank_id: number | null;
  unit_id: number | null;
  question_id: number | null;
  /** What was removed, as JSON text: the bank's name and questions, or the question (as it was, when reworded). */
  removed: string;
  at: Generated<Date>;
}
/** Questions an examiner published into a catalog unit (decision 0038). */
export interface CatalogPublicationsTable {
  id: Generated<number>;
  unit_id: number;
  owner_id: number | null;
  file_name: string;
  /** The questions as imported (bank format, no MathML trees), as JSON text (its order kept). */
  questions: string;
  question_count: number;
  created_at: Generated<Date>;
}
export interface EntrancesTable extends Named {
  name: string;
  name_ne: NameNe;
}
export interface EntranceSubjectsTable extends Named {
  entrance_id: number;
  title: string;
  title_ne: NameNe;
  type: string;
}
export interface EntranceUnitsTable extends Named {
  entrance_subject_id: number;
  title: string;
  title_ne: NameNe;
  type: string;
  json_data: string;
  /** The unit's passages (decision 174), JSON text with their maths trees; null: none. */
  passages: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AttemptsTable {
  id: string;
  user_id: number;
  mode: string;
  source: string;
  title: string;
  score: number;
  total: number;
  started_at: Timestamp;
  finished_at: Timestamp;
  fingerprint: string;
  /** The seed its options were shown in (decision 69); null: the written order. */
  seed: number | null;
  created_at: Generated<Date>;
}
export interface AttemptAnswersTable {
  attempt_id: string;
  position: number;
  user_id: number;
  mode: string;
  answered_at: Timestamp;
  bank: string;
  question_id: number;
  category: string;
  pick: string | null;
  correct: boolean;
  seconds: number;
  /** Kept but marked (decision 343): 'withdrawn', 'left' or 'reworded'; null: as it stands. */
  mark: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Every version of a question a student could have answered (decision 343). */
export interface QuestionVersionsTable {
  bank: string;
  question_id: number;
  version: string;
  category: string;
  options: Json<string[]>;
  answer: string;
  seen_at: Generated<Date>;
}
/** The versions of the file banks already kept in question_versions. */
export interface BankVersionsTable {
  bank: string;
  version: string;
}
export interface ProgressDaysTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  mode: string;
  category: string;
  topic: string;
  attempts: number;
  answered: number;
  correct: number;
  seconds: number;
}
export interface ReviewCardsTable {
  user_id: number;
  bank: string;
  question_id: number;
  due: Timestamp;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The learner model (decision 190): a question's difficulty, in logits. */
export interface QuestionDifficultiesTable {
  bank: string;
  question_id: number;
  subject: string;
  mean: number;
  variance: number;
  count: number;
  updated_at: Timestamp;
}

/** The learner model: a student's ability in a subject (an answer's category), in logits. */
export interface StudentAbilitiesTable {
  user_id: number;
  subject: string;
  mean: number;
  variance: number;
  count: number;
  updated_at: Timestamp;
}

export interface MockSittingsTable {
  id: string;
  user_id: number;
  paper: string;
  started_at: Timestamp;
  state: string;
  saved_at: Timestamp;
}

export interface MockStandingsTable {
  paper: string;
  user_id: number;
  attempt_id: string;
  started_at: Timestamp;
  /** Marks in hundredths, then each tie-break subject's marks. */
  ranking: number[];
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  mail_queue: MailQueueTable;
  rate_limits: RateLimitsTable;
  login_addresses: LoginAddressesTable;
  levels: LevelsTable;
  subjects: SubjectsTable;
  categories: CategoriesTable;
  items: ItemsTable;
  units: UnitsTable;
  catalog_publications: CatalogPublicationsTable;
  entrances: EntrancesTable;
  entrance_subjects: EntranceSubjectsTable;
  entrance_units: EntranceUnitsTable;
  attempts: AttemptsTable;
  attempt_answers: AttemptAnswersTable;
  question_versions: QuestionVersionsTable;
  bank_versions: BankVersionsTable;
  progress_days: ProgressDaysTable;
  review_cards: ReviewCardsTable;
  question_difficulties: QuestionDifficultiesTable;
  student_abilities: StudentAbilitiesTable;
  exam_banks: ExamBanksTable;
  exam_bank_parts: ExamBankPartsTable;
  exams: ExamsTable;
  exam_attempts: ExamAttemptsTable;
  exam_answers: ExamAnswersTable;
  exam_results: ExamResultsTable;
  exam_key_corrections: ExamKeyCorrectionsTable;
  exam_candidates: ExamCandidatesTable;
  exam_events: ExamEventsTable;
  mock_sittings: MockSittingsTable;
  mock_standings: MockStandingsTable;
  examiner_actions: ExaminerActionsTable;
  live_mocks: LiveMocksTable;
  exam_seals: ExamSealsTable;
}
