import { defineMessages } from "../../lib/i18n";

export const en = {
  noSubjects: "No subjects yet.",
  noUnits: "No units yet.",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
