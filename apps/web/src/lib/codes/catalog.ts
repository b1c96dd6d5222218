import type { catalogMessages } from "@tayari/contracts/messages/catalog";
import { defineCodes } from "../codes";

defineCodes<typeof catalogMessages>("catalog", () => import("./catalog.ne").then((m) => m.catalog));
