import type { accountMessages } from "@tayari/contracts/messages/account";
import { defineCodes } from "../codes";

defineCodes<typeof accountMessages>("account", () => import("./account.ne").then((m) => m.account));
