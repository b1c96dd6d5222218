import type { Messages } from "./text";

/** The student's progress, the review due and the weak-topic quiz. */
export const progressMessages = {
  "progress.weakTopicsTooFew":
    "Answer at least {count} questions of a category first; then we can tell your weak topics.",
} as const satisfies Messages;
