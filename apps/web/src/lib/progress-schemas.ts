// What the progress pages check of the server's answers (the figures, the recent tests, the review
// queue, the readiness cards, a finished attempt's review, the next step, the weak topics), in a module the
// build replaces by plain checks written from the contract's schemas (build/compiled-schemas.ts,
// decisions 93 and 293): a signed-in student's progress page opens without
// evaluating zod (with lib/login-schemas.ts for the notice to verify). Its exports are
// endpoints only; unit tests and `vite dev` use it as written. The attempt queue's `putAttempt`
// stays in attempt-schemas.ts, with zod, loaded when an attempt waits to be sent.
import { getAttemptReview, getAttempts } from "@tayari/contracts/attempts";
import * as progress from "@tayari/contracts/progress";

export { getAttemptReview, getAttempts };
export const { getNextStep, getProgress, getReadiness, getReview, getWeakTopics } = progress;
