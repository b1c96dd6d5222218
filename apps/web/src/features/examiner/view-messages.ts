import { defineMessages } from "../../lib/i18n";

// The exam's page as views at their own addresses (issue 68 point 5, decision 0481) and the
// printable merit list (point 9, decision 0482). Its own small catalogue beside the page's.
export const en = {
  examViews: "This exam's views",
  viewSummary: "Summary",
  loadingMerit: "Loading the merit list…",
  printMerit: "Print",
  printHint:
    "Prints the list on A4 paper without the site's menus: rank, roll number, name, score and marks per section, with the exam's title and date.",
  printedHeld: "Exam held on {date}. Printed {when}.",
  meritEmpty: "Nobody has handed in yet: the list is empty.",
  shownOf: "Showing {from}–{to} of {count}.",
  showMore: "Show the next {count}",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./view-messages.ne").then((m) => m.ne),
);
