import type { Db } from "../../db/db";
import type { StoredQuestion } from "../exams/bank-repository";
import type { ExamRow } from "../exams/exam-repository";
import type { HoldOf } from "../exams/holds";
import type { PoolCache, PublicBank } from "../exams/papers";
import type { ExamListRow } from "./exam-summary";

/** What the examiner's exam use cases take from outside; each names the part it uses. */
export interface ExamDeps {
  db: Db;
  now: () => Date;
  /** The exams' questions and passages, and the slugs, as this process keeps them. */
  pools: PoolCache;
  /** Another exam still running with some of this one's questions. */
  holdOf: HoldOf;
  /** The questions of one of the site's banks. */
  publicBank: (name: PublicBank) => StoredQuestion[];
  /** How many questions an exam's source holds (exam-summary.ts `sourceSizer`). */
  sourceSize: (row: ExamListRow) => number | null;
  /** Marks and ranks an exam's attempts once, when it is over (results.ts `fixedResults`). */
  ensureFixed: (exam: ExamRow, now: Date) => Promise<void>;
}
