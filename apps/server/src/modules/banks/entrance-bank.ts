import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { CATEGORY_TEST, ENTRANCE, SUBJECTS } from "@tayari/content/banks";
import { withMath } from "@tayari/content/math-tree";
import { listBankSchema, subjectBankSchema, type SubjectBank } from "@tayari/content/question";
import type { Question } from "@tayari/contracts/question";

/**
 * One bank from the banks folder. The build has checked it in full (`npm run content:check`); here
 * a file that is not valid JSON or not of its shape at all stops the server with its name, rather
 * than failing later, one student at a time. A missing file is null: the caller decides.
 */
function readBank<S extends z.ZodType>(banksDir: string, file: string, schema: S) {
  const full = path.join(banksDir, file);
  if (!existsSync(full)) return null;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(full, "utf8").replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new Error(
      `${full} is not valid JSON (${(error as Error).message}); run npm run content:check`,
      { cause: error },
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(`${full} is not a question bank of its shape; run npm run content:check`);
  return parsed.data as z.output<S>;
}

/** The entrance bank, which the server cannot start without. */
export function readEntranceBank(banksDir: string): Question[] {
  const bank = readBank(banksDir, ENTRANCE.file, listBankSchema);
  if (!bank)
    throw new Error(`${path.join(banksDir, ENTRANCE.file)} is missing; run npm run content:check`);
  // Formulas gain their MathML trees here, once, so the answers carry them (decision 0035).
  return withMath(bank.questions);
}

/** The banks that only recorded attempts read: absent ones are empty (no attempt can name them). */
export function readPracticeBanks(banksDir: string): {
  categoryTest: Question[];
  subjects: SubjectBank;
} {
  return {
    categoryTest: readBank(banksDir, CATEGORY_TEST.file, listBankSchema)?.questions ?? [],
    subjects: readBank(banksDir, SUBJECTS.file, subjectBankSchema) ?? {},
  };
}
