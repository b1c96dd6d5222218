import type { examsMessages } from "@tayari/contracts/messages/exams";
import { defineCodes } from "../codes";

defineCodes<typeof examsMessages>("exams", () => import("./exams.ne").then((m) => m.exams));
