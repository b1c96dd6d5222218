import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as accounts from "./migrations/2026-11-22T0900-accounts";
import * as catalog from "./migrations/2026-11-22T1000-catalog";
import * as rateLimits from "./migrations/2026-11-23T0900-rate-limits";
import * as progress from "./migrations/2026-11-23T1000-progress";
import * as exams from "./migrations/2026-11-23T1100-exams";
import * as userLanguage from "./migrations/2026-11-23T1150-user-language";
import * as mail from "./migrations/2026-11-23T1200-mail";
import * as catalogPublications from "./migrations/2026-11-23T1500-catalog-publications";
import * as mockTests from "./migrations/2026-11-24T0600-mock-tests";
import * as catalogNamesNe from "./migrations/2026-11-24T0700-catalog-names-ne";
import * as attemptSeeds from "./migrations/2026-11-24T0800-attempt-seeds";
import * as examShuffle from "./migrations/2026-11-24T0900-exam-shuffle";
import * as examAnswerSeq from "./migrations/2026-11-24T1140-exam-answer-seq";
import * as examResults from "./migrations/2026-11-24T1200-exam-results";
import * as examinerUndo from "./migrations/2026-11-24T1230-examiner-undo";
import * as examCreateKey from "./migrations/2026-11-24T1300-exam-create-key";
import * as examBankParts from "./migrations/2026-11-24T1600-exam-bank-parts";
import * as examPoolByReference from "./migrations/2026-11-24T2130-exam-pool-by-reference";
import * as recordsOutliveExaminers from "./migrations/2026-11-25T2100-records-outlive-examiners";
import * as examKeyCorrections from "./migrations/2026-11-26T0100-exam-key-corrections";
import * as learnerModel from "./migrations/2026-11-26T0100-learner-model";
import * as unitPassages from "./migrations/2026-11-26T0130-unit-passages";
import * as examCandidates from "./migrations/2026-11-26T0400-exam-candidates";
import * as examEdits from "./migrations/2026-11-26T0400-exam-edits";
import * as bankPassages from "./migrations/2026-11-26T0430-bank-passages";
import * as bankCategoryCounts from "./migrations/2026-11-26T1300-bank-category-counts";
import * as liveMocks from "./migrations/2026-11-26T1500-live-mocks";
import * as examPoolPassages from "./migrations/2026-11-27T0300-exam-pool-passages";
import * as examListIndexes from "./migrations/2026-11-27T1400-exam-list-indexes";
import * as answerLedger from "./migrations/2026-11-28T0900-answer-ledger";
import * as versionsInSlices from "./migrations/2026-11-28T1000-versions-in-slices";
import * as resultsTold from "./migrations/2026-11-28T1100-results-told";
import * as examSeals from "./migrations/2026-11-28T1200-exam-seals";
import * as practiceSettings from "./migrations/2026-11-28T1300-practice-settings";
import * as liveMockTitles from "./migrations/2026-11-28T1400-live-mock-titles";

// Listed explicitly (not read from disk) so migrations work the same from source and from a bundle.
const migrations: Record<string, Migration> = {
  "2026-11-22T0900-accounts": accounts,
  "2026-11-22T1000-catalog": catalog,
  "2026-11-23T0900-rate-limits": rateLimits,
  "2026-11-23T1000-progress": progress,
  "2026-11-23T1100-exams": exams,
  "2026-11-23T1150-user-language": userLanguage,
  "2026-11-23T1200-mail": mail,
  "2026-11-23T1500-catalog-publications": catalogPublications,
  "2026-11-24T0600-mock-tests": mockTests,
  "2026-11-24T0700-catalog-names-ne": catalogNamesNe,
  "2026-11-24T0800-attempt-seeds": attemptSeeds,
  "2026-11-24T0900-exam-shuffle": examShuffle,
  "2026-11-24T1140-exam-answer-seq": examAnswerSeq,
  "2026-11-24T1200-exam-results": examResults,
  "2026-11-24T1230-examiner-undo": examinerUndo,
  "2026-11-24T1300-exam-create-key": examCreateKey,
  "2026-11-24T1600-exam-bank-parts": examBankParts,
  "2026-11-24T2130-exam-pool-by-reference": examPoolByReference,
  "2026-11-25T2100-records-outlive-examiners": recordsOutliveExaminers,
  "2026-11-26T0100-exam-key-corrections": examKeyCorrections,
  "2026-11-26T0100-learner-model": learnerModel,
  "2026-11-26T0130-unit-passages": unitPassages,
  "2026-11-26T0400-exam-candidates": examCandidates,
  "2026-11-26T0400-exam-edits": examEdits,
  "2026-11-26T0430-bank-passages": bankPassages,
  "2026-11-26T1300-bank-category-counts": bankCategoryCounts,
  "2026-11-26T1500-live-mocks": liveMocks,
  "2026-11-27T0300-exam-pool-passages": examPoolPassages,
  "2026-11-27T1400-exam-list-indexes": examListIndexes,
  "2026-11-28T0900-answer-ledger": answerLedger,
  "2026-11-28T1000-versions-in-slices": versionsInSlices,
  "2026-11-28T1100-results-told": resultsTold,
  "2026-11-28T1200-exam-seals": examSeals,
  "2026-11-28T1300-practice-settings": practiceSettings,
  "2026-11-28T1400-live-mock-titles": liveMockTitles,
};

/** The migrations' names, in order: what a prepared database (decision 87) was brought up to. */
export const migrationNames = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${String((error as Error).message ?? error)}`,
      {
        cause: error,
      },
    );
  }
}
