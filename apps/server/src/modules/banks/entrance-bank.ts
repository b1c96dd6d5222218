import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ENTRANCE, type ListBankSpec, type SetBankSpec } from "@tayari/content/banks";
import { listBankSchema, setBankSchema } from "@tayari/content/question";
import type { Question } from "@tayari/contracts/question";

/**
 * A bank from the banks folder, as one list (a set bank's sets one after another). The build has
 * checked it in full (`npm run content:check`); here a file that is missing or is not a question
 * bank at all stops the caller with its name, rather than failing later, one student at a time.
 */
export function readBank(banksDir: string, spec: ListBankSpec | SetBankSpec): Question[] {
  const file = path.join(banksDir, spec.file);
  if (!existsSync(file)) throw new Error(`${file} is missing; run npm run content:check`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON (${(error as Error).message}); run npm run content:check`,
      { cause: error },
    );
  }
  const parsed =
    spec.shape === "list"
      ? listBankSchema.safeParse(data)
      : setBankSchema
          .transform((bank) => ({ questions: bank.sets.flatMap((set) => set.questions) }))
          .safeParse(data);
  if (!parsed.success)
    throw new Error(`${file} is not a bank of questions; run npm run content:check`);
  return parsed.data.questions;
}

export const readEntranceBank = (banksDir: string) => readBank(banksDir, ENTRANCE);
