import { z } from "zod";

/** A question as the API sends it (catalog units, entrance draws and year papers). */
export const questionSchema = z.object({
  id: z.number(),
  category: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.string(),
  explanation: z.string(),
});
export type ApiQuestion = z.infer<typeof questionSchema>;
