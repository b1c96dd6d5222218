// Why an import refused a question, left one out, or what it changed: a code with its params, and
// the English sentence made from them. The command prints the sentence; the site sends code, params
// and sentence, and the page shows the code's text in the reader's language (the web's catalogue
// holds an English and a Nepali text for every code below). No dependency: the web imports it.

export type ReasonParams = Record<string, string | number>;

/** How each format gives an explanation: the "missing explanation" reason says how to add one. */
const EXPLANATION_HOW: Record<string, string> = {
  aiken: "add a line EXPLANATION: ... after its ANSWER: line",
  gift: "add ####... (the general feedback) before its closing }",
  moodle: "give it general feedback, or feedback on the right answer",
  csv: "fill its explanation column",
};

const s = (n: number | string) => (Number(n) === 1 ? "" : "s");
const grouped = (n: number | string | undefined) => Number(n).toLocaleString("en");
const passageName = (p: ReasonParams) => `passage "${p.passage}"`;
const tableAt = (p: ReasonParams) => `the table at line ${p.line}`;

/** A field of a question, named as content:check names it ("option 2"). */
export const fieldName = (p: ReasonParams) =>
  p.field === "option"
    ? `option ${p.n}`
    : p.field === "question"
      ? "question text"
      : String(p.field);

/** Moodle's question types, as a teacher knows them. */
const TYPE_NAMES: Record<string, string> = {
  truefalse: "true/false",
  shortanswer: "short answer",
  numerical: "numerical",
  match: "matching",
  essay: "essay",
  description: "description (text only)",
  multianswer: "embedded answers (cloze)",
  calculated: "calculated",
  calculatedsimple: "simple calculated",
  calculatedmulti: "calculated multichoice",
  ddwtos: "drag and drop into text",
  ddimageortext: "drag and drop onto image",
  ddmarker: "drag and drop markers",
  gapselect: "select missing words",
  randomsamatch: "random short-answer matching",
  ordering: "ordering",
  random: "random",
};

/** Why an image cannot come in, by its `why` code. */
const IMAGE_WHY: Record<string, (p: ReasonParams) => string> = {
  elsewhere: () => "it is not in the file (it links elsewhere)",
  missing: () => "it is not in the file",
  not_svg: () => "only an SVG drawing can become a figure",
  alt: () => "a figure needs alt text of at least 15 characters saying what it shows",
  drawing: (p) => `the drawing ${p.fault}`,
  one_figure: () => "a question has at most one figure",
  field: (p) => `an image in the ${fieldName(p)} cannot be shown`,
  no_files: () => "this format cannot carry the image's file",
  old_field: () => "Moodle's old image field cannot become a figure",
  upload: () =>
    "a figure's drawing cannot be uploaded here (import the file with npm run content:import)",
};

const NOT_TEXT: Record<string, string> = {
  zip: "Word, Excel or zip",
  pdf: "PDF",
  ole: "old Word or Excel",
};

/** What an Aiken line with no question is. */
const STRAY: Record<string, (p: ReasonParams) => string> = {
  option: (p) => `an option (${p.letter})`,
  answer: () => "an ANSWER: line",
  explanation: () => "an EXPLANATION: line",
  second_answer: () => "a second ANSWER: line",
};

/** A JSON value's kind, as a field's expected or found type is named. */
const VALUE_KINDS: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  list: "a list",
  object: "an object",
  record: "an object",
  null: "null",
};

const CATEGORY_HOW: Record<string, string> = {
  cli: "give one with --category",
  site: "give one in the category field",
};
/** The question another one repeats: by id (already in the bank), or by its line in the file. */
const other = (p: ReasonParams) =>
  (p.otherLine ? `the question on line ${p.otherLine}` : `id ${p.otherId}`) +
  (p.where ? ` in ${p.where}` : "");

