import type { Messages } from "./text";

/**
 * Question files brought in by an examiner: into a catalog unit (/examiner/import) or as a private
 * bank. A refused line or a fault of the whole file is one code here whose `reason` names the
 * import's own reason code (packages/content/src/formats/reasons.ts) and whose `reason.*` values are
 * that reason's; `message` is the English sentence `content:import` prints.
 */
export const importsMessages = {
  "imports.tooLarge": "The file is too large: at most 1 MB. Split it into several files.",
  "imports.chooseFile": "Choose a file.",
  "imports.emptyFile": "The file is empty.",
  "imports.unknownFormat": "The format is csv, aiken, gift or moodle-xml.",
  "imports.unknownEncoding": "The encoding is UTF-16 or Windows-1252.",
  "imports.fileNameTooLong": "The file name must not be longer than 200 characters.",
  "imports.chooseUnit": "Choose the unit the questions go into.",
  "imports.addressTooLong": "The unit address must not be longer than 300 characters.",
  "imports.unitNameTooLong": "The unit name must not be longer than 120 characters.",
  "imports.categoryTooLong": "The category must not be longer than 60 characters.",
  "imports.skipBadBoolean": "skip_bad is true or false.",
  "imports.nameTheUnit": "Name the new unit.",
  "imports.notAnAddress":
    '"{into}" is not a unit address: write <subject>/<unit> or <subject>/<item>/<unit>',
  "imports.noSubject": 'There is no catalog subject "{subject}".',
  "imports.noUnit": 'There is no unit at "{into}" (a unit name starts one).',
  "imports.unitExists": '"{into}" exists already; leave out the unit name.',
  "imports.unitSlugTaken": '{subject} has a unit "{unit}" already.',
  "imports.unitSlugForm":
    'The new unit\'s address "{unit}" may hold only a-z, 0-9 and single hyphens (e.g. light-and-optics).',
  "imports.noItem": '{subject} has no item "{item}".',
  "imports.nameTheItem": "Name the unit's item: {subject}/<item>/{unit} (items: {items}).",
  "imports.nothingWritten": "{read} read from {file}, {refused} rejected: nothing written",
  "imports.questionUnpublished":
    "Question {id} is taken out of the unit {unit}: students no longer get it.",
  "imports.notYourQuestion": "Question {id} of unit {unit} is not one you published.",
  "imports.optionsReworded":
    "The options of question {id} of the unit {unit} are reworded: answers given before are kept, marked as given to the earlier words.",
  "imports.optionsUnchanged": "The options of question {id} of the unit {unit} already read so.",
  "imports.rewordOptionsList": "options is the list of the question's options, in its order.",
  "imports.rewordOptionCount":
    "Question {id} has {count} options: send {count}, one for each, in its order.",
  "imports.rewordOptionTwice": "Options {first} and {second} would read the same.",
  "imports.rewordOptionFormat": "Option {n}: {reason}",
  "imports.idInvalid": "A unit or question id is a whole number.",
  "imports.pageInvalid": "A page of the list is a whole number from 1.",
  "imports.leaveOutRefused": {
    one: "Leave out the {count} rejected question to publish the other {accepted}, or fix it and upload the file again.",
    other:
      "Leave out the {count} rejected questions to publish the other {accepted}, or fix them and upload the file again.",
  },
  "imports.nonePass": "No question of the file passes: fix the file and upload it again.",
  "imports.noQuestions": "The file holds no questions.",
  "imports.fileProblem": "Nothing written: {reason}",
  "imports.lineRefused": "line {line}: {reason}",
  "imports.bankNameRequired": "The name field is required.",
  "imports.bankNameTooLong": "The name must not be longer than 120 characters.",
  "imports.bankFileNeeded":
    'Upload a bank file: { "questions": [...] } in the bank format, or { "format", "text" } for CSV, Aiken, GIFT or Moodle XML.',
  "imports.passagesList":
    'passages is a list of passages: [{ "id": "p1", "title": "...", "text": "..." }].',
  "imports.bankTooLarge":
    "The file is too large: at most 5,000,000 characters. Split it into several banks.",
  "imports.bankTooManyQuestions":
    "A bank holds at most {max} questions; this file has {count}. Split it into several banks.",
  "imports.dryRunBoolean": "dry_run is true or false.",
  "imports.bankFaults": {
    one: "The bank has {count} problem; nothing was saved. Fix it and upload it again.",
    other: "The bank has {count} problems; nothing was saved. Fix each and upload it again.",
  },
  "imports.questionProblem": "question {id}: {reason}",
  "imports.questionProblemAt": "question {id} (number {n} in the file): {reason}",
} as const satisfies Messages;
