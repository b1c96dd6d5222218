import type { progressMessages } from "@tayari/contracts/messages/progress";
import { defineCodes } from "../codes";

defineCodes<typeof progressMessages>("progress", () =>
  import("./progress.ne").then((m) => m.progress),
);
