// The database's tables as Kysely sees them: accounts, the catalog, practice and progress here; the
// scholarship exams' tables in schema-exams.ts.
import type { ColumnType, Generated } from "kysely";
import type {
  ExamAnswersTable,
  ExamAttemptsTable,
  ExamBankPartsTable,
  ExamBanksTable,
  ExamCandidatesTable,
  ExamEventsTable,
  ExamKeyCorrectionsTable,
  ExamResultsTable,
  ExamSealsTable,
  ExamsTable,
  LiveMocksTable,
} from "./schema-exams";
import type { Json, NullableTimestamp, Timestamp } from "./schema-columns";

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
