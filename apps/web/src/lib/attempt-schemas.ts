// The endpoints of finished attempts and progress, bundled on their own with the zod they use
// (vite.config.ts, `standaloneSchemas`; decision 60): a quiz that ends sends its attempt without
// fetching the zod of the forms and exams, and the quiz's own zod does not grow by the checks only
// these schemas use. The attempt queue loads it when it has an attempt to send.
import { getAttemptReview, getAttempts, putAttempt } from "@tayari/contracts/attempts";
import {
  getNextStep,
  getProgress,
  getReadiness,
  getReview,
  getWeakTopics,
} from "@tayari/contracts/progress";

export { getAttemptReview, getAttempts, putAttempt };
export { getNextStep, getProgress, getReadiness, getReview, getWeakTopics };
