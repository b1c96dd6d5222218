// The endpoint the attempt queue sends finished attempts with, bundled on its own with the zod it
// uses (build/standalone-schemas.ts; decision 60): a quiz that ends sends its attempt without
// fetching the zod of the forms and exams, and the quiz's own zod does not grow by the checks only
// this schema uses. The attempt queue loads it when it has an attempt to send. The progress pages'
// answers are checked by the build's plain checks (lib/progress-schemas.ts, decision 293).
import { putAttempt } from "@tayari/contracts/attempts";

export { putAttempt };
