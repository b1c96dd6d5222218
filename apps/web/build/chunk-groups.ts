// apps/web/build/: the build's plugins, one a file (issue 63 point 5), each with its test.
import type { CodeSplittingGroup } from "rolldown";

/**
 * The chunks on the way from `/` to the first question of the timed entrance test (issue 34: at
 * most 110 KB received). Left to rolldown, that way was 12 files: each shared module set its own
 * chunk, and every response costs about 300 bytes of headers besides what one file compresses
 * better than several. Now it is 4: the entry (which also takes the start-up modules the lazy
 * chunks share with it, such as i18n and the preload helper: its `$initial` group), the home page
 * with the preparation page it links to (and the landing parts that page shares with the other
 * landings), and the timed quiz with everything its first question needs. The lists name modules,
 * not folders, so nothing else joins them; a module new on the way becomes a chunk of its own and
 * the byte budget (e2e/budget.spec.ts) says so. Other quizzes load the quiz chunk too (the timed
 * quiz's code with theirs, 10 KB once), the other landings the home chunk. Decision 95.
 */
export const HOME_PATH = [
  "src/app/routes/home.tsx",
  "src/features/home/components/home-page.tsx",
  "src/features/home/messages.ts",
  "src/app/routes/csit-entrance-preparation.tsx",
  "src/features/landings/components/entrance-preparation-home.tsx",
  "src/features/landings/components/tagline.tsx",
  "src/features/landings/components/start-link.tsx",
  "src/features/landings/messages.ts",
  // The practice test's choice of what follows each answer sits on the preparation page (decision
  // 0492); the other start screens load it from here.
  "src/components/sitting/pace-choice.tsx",
  "src/components/sitting/pace-messages.ts",
  "src/lib/pace.ts",
];

export const QUIZ_PATH = [
  "src/features/quiz/components/timed-quiz.tsx",
  "packages/quiz/src/machine.ts",
  "packages/quiz/src/shuffle.ts",
  "src/features/quiz/messages.ts",
  "src/features/quiz/attempt-storage.ts",
  "src/features/progress/index.ts",
  "src/features/quiz/hooks/use-timed-quiz.ts",
  "src/components/sitting/question-clock.tsx",
  "src/components/sitting/sitting-frame.tsx",
  "src/components/sitting/messages.ts",
  "src/components/sitting/use-ticker.ts",
  "src/components/sitting/use-question-top.ts",
  "src/features/quiz/components/reveal-panel.tsx",
  "src/components/question/explanation.tsx",
  "src/features/quiz/configs.ts",
  "packages/quiz/src/random.ts",
  "src/lib/when-idle.ts",
  // The quiz's progress written after the pick's frame (decision 0522): alone it was a fifth file.
  "src/lib/write-after-paint.ts",
  // The draw read and its options ordered a few questions a task (decision 0528).
  "src/lib/in-slices.ts",
  "src/features/quiz/prepare.ts",
  "src/features/quiz/components/prepared-quiz.tsx",
  "packages/quiz/src/draw.ts",
  "src/features/quiz/hooks/use-prepared.ts",
  "src/features/quiz/api/entrance-bank-api.ts",
  "packages/content/src/compact-question.ts",
  "src/components/question/question-view.tsx",
  // Shared with other screens, so rolldown gave each a file of its own (705 and 577 bytes fetched
  // on the way to the first entrance question, a third of it headers): kept with the quiz instead.
  "src/components/question/passages.ts",
  "src/features/quiz/hooks/use-attempt-clock.ts",
  "packages/content/src/question-text.ts",
  "src/components/question/question-text.tsx",
  "packages/contracts/src/math.ts",
  "src/components/question/messages.ts",
  "src/lib/letters.ts",
  "src/lib/quiz-schemas.ts",
  "src/lib/attempt-review.ts",
  "packages/quiz/src/timer.ts",
  "packages/quiz/src/answer.ts",
  // The attempts kept on the device (issue 64) are in the entry (app/answers-early.ts reads them),
  // the answer ledger's code with the sender and the pages that show the ledgers (decision 0516).
  "src/app/routes/csit-entrance-questions.tsx",
];

/** The chunk groups of the build: the entry's start-up modules, the quiz's way, the home page's. */
export const chunkGroups = (): CodeSplittingGroup[] => [
  {
    name: "index",
    tags: ["$initial"],
    includeDependenciesRecursively: false,
  },
  {
    name: "quiz",
    includeDependenciesRecursively: false,
    test: (id: string) => QUIZ_PATH.some((file) => id.endsWith(file)),
  },
  {
    name: "home",
    includeDependenciesRecursively: false,
    test: (id: string) => HOME_PATH.some((file) => id.endsWith(file)),
  },
];
