import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  BCA_ENTRANCE,
  CATEGORY_TEST,
  ENTRANCE,
  SUBJECTS,
  type ListBankSpec,
  type SetBankSpec,
} from "@tayari/content/banks";
import { withMath } from "@tayari/content/math-tree";
import {
  listBankSchema,
  setBankSchema,
  subjectBankSchema,
  type SubjectBank,
} from "@tayari/content/question";
import type { Passage, Question } from "@tayari/contracts/question";

/**
 * A file of the banks folder, of `schema`'s shape (`what` names it). The build has checked it in
 * full (`npm run content:check`); here a file that is not valid JSON or not of its shape at all
 * stops the server with its name, rather than failing later, one student at a time. A missing file
 * is null: the caller decides.
 */
export function readBanksFile<S extends z.ZodType>(
  banksDir: string,
  file: string,
  schema: S,
  what: string,
): z.output<S> | null {
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
  if (!parsed.success) throw new Error(`${full} is not ${what}; run npm run content:check`);
  return parsed.data as z.output<S>;
}

/** One bank from the banks folder (readBanksFile). */
const readBank = <S extends z.ZodType>(banksDir: string, file: string, schema: S) =>
  readBanksFile(banksDir, file, schema, "a question bank of its shape");

/** The entrance bank, which the server cannot start without. */
export function readEntranceBank(banksDir: string): Question[] {
  // Formulas gain their MathML trees here, once, so the answers carry them (decision 0035).
  return withMath(readQuestionList(banksDir, ENTRANCE));
}

/**
 * The BCA entrance bank (decision 173) with its reading passages, each with its maths trees; null
 * where the banks folder has none (an installation, or a test, without BCA mock tests).
 */
export function readBcaBank(
  banksDir: string,
): { questions: Question[]; passages: Passage[] } | null {
  const bank = readBank(banksDir, BCA_ENTRANCE.file, listBankSchema);
  if (!bank) return null;
  const { questions, passages = [] } = withMath(bank);
  return { questions, passages };
}

/** The banks that only recorded attempts read: absent ones are empty (no attempt can name them). */
export function readPracticeBanks(banksDir: string): {
  categoryTest: Question[];
  subjects: SubjectBank;
} {
  // With their formulas' trees, like the entrance bank: reviews and the practice drawn from a
  // student's history show these questions too.
  return {
    categoryTest: withMath(readBank(banksDir, CATEGORY_TEST.file, listBankSchema)?.questions ?? []),
    subjects: withMath(readBank(banksDir, SUBJECTS.file, subjectBankSchema) ?? {}),
  };
}

/** Every bank the server reads at its start, with the formulas' trees. */
export interface ServerBanks {
  entrance: Question[];
  practice: ReturnType<typeof readPracticeBanks>;
  bca: ReturnType<typeof readBcaBank>;
}

/** The banks a server starts with, read from `banksDir` (each formula drawn once, here). */
export function readServerBanks(banksDir: string): ServerBanks {
  return {
    entrance: readEntranceBank(banksDir),
    practice: readPracticeBanks(banksDir),
    bca: readBcaBank(banksDir),
  };
}

/** A list or set bank as one list (a set bank's sets one after another); a missing file stops the caller. */
export function readQuestionList(banksDir: string, spec: ListBankSpec | SetBankSpec): Question[] {
  const bank =
    spec.shape === "list"
      ? readBank(banksDir, spec.file, listBankSchema)
      : readBank(banksDir, spec.file, setBankSchema);
  if (!bank)
    throw new Error(`${path.join(banksDir, spec.file)} is missing; run npm run content:check`);
  return "sets" in bank ? bank.sets.flatMap((set) => set.questions) : bank.questions;
}
