import type { authMessages } from "@tayari/contracts/messages/auth";
import { defineCodes } from "../codes";

defineCodes<typeof authMessages>("auth", () => import("./auth.ne").then((m) => m.auth));
