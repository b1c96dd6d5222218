import type { inputMessages } from "@tayari/contracts/messages/input";
import { defineCodes } from "../codes";

// The text rule's refusals (decision 74): a page with a form imports this to show them in Nepali.
defineCodes<typeof inputMessages>("input", () => import("./input.ne").then((m) => m.input));
