import { defineMessages } from "../../lib/i18n";

// /examiner/import. The importer's report of a file (rejection reasons, the unit's problems) is
// about the file's own content and stays as the server wrote it; the messages below that start
// with `s` are the server's known messages, matched in the page.
export const en = {
  heading: "Import questions into the catalog",
  intro:
    "A {csv}, {aiken} or {gift} file of multiple-choice questions, checked like {command}: each question is checked and compared with the subject's questions; the ones that pass go into the unit you choose, where students see them at once.",
  questionFile: "Question file",
  questionFileHint: "{csv}, {aiken} or {gift}, at most 1 MB.",
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
  nameTheUnit: "Name the new unit.",
  checkFile: "Check the file",
  openUnit: "Open the unit",
  report: "Report",
  into: "Into {address}: {path}{isNew}.",
  aNewUnit: " (a new unit)",
  summary: "{read} read from {file}: {accepted} pass, {rejected} rejected",
  rejectedCaption: "Rejected questions, by the line of {file} they start on",
  line: "Line",
  reason: "Reason",
  passing_one: "The {count} question that passes",
  passing_other: "The {count} questions that pass",
  questionMeta: "(id {id}, {category}; key: {answer})",
  skipBad_one: "Leave out the {count} rejected question and publish the other {accepted}",
  skipBad_other: "Leave out the {count} rejected questions and publish the other {accepted}",
  publish_one: "Publish {count} question",
  publish_other: "Publish {count} questions",

  // The server's messages (and the request's checks), shown in Nepali when it is chosen
  sTooLarge: "The file is too large: at most 1 MB. Split it into several files.",
  sChooseFile: "Choose a file.",
  sEmpty: "The file is empty.",
  sFormat: "The format is csv, aiken or gift.",
  sChooseUnit: "Choose the unit the questions go into.",
  sNothingWritten: "{read} read from {file}, {rejected} rejected: nothing written",
  sSkipBad_one:
    "Leave out the {count} rejected question to publish the other {accepted}, or fix it and upload the file again.",
  sSkipBad_other:
    "Leave out the {count} rejected questions to publish the other {accepted}, or fix them and upload the file again.",
  sNonePass: "No question of the file passes: fix the file and upload it again.",
  sNoQuestions: "The file holds no questions.",
  sPublished: "{read} read from {file}: {accepted} written into {address} ({path}){left}",
  sLeftOut: ", {count} rejected and left out",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
