import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ENTRANCE } from "@tayari/content/banks";
import { withMath } from "@tayari/content/math-tree";
import { listBankSchema } from "@tayari/content/question";
import type { Question } from "@tayari/contracts/question";

/**
 * The entrance bank from the banks folder. The build has checked it in full (`npm run
 * content:check`); here a file that is missing or is not a question list at all stops the server
 * with its name, rather than failing later, one student at a time. Formulas gain their MathML trees
 * here, once, so the answers carry them (decision 0035).
 */
export function readEntranceBank(banksDir: string): Question[] {
  const file = path.join(banksDir, ENTRANCE.file);
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
  const parsed = listBankSchema.safeParse(data);
  if (!parsed.success)
    throw new Error(`${file} is not a list of questions; run npm run content:check`);
  return withMath(parsed.data.questions);
}
