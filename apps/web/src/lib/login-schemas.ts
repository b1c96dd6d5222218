// The login as the server has it (`getMe`), which the frame's notice to verify asks for on every
// page of a student not verified yet, in a module the build replaces by plain checks written from
// the contract's schema (build/compiled-schemas.ts; decisions 93 and 293): the notice
// checks the answer without fetching and evaluating the auth forms' zod (features/auth/api), which
// it loads only for its button. Unit tests and `vite dev` use it as written.
import { getMe } from "@tayari/contracts/auth";

export { getMe };
