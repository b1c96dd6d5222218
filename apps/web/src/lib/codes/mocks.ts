import type { mocksMessages } from "@tayari/contracts/messages/mocks";
import { defineCodes } from "../codes";

defineCodes<typeof mocksMessages>("mocks", () => import("./mocks.ne").then((m) => m.mocks));
