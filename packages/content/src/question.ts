import { z } from "zod";
import { questionSchema } from "@tayari/contracts/question";

/** `{ "questions": [...] }`: one ordered list. */
export const listBankSchema = z.object({ questions: z.array(questionSchema) });

export const setBankSchema = z.object({
  sets: z.array(z.object({ set: z.number().int().positive(), questions: z.array(questionSchema) })),
});
export type SetBank = z.infer<typeof setBankSchema>;

/** `{ "English": { "Tag Questions": [...] } }`: subject -> topic -> questions. */
export const subjectBankSchema = z.record(
  z.string(),
  z.record(z.string(), z.array(questionSchema)),
);
export type SubjectBank = z.infer<typeof subjectBankSchema>;
