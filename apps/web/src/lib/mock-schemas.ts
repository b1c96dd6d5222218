// The mock paper's answer, which its page checks as it opens (100 questions), in a module the build
// replaces by plain checks written from the contract's schemas (vite.config.ts,
// `compiledQuizSchemas`; decisions 93 and 280): the same answers as zod's without zod's work on
// the main thread. Its exports are endpoints only; unit tests and `vite dev` use it as written.
import { getMockPaper } from "@tayari/contracts/mocks";

export { getMockPaper };