/** Every reason of an import's report, with its English text. */
export const IMPORT_REASONS = {
  // The whole file
  not_utf8: () =>
    "the file is not UTF-8 text: save it as UTF-8 (in Notepad or Word: Save as, Encoding UTF-8) and import it again",
  not_text: (p: ReasonParams) =>
    `the file is a ${NOT_TEXT[p.kind!] ?? p.kind} file, not text: save the questions as CSV, Aiken (.txt), GIFT or Moodle XML and import that`,
  converted: (p: ReasonParams) =>
    `the file was ${p.encoding}; it was read as such and converted to UTF-8`,
  no_questions: () => "the file holds no question",
  no_multiple_choice: () => "holds no multiple-choice question",
  bank_shape: (p: ReasonParams) => String(p.text),
  // A bank file's field (its path within the question) missing or of another type than the format's.
  field_missing: (p: ReasonParams) => `${p.field} is missing`,
  // A field refused by the one text rule (too long, two lines, an invisible character: an `input.*`
  // code of packages/contracts as `rule`, with its values); `text` is its English.
  field_rule: (p: ReasonParams) => String(p.text),
  field_type: (p: ReasonParams) =>
    `${p.field} should be ${VALUE_KINDS[p.expected!] ?? p.expected}, not ${
      p.value !== undefined
        ? `${p.found === "string" ? "the string " : ""}${p.value}`
        : (VALUE_KINDS[p.found!] ?? p.found)
    }`,
  unit_too_small: (p: ReasonParams) =>
    `${p.unit} has ${p.count} question${s(p.count ?? 0)}; a unit needs at least ${p.min}`,
  unit_too_large: (p: ReasonParams) =>
    `${p.unit} would hold ${grouped(p.count)} questions; a unit holds at most ${grouped(p.max)}: split the file into several units`,
  unknown_format: () =>
    "the format cannot be told from the file: say it (csv, aiken, gift or moodle-xml)",
  xml_malformed: (p: ReasonParams) => `is not well-formed XML: ${p.reason} (line ${p.line})`,
  xml_not_quiz: (p: ReasonParams) =>
    `is XML but not a Moodle question file: its root is <${p.root}>, not <quiz>`,

  // One block of the file that is not a multiple-choice question
  unsupported: (p: ReasonParams) =>
    `${TYPE_NAMES[p.type!] ?? p.type} question: not supported; only multiple choice with one right answer is imported`,

  // One question, refused
  partial_credit: (p: ReasonParams) =>
    `gives partial credit (${p.weights}): a question here has one right answer (100%) and wrong ones (0%)`,
  right_answers: (p: ReasonParams) => `has ${p.count} right answers; a question needs exactly one`,
  no_right_answer: () => "has no right answer (100%)",
  gift_unclosed: () => "its answer block { is never closed",
  gift_second_block: (p: ReasonParams) =>
    `holds a second answer block { ... } on line ${p.line}: two questions need a blank line between them`,
  gift_leftover: (p: ReasonParams) =>
    `still holds GIFT syntax after reading ("${p.text}"): write \\${p.char} for a ${p.char} that is text, or check the braces`,
  aiken_no_answer: () => "has no ANSWER: line",
  aiken_no_options: (p: ReasonParams) =>
    `has no options before line ${p.line}; in Aiken a question is one line of text, then its options (Moodle drops it too: if line ${p.line} goes on with its text, join the two lines)`,
  aiken_answer_no_options: () => "has an ANSWER: line but no options",
  aiken_answer_letter: (p: ReasonParams) =>
    `ANSWER: ${p.letter} names no option (options A to ${p.last})`,
  aiken_answer_text: (p: ReasonParams) =>
    `ANSWER: ${p.letter} says "${p.text}", but option ${p.letter} reads "${p.option}"`,
  aiken_option_order: (p: ReasonParams) =>
    `line ${p.line}: option ${p.found} where option ${p.expected} was expected`,
  aiken_option_case: (p: ReasonParams) =>
    `line ${p.line} reads like an option, but Aiken's option letters are capitals: write "${p.fixed}"`,
  aiken_text_only: () => "has a line of text but no options and no ANSWER: line",
  aiken_explanation_early: (p: ReasonParams) =>
    `line ${p.line}: EXPLANATION: comes before the ANSWER: line; write it after`,
  aiken_two_explanations: (p: ReasonParams) =>
    `line ${p.line}: a second EXPLANATION: line; an explanation is one line`,
  aiken_stray: (p: ReasonParams) =>
    `line ${p.line}: ${STRAY[p.what!]?.(p) ?? p.what} with no question before it (Moodle ignores it too): an option or ANSWER: belongs before the ANSWER: line of its question, and a question's text may not start like "A." or "A)"`,
  image: (p: ReasonParams) =>
    `has an image (${p.name}) that cannot be imported: ${IMAGE_WHY[p.why!]?.(p) ?? p.why}; describe it in words, or draw it as an SVG figure`,
  question_too_long: (p: ReasonParams) =>
    `takes ${Number(p.length).toLocaleString("en")} characters of the file; a question with its options and feedback may take at most ${Number(p.max).toLocaleString("en")}`,
  media: (p: ReasonParams) => `has ${p.tag} media, which cannot be imported`,
  html_too_deep: (p: ReasonParams) =>
    `the HTML of its ${fieldName(p)} nests more than ${p.max} deep (tags opened and never closed?); save it again from the editor`,
  line_break: (p: ReasonParams) =>
    `${fieldName(p)} has a code block of several lines; only the question's text may take several lines`,
  placeholder: () => "has private-use characters U+E000 to U+E01F, which cannot be imported",
  no_category: (p: ReasonParams) =>
    `has no category: ${CATEGORY_HOW[p.where!] ?? CATEGORY_HOW.cli}`,
  category_not_allowed: (p: ReasonParams) =>
    `its Moodle category "${p.category}" (line ${p.line}) is not one of this bank's (${p.allowed}): give one with --category`,
  csv_columns: (p: ReasonParams) =>
    `has ${p.count} column${p.count === 1 ? "" : "s"}; a row needs ${p.need} (${p.columns})`,
  csv_unclosed: () => "a quoted cell is never closed",
  csv_answer_both: (p: ReasonParams) =>
    `answer "${p.cell}" is both option ${p.position}'s position and option ${p.text}'s text: write the answer out in full`,

  // The checks of content:check (validate.ts), as an import meets them
  duplicate_id: (p: ReasonParams) =>
    `duplicate id (also used by an earlier question${p.where ? ` in ${p.where}` : ""}${
      p.first ? `, number ${p.first} in the file` : ""
    })`,
  empty_text: () => "empty question text",
  option_count: (p: ReasonParams) =>
    `has ${p.count} option${p.count === 1 ? "" : "s"}; a question needs 3 to 5`,
  option_empty: (p: ReasonParams) => `option ${p.n} is empty`,
  duplicate_options: (p: ReasonParams) =>
    `duplicate options: ${p.options} (compared ignoring case)`,
  empty_answer: () => "empty answer",
  // The validator's params are quoted already (JSON-style, odd characters shown as \u{...}).
  answer_not_option: (p: ReasonParams) =>
    `answer ${p.answer} is not among the options` +
    (p.close ? ` (an option differs only in case or spaces: ${p.close})` : ""),
  answer_many: (p: ReasonParams) => `answer ${p.answer} matches ${p.hits} options`,
  missing_explanation: (p: ReasonParams) =>
    "missing explanation" +
    (p.format && EXPLANATION_HOW[p.format] ? `: ${EXPLANATION_HOW[p.format]}` : ""),
  odd_characters: (p: ReasonParams) => `${fieldName(p)} has ${p.kinds}`,
  // A control character that JSON made of a LaTeX command's single backslash (validate.ts).
  json_backslash: (p: ReasonParams) =>
    `${fieldName(p)} has the control character ${p.character} where ${p.meant} was likely meant: ` +
    `in JSON a backslash starts an escape (\\f is a form feed, \\t a tab, \\n a line break), ` +
    `so write each backslash of LaTeX twice, ${p.json}`,
  text_fault: (p: ReasonParams) => `${fieldName(p)}: ${p.fault}`,
  category_miscased: (p: ReasonParams) => `category ${p.category} is mis-cased; write ${p.meant}`,
  category_unknown: (p: ReasonParams) => `unknown category ${p.category} (allowed: ${p.allowed})`,
  category_case: (p: ReasonParams) => `category ${p.category} must be lower-case and not empty`,
  figure_unknown: (p: ReasonParams) =>
    `the figure ${p.file} is not one of the site's figures; a bank can show only those`,
  category_reserved: (p: ReasonParams) =>
    `the category ${p.category} is a name kept for the system; choose another`,
  same_text: (p: ReasonParams) => `same question text as ${other(p)}`,
  near_duplicate: (p: ReasonParams) =>
    `near-duplicate of ${other(p)}: same options and answer, ` +
    `question text ${p.edits} character${s(p.edits ?? 0)} apart`,

  // Passages (decision 221): what several questions share, given once in the file
  csv_passage_unnamed: () =>
    "gives a passage title or text but no passage id in the passage column",
  csv_passage_differs: (p: ReasonParams) =>
    `gives passage "${p.passage}" another title or text than line ${p.line} does: give it once, on the row of its first question`,
  passage_twice: (p: ReasonParams) =>
    `gives passage "${p.passage}" again (line ${p.line} gave it first): give each passage once`,
  passage_unknown: (p: ReasonParams) =>
    `names passage "${p.passage}", which the file does not give: give the passage before its questions`,
  passage_split: (p: ReasonParams) =>
    `the questions of passage "${p.passage}" do not stand together: put them one after another`,
  // A passage's own faults (packages/content/src/passages.ts), said under the passage's id: in a
  // bank's report, and under each of its questions in a file's (decision 223)
  passages_not_list: () => "passages should be a list",
  passage_id_form: (p: ReasonParams) =>
    `${passageName(p)}: a passage id is lower-case letters, digits and hyphens`,
  passage_named_twice: (p: ReasonParams) =>
    `${passageName(p)} is named twice; give each passage its own id`,
  passage_unused: (p: ReasonParams) => `${passageName(p)} has no questions`,
  passage_no_text: (p: ReasonParams) => `${passageName(p)} has no text`,
  passage_text_long: (p: ReasonParams) =>
    `${passageName(p)}: its text is ${grouped(p.length)} characters long: at most ${grouped(p.max)}`,
  passage_text_odd: (p: ReasonParams) => `${passageName(p)}: its text has ${p.kinds}`,
  passage_text_fault: (p: ReasonParams) => `${passageName(p)}: ${p.fault}`,
  passage_table_delimiter: (p: ReasonParams) =>
    `${passageName(p)}: ${tableAt(p)} needs a delimiter line after its header (| --- | --- |)`,
  passage_table_delimiter_cells: (p: ReasonParams) =>
    `${passageName(p)}: ${tableAt(p)}: its delimiter line has ${p.cells} cells, its header ${p.header}`,
  passage_table_row: (p: ReasonParams) =>
    `${passageName(p)}: ${tableAt(p)}: row ${p.row} has ${p.cells} cells, its header ${p.header}`,
  passage_table_no_rows: (p: ReasonParams) =>
    `${passageName(p)}: ${tableAt(p)} has a header but no rows`,
  passage_title_long: (p: ReasonParams) =>
    `${passageName(p)}: its title is longer than ${p.max} characters`,
  passage_title_odd: (p: ReasonParams) => `${passageName(p)}: its title has ${p.kinds}`,
  // The catalog's own drawing, checked file and all (the command prints it)
  passage_figure: (p: ReasonParams) => `${passageName(p)}: ${p.fault}`,
  passage_figure_unknown: (p: ReasonParams) =>
    `${passageName(p)}: the figure ${p.file} is not one of the site's figures; a bank can show only those`,

  // Notes: nothing refused, but the reader is told
  category_used: (p: ReasonParams) =>
    `the Moodle category "${p.category}" (line ${p.line}) is not a subject: its questions get the category "${p.used}"`,
  explanations_missing: (p: ReasonParams) =>
    `${p.count} question${s(p.count ?? 0)} ${Number(p.count) === 1 ? "has" : "have"} no explanation: students will see none after the exam (${EXPLANATION_HOW[p.format!] ?? "add one"})`,
  figure_dropped: (p: ReasonParams) =>
    `id ${p.id}: its figure (${p.file}) is not written: ${p.format} cannot carry a figure (Moodle XML can)`,
  feedback_dropped: (p: ReasonParams) =>
    `feedback on ${p.count} wrong option${s(p.count ?? 0)} is not kept: a question here has one explanation, for every option`,
  penalty_dropped: (p: ReasonParams) =>
    `the penalty on ${p.count} wrong option${s(p.count ?? 0)} (a negative weight) is not kept: the exam's marking scheme sets the penalty for a wrong answer`,
  left_out: (p: ReasonParams) => `id ${p.id}: left out: ${p.why}`,
} satisfies Record<string, (p: ReasonParams) => string>;

export type ReasonCode = keyof typeof IMPORT_REASONS;

/** A reason as the report carries it: its code, its params and its English text. */
export interface Reason {
  code: ReasonCode;
  params: ReasonParams;
  message: string;
}

export function reason(code: ReasonCode, params: ReasonParams = {}): Reason {
  return { code, params, message: IMPORT_REASONS[code](params) };
}

/** Thrown by a writer for a question it cannot write; the export reports it and goes on. */
export class ExportRefusal extends Error {
  constructor(
    readonly id: number,
    readonly why: string,
  ) {
    super(`id ${id}: ${why}`);
  }
}
