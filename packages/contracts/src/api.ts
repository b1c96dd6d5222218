// Every endpoint of the API: the declarations the server must implement, no more and no fewer
// (apps/server/src/plugins/contract.ts refuses to start otherwise). Server and tests only: the web
// app imports each endpoint from its module's file, so a page loads only the schemas it calls.
import * as account from "./account";
import * as attempts from "./attempts";
import * as auth from "./auth";
import * as bankUpload from "./bank-upload";
import * as banks from "./banks";
import * as catalog from "./catalog";
import * as catalogImport from "./catalog-import";
import { isEndpoint, type Endpoint } from "./endpoint";
import * as examAnalysis from "./exam-analysis";
import * as examBanks from "./exam-banks";
import * as examPreview from "./exam-preview";
import * as examResults from "./exam-results";
import * as examSeal from "./exam-seal";
import * as examSitting from "./exam-sitting";
import * as examinerCandidates from "./examiner-candidates";
import * as examinerExams from "./examiner-exams";
import * as health from "./health";
import * as liveMocks from "./live-mocks";
import * as mocks from "./mocks";
import * as progress from "./progress";
import * as regrade from "./regrade";

const modules = {
  health,
  auth,
  catalog,
  banks,
  catalogImport,
  bankUpload,
  attempts,
  progress,
  account,
  mocks,
  liveMocks,
  examSitting,
  examSeal,
  examResults,
  examBanks,
  examinerExams,
  examAnalysis,
  regrade,
  examinerCandidates,
  examPreview,
};

/** Each module's endpoints, as the modules export them. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);
