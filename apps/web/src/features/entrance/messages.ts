import { defineMessages } from "../../lib/i18n";

export const en = {
  practiseBySubject: "Practise by subject",
  noSubjects: "No subjects yet.",
  unitWisePractice: "Unit-wise MCQ practice",
  noUnits: "No units yet.",
  unreadableQuestions: "The questions of this unit could not be read.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
