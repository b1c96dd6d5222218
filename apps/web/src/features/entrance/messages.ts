import { defineMessages } from "../../lib/i18n";

export const en = {
  practiseBySubject: "Practise by subject",
  noSubjects: "No subjects yet.",
  unitWisePractice: "Unit-wise MCQ practice",
  noUnits: "No units yet.",
  unreadableQuestions: "The questions of this unit could not be read.",
  // An address that leads nowhere (decision 220)
  subjectNotHere: "We could not find this subject",
  subjectNotHereWhy:
    "The address may be mistyped, or the subject may have moved. Every entrance's subjects are here:",
  unitNotHere: "We could not find this unit",
  unitNotHereWhy:
    "The address may be mistyped, or the unit may have moved. The other units of {subject} are still there.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
