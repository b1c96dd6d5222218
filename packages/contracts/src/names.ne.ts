import type { names as en } from "./names";

/** The names of names.ts in Nepali (decision 0219). */
export const names: Record<keyof typeof en, string> = {
  exams: "छात्रवृत्ति परीक्षाहरू",
  exam: "छात्रवृत्ति परीक्षा",
  examInText: "छात्रवृत्ति परीक्षा",
};
