import { defineMessages } from "../../lib/i18n";

export const en = {
  noSubjects: "No subjects yet.",
  noUnits: "No units yet.",
  // An address that leads nowhere (decision 220)
  levelNotHere: "We could not find this level",
  pageNotHere: "We could not find this page",
  levelNotHereWhy:
    "The address may be mistyped, or the page may have moved. These levels are here:",
  nothingHereWhy: "The address may be mistyped, or the page may have moved.",
  pageNotHereWhy:
    "The address may be mistyped, or the subject or unit may have moved. The subjects of {level} are still there.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
