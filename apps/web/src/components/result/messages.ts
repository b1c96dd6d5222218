import { defineMessages } from "../../lib/i18n";

// The figures every result shows (issue 45, point 4; decision 192): percentage, time, subjects.
export const en = {
  figuresLabel: "Your result in figures",
  percentage: "Percentage",
  timeTaken: "Time taken",
  minutesSeconds: "{minutes} min {seconds} s",
  hoursMinutes: "{hours} h {minutes} min",
  seconds: "{seconds} s",
  bySubject: "By subject",
  subject: "Subject",
  rightOutOf: "Right",
  subjectRight: "{right} / {total}",
};

export const { t, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
