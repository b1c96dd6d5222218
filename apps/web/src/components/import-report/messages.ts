import { defineMessages } from "../../lib/i18n";

// An import's report (/examiner/import and the examiner's bank upload): the counts, the notes and
// each refused or unsupported block's reasons, from the codes the server sends (the codes and
// their English are in packages/content/src/formats/reasons.ts). `r_<code>` is a reason's text;
// the other keys fill its `{how}`, `{why}`, `{type}`, `{field}` and `{other}` in the same language.
export const en = {
  summary:
    "{read} read from {file}: {accepted} pass, {refused} refused, {unsupported} not supported",
  rejectedCaption: "Questions not imported, by the line of {file} they start on",
  line: "Line",
  reason: "Reason",
  notImported: "not imported: ",
  notesHeading: "Notes",
  unlisted_one:
    "The first {shown} are listed; {count} more was not imported and is not listed. Mend these and check the file again.",
  unlisted_other:
    "The first {shown} are listed; {count} more were not imported and are not listed. Mend these and check the file again.",

  r_not_utf8:
    "the file is not UTF-8 text: save it as UTF-8 (in Notepad or Word: Save as, Encoding UTF-8) and import it again",
  r_not_text:
    "the file is a {kind} file, not text: save the questions as CSV, Aiken (.txt), GIFT or Moodle XML and import that",
  r_converted: "the file was {encoding}; it was read as such and converted to UTF-8",
  r_no_questions: "the file holds no question",
  r_no_multiple_choice: "holds no multiple-choice question",
  r_bank_shape: "{text}",
  r_field_missing: "{field} is missing",
  r_field_type: "{field} should be {expected}, not {found}",
  // The text rule's own sentence (lib/codes/input), its field named as the file writes it.
  r_field_rule: "{rule}",
  r_unit_too_small_one: "{unit} has {count} question; a unit needs at least {min}",
  r_unit_too_small_other: "{unit} has {count} questions; a unit needs at least {min}",
  r_unit_too_large:
    "{unit} would hold {count} questions; a unit holds at most {max}: split the file into several units",
  r_unknown_format:
    "the format cannot be told from the file: say it (csv, aiken, gift or moodle-xml)",
  r_xml_malformed: "is not well-formed XML: {reason} (line {line})",
  r_xml_not_quiz: "is XML but not a Moodle question file: its root is <{root}>, not <quiz>",
  r_unsupported:
    "{type} question: not supported; only multiple choice with one right answer is imported",
  r_partial_credit:
    "gives partial credit ({weights}): a question here has one right answer (100%) and wrong ones (0%)",
  r_right_answers: "has {count} right answers; a question needs exactly one",
  r_no_right_answer: "has no right answer (100%)",
  r_gift_unclosed: "its answer block { is never closed",
  r_gift_second_block:
    "holds a second answer block { ... } on line {line}: two questions need a blank line between them",
  r_gift_leftover:
    'still holds GIFT syntax after reading ("{text}"): write \\{char} for a {char} that is text, or check the braces',
  r_aiken_no_answer: "has no ANSWER: line",
  r_aiken_text_only: "has a line of text but no options and no ANSWER: line",
  r_aiken_no_options:
    "has no options before line {line}; in Aiken a question is one line of text, then its options (Moodle drops it too: if line {line} goes on with its text, join the two lines)",
  r_aiken_answer_no_options: "has an ANSWER: line but no options",
  r_aiken_answer_letter: "ANSWER: {letter} names no option (options A to {last})",
  r_aiken_answer_text: 'ANSWER: {letter} says "{text}", but option {letter} reads "{option}"',
  r_aiken_option_order: "line {line}: option {found} where option {expected} was expected",
  r_aiken_option_case:
    'line {line} reads like an option, but Aiken\'s option letters are capitals: write "{fixed}"',
  r_aiken_explanation_early:
    "line {line}: EXPLANATION: comes before the ANSWER: line; write it after",
  r_aiken_two_explanations: "line {line}: a second EXPLANATION: line; an explanation is one line",
  r_aiken_stray:
    'line {line}: {what} with no question before it (Moodle ignores it too): an option or ANSWER: belongs before the ANSWER: line of its question, and a question\'s text may not start like "A." or "A)"',
  r_image:
    "has an image ({name}) that cannot be imported: {why}; describe it in words, or draw it as an SVG figure",
  r_html_too_deep:
    "the HTML of its {field} nests more than {max} deep (tags opened and never closed?); save it again from the editor",
  r_question_too_long:
    "takes {length} characters of the file; a question with its options and feedback may take at most {max}",
  r_media: "has {tag} media, which cannot be imported",
  r_line_break:
    "{field} has a code block of several lines; only the question's text may take several lines",
  r_placeholder: "has private-use characters U+E000 to U+E01F, which cannot be imported",
  r_no_category: "has no category: {how}",
  r_category_not_allowed:
    'its Moodle category "{category}" (line {line}) is not one of this bank\'s ({allowed}): give one with --category',
  r_csv_columns_one: "has {count} column; a row needs {need} ({columns})",
  r_csv_columns_other: "has {count} columns; a row needs {need} ({columns})",
  r_csv_unclosed: "a quoted cell is never closed",
  r_csv_passage_unnamed: "gives a passage title or text but no passage id in the passage column",
  r_csv_passage_differs:
    'gives passage "{passage}" another title or text than line {line} does: give it once, on the row of its first question',
  r_passage_twice:
    'gives passage "{passage}" again (line {line} gave it first): give each passage once',
  r_passage_unknown:
    'names passage "{passage}", which the file does not give: give the passage before its questions',
  r_passage_split:
    'the questions of passage "{passage}" do not stand together: put them one after another',
  r_passages_not_list: "passages should be a list",
  r_passage_id_form: 'passage "{passage}": a passage id is lower-case letters, digits and hyphens',
  r_passage_named_twice: 'passage "{passage}" is named twice; give each passage its own id',
  r_passage_unused: 'passage "{passage}" has no questions',
  r_passage_no_text: 'passage "{passage}" has no text',
  r_passage_text_long: 'passage "{passage}": its text is {length} characters long: at most {max}',
  r_passage_text_odd: 'passage "{passage}": its text has {kinds}',
  r_passage_text_fault: 'passage "{passage}": {fault}',
  r_passage_table_delimiter:
    'passage "{passage}": the table at line {line} needs a delimiter line after its header (| --- | --- |)',
  r_passage_table_delimiter_cells:
    'passage "{passage}": the table at line {line}: its delimiter line has {cells} cells, its header {header}',
  r_passage_table_row:
    'passage "{passage}": the table at line {line}: row {row} has {cells} cells, its header {header}',
  r_passage_table_no_rows: 'passage "{passage}": the table at line {line} has a header but no rows',
  r_passage_title_long: 'passage "{passage}": its title is longer than {max} characters',
  r_passage_title_odd: 'passage "{passage}": its title has {kinds}',
  r_passage_figure: 'passage "{passage}": {fault}',
  r_passage_figure_unknown:
    'passage "{passage}": the figure {file} is not one of the site\'s figures; a bank can show only those',
  r_csv_answer_both:
    "answer \"{cell}\" is both option {position}'s position and option {text}'s text: write the answer out in full",
  r_duplicate_id: "duplicate id (also used by an earlier question{where})",
  firstNumber: ", number {first} in the file",
  r_empty_text: "empty question text",
  r_option_count_one: "has {count} option; a question needs 3 to 5",
  r_option_count_other: "has {count} options; a question needs 3 to 5",
  r_option_empty: "option {n} is empty",
  r_duplicate_options: "duplicate options: {options} (compared ignoring case)",
  r_empty_answer: "empty answer",
  r_answer_not_option: "answer {answer} is not among the options{close}",
  r_answer_many: "answer {answer} matches {hits} options",
  r_missing_explanation: "missing explanation: {how}",
  r_odd_characters: "{field} has {kinds}",
  r_json_backslash:
    "{field} has the control character {character} where {meant} was likely meant: in JSON a backslash starts an escape (\\f is a form feed, \\t a tab, \\n a line break), so write each backslash of LaTeX twice, {json}",
  // The kinds of character `{kinds}` names (packages/content/src/validate.ts, oddCharacterKind).
  odd_control: "control character",
  odd_private_use: "private-use character",
  odd_replacement: "replacement character",
  odd_surrogate: "unpaired surrogate",
  r_text_fault: "{field}: {fault}",
  r_category_miscased: "category {category} is mis-cased; write {meant}",
  r_category_unknown: "unknown category {category} (allowed: {allowed})",
  r_category_case: "category {category} must be lower-case and not empty",
  r_figure_unknown:
    "the figure {file} is not one of the site's figures; a bank can show only those",
  r_category_reserved: "the category {category} is a name kept for the system; choose another",
  r_same_text: "same question text as {other}",
  r_near_duplicate_one:
    "near-duplicate of {other}: same options and answer, question text {count} character apart",
  r_near_duplicate_other:
    "near-duplicate of {other}: same options and answer, question text {count} characters apart",
  r_category_used:
    'the Moodle category "{category}" (line {line}) is not a subject: its questions get the category "{used}"',
  r_explanations_missing_one:
    "{count} question has no explanation: students will see none after the exam ({how})",
  r_explanations_missing_other:
    "{count} questions have no explanation: students will see none after the exam ({how})",
  r_penalty_dropped_one:
    "the penalty on {count} wrong option (a negative weight) is not kept: the exam's marking scheme sets the penalty for a wrong answer",
  r_penalty_dropped_other:
    "the penalty on {count} wrong options (a negative weight) is not kept: the exam's marking scheme sets the penalty for a wrong answer",
  r_feedback_dropped_one:
    "feedback on {count} wrong option is not kept: a question here has one explanation, for every option",
  r_feedback_dropped_other:
    "feedback on {count} wrong options is not kept: a question here has one explanation, for every option",

  // What fills the reasons
  closeOption: " (an option differs only in case or spaces: {close})",
  inWhere: " in {where}",
  otherId: "id {id}",
  otherLine: "the question on line {line}",
  how_aiken: "add a line EXPLANATION: ... after its ANSWER: line",
  how_gift: "add ####... (the general feedback) before its closing }",
  how_moodle: "give it general feedback, or feedback on the right answer",
  how_csv: "fill its explanation column",
  how_any: "add one",
  category_cli: "give one with --category",
  category_site: "give one in the category field",
  field_question: "question text",
  field_option: "option {n}",
  field_answer: "answer",
  field_explanation: "explanation",
  value_string: "a string",
  value_number: "a number",
  value_int: "a whole number",
  value_boolean: "true or false",
  value_array: "a list",
  value_list: "a list",
  value_object: "an object",
  value_record: "an object",
  value_null: "null",
  valueIs_string: "the string {value}",
  valueIs_number: "{value}",
  valueIs_boolean: "{value}",
  kind_zip: "Word, Excel or zip",
  kind_pdf: "PDF",
  kind_ole: "old Word or Excel",
  why_elsewhere: "it is not in the file (it links elsewhere)",
  why_missing: "it is not in the file",
  why_not_svg: "only an SVG drawing can become a figure",
  why_alt: "a figure needs alt text of at least 15 characters saying what it shows",
  why_drawing: "the drawing {fault}",
  why_one_figure: "a question has at most one figure",
  why_field: "an image in the {field} cannot be shown",
  why_no_files: "this format cannot carry the image's file",
  why_old_field: "Moodle's old image field cannot become a figure",
  why_upload:
    "a figure's drawing cannot be uploaded here (import the file with npm run content:import)",
  what_option: "an option ({letter})",
  what_answer: "an ANSWER: line",
  what_explanation: "an EXPLANATION: line",
  what_second_answer: "a second ANSWER: line",
  type_truefalse: "true/false",
  type_shortanswer: "short answer",
  type_numerical: "numerical",
  type_match: "matching",
  type_essay: "essay",
  type_description: "description (text only)",
  type_multianswer: "embedded answers (cloze)",
  type_calculated: "calculated",
  type_ddwtos: "drag and drop into text",
  type_gapselect: "select missing words",
  type_ordering: "ordering",
};

export const { t, plural, useMessages } = defineMessages(en, () =>
  import("./messages.ne").then((m) => m.ne),
);
