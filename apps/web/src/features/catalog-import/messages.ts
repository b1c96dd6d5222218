import { defineMessages } from "../../lib/i18n";

// /examiner/import. The server's refusals come as codes (packages/contracts/src/messages/imports.ts,
// in Nepali in lib/codes/imports.ne.ts) and the report's reasons as the import's own codes, shown by
// the shared import report (components/import-report).
export const en = {
  heading: "Import questions into the catalog",
  intro:
    "A {csv}, {aiken}, {gift} or {xml} file of multiple-choice questions, checked like {command}: each question is checked and compared with the subject's questions; the ones that pass go into the unit you choose, where students see them at once. Other types of question are named and left out.",
  questionFile: "Question file",
  questionFileHint: "{csv}, {aiken}, {gift} or {xml}, at most 1 MB.",
  format: "Format",
  level: "Level",
  subject: "Subject",
  unit: "Unit",
  unitOption_one: "{name} ({count} question)",
  unitOption_other: "{name} ({count} questions)",
  newUnitIn: "New unit in {item}",
  newUnitName: "New unit name",
  newUnitNameHint: "As the syllabus names the chapter; a new unit needs at least 10 questions.",
  newUnitAddress: "New unit address",
  newUnitAddressHint: "a-z, 0-9 and hyphens, e.g. {example}",
  category: "Category (optional)",
  categoryHint: "Given to every question; otherwise the file's, or the unit's usual one.",
  checkFile: "Check the file",
  openUnit: "Open the unit",
  report: "Report",
  into: "Into {address}: {path}{isNew}.",
  aNewUnit: " (a new unit)",
  passing_one: "The {count} question that passes",
  passing_other: "The {count} questions that pass",
  skipBad_one: "Leave out the {count} rejected question and publish the other {accepted}",
  skipBad_other: "Leave out the {count} rejected questions and publish the other {accepted}",
  publish_one: "Publish {count} question",
  publish_other: "Publish {count} questions",

  published: "{read} read from {file}: {accepted} written into {address} ({path}){left}",
  leftOut: ", {count} rejected and left out",

  publishedHeading: "Your published questions",
  publishedNone: "You have not published any questions into the catalog yet.",
  publishedCount_one: "{count} question you published, the most recent first.",
  publishedCount_other: "{count} questions you published, the most recent first.",
  publishedWhere: "Question {id} in {unit}, published {date} from",
  publishedPages: "Pages of your published questions",
  newer: "Newer",
  older: "Older",
  pageOf: "Page {page} of {pages}",
  unpublish: "Unpublish",
  unpublishTitle: "Unpublish question {id} from {unit}?",
  unpublishWarning:
    "Students will no longer get it. Attempts already made keep it in their review, marked as withdrawn. Its number is not given to another question.",
  keepPublished: "Keep it",
  rewordOptions: "Reword its options",
  rewordHint:
    "Mend the words of each option in its place (a typo, a unit). The key stays the option in its place. Answers given to the words before stay in students' attempts, marked as given to them.",
  rewordOptionLabel: "Option {letter}",
  saveWords: "Save the new words",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
