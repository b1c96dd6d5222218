import { z } from "zod";
import { figureSchema, questionSchema } from "@tayari/contracts/question";

/** A passage's id: lower-case letters, digits and hyphens (`p1`, `monsoon-table`). */
export const PASSAGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What several questions share (decision 172): a reading passage, a table (GitHub pipe-table
 * lines) or a figure with its text, kept once beside the questions of a bank or catalog unit. Its
 * text follows the question text's format (maths in `$...$`, code in fences, paragraphs split by a
 * blank line); `math` is made from it where content is read in Node, like a question's.
 */
export const passageSchema = z.object({
  id: z.string().regex(PASSAGE_ID, "a passage id is lower-case letters, digits and hyphens"),
  title: z.string().min(1).optional(),
  text: z.string(),
  figure: z.optional(figureSchema),
});
export type Passage = z.infer<typeof passageSchema>;

/**
 * A question as the content files hold it: the one question of packages/contracts, and where it
 * belongs to a passage, that passage's id (its questions stand one after another); in the BCA
 * entrance bank, the syllabus portion it tests (`topic`, decision 173).
 */
export const contentQuestionSchema = z.object({
  ...questionSchema.shape,
  passage: z.string().min(1).optional(),
  topic: z.string().min(1).optional(),
});
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

/** The passages a bank or catalog unit may carry beside its questions. */
const passages = z.array(passageSchema).optional();

/** `{ "passages"?: [...], "questions": [...] }`: one ordered list. */
export const listBankSchema = z.object({ passages, questions: z.array(contentQuestionSchema) });

/** Sets share the bank's passages; a passage's questions stand together inside one set. */
export const setBankSchema = z.object({
  passages,
  sets: z.array(
    z.object({ set: z.number().int().positive(), questions: z.array(contentQuestionSchema) }),
  ),
});
export type SetBank = z.infer<typeof setBankSchema>;

/**
 * `{ "English": { "Tag Questions": [...] } }`: subject -> topic -> questions. This shape has no
 * room for passages: any key is a subject.
 */
export const subjectBankSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(questionSchema)),
);
export type SubjectBank = z.infer<typeof subjectBankSchema>;
