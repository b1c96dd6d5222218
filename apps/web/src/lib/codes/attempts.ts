import type { attemptsMessages } from "@tayari/contracts/messages/attempts";
import { defineCodes } from "../codes";

defineCodes<typeof attemptsMessages>("attempts", () =>
  import("./attempts.ne").then((m) => m.attempts),
);
