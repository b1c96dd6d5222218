// What the mock paper's page checks of the server's answers and of this device's storage (the
// paper's 100 questions as it opens, a kept sitting's passages), in a module the build replaces by
// plain checks written from the contract's schemas (build/compiled-schemas.ts;
// decisions 93 and 280): the same answers as zod's without zod's code or its work on the main
// thread as the page opens. Its exports are endpoints and schemas only; unit tests and `vite dev`
// use it as written.
import {
  getMockPaper,
  getMockSitting,
  getMockStanding,
  listMyMocks,
  putMockSitting,
} from "@tayari/contracts/mocks";
import { passageListSchema } from "@tayari/contracts/question";

export {
  getMockPaper,
  getMockSitting,
  getMockStanding,
  listMyMocks,
  passageListSchema,
  putMockSitting,
};
