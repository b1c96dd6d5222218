// The catalog's endpoints, bundled on their own with the zod the practice screens' schemas use
// (build/standalone-schemas.ts; decision 60): a catalog page parses its answers with them
// without fetching the zod of the forms and exams, and a unit quiz opened from it fetches zod once.
import {
  getCategoryItems,
  getEntranceSubjectOrUnits,
  getEntranceUnitQuestions,
  getEntrances,
  getLevels,
  getSubjects,
} from "@tayari/contracts/catalog";

export {
  getCategoryItems,
  getEntranceSubjectOrUnits,
  getEntranceUnitQuestions,
  getEntrances,
  getLevels,
  getSubjects,
};
