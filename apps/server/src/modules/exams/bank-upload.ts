import { readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { uploadBank } from "@tayari/contracts/bank-upload";
import { deleteExaminerBank } from "@tayari/contracts/exams";
import type { CodedMessage } from "@tayari/contracts/errors";
import type { ImportReason } from "@tayari/contracts/import-report";
import { reason } from "@tayari/content/formats/reasons";
import { importQuestionSteps, type ImportResult } from "@tayari/content/import";
import { examBankSteps, type Problem } from "@tayari/content/validate";
import { AppError, coded, fail } from "../../lib/app-error";
import { reasonMessage, refusedLines } from "../../lib/import-reasons";
import { noStore } from "../../lib/no-store";
import { runSliced } from "../../lib/sliced";
import { handle } from "../../plugins/contract";
import { categoryCounts } from "./categories";
import * as repo from "./repository";
import { deleteBank } from "./undo-repository";
import type { StoredQuestion } from "./repository";

/** A bank file may be far larger than an ordinary request. */
const BANK_BODY_LIMIT = 5 * 1024 * 1024;

/** The upload refused whole: how many faults, and each under its field (`bank`, `question 12`, `line 7`). */
const refused = (count: number, errors: Record<string, CodedMessage[]>) =>
  new AppError(422, coded("imports.bankFaults", { count }), errors);

/** A validator's problem as an import reason: its own code, or the shape fault in its words. */
const problemReason = (p: Problem): ImportReason =>
  p.code ? reason(p.code, p.params) : reason("bank_shape", { text: p.reason });

/** The figures the site serves (the banks' figures/ folder): the only ones a bank may name. */
export function siteFigures(banksDir: string): ReadonlySet<string> {
  try {
    return new Set(readdirSync(path.join(banksDir, "figures")).filter((f) => f.endsWith(".svg")));
  } catch {
    return new Set();
  }
}

/**
 * A bank in the bank format, with every fault of the validator or none: the questions as the
 * validator parsed them (only the format's fields, issue 29), each figure one the site has.
 */
async function checkedBank(
  name: string,
  questions: unknown[],
  figures: ReadonlySet<string>,
): Promise<StoredQuestion[]> {
  const checked = await runSliced(examBankSteps(name, { questions }));
  const problems = [...checked.problems];
  for (const q of checked.questions)
    if (q.figure && !figures.has(q.figure.file))
      problems.push({
        file: name,
        id: q.id,
        reason: "",
        code: "figure_unknown",
        params: { file: JSON.stringify(q.figure.file) },
      });
  if (!problems.length) return checked.questions;
  const errors: Record<string, CodedMessage[]> = {};
  for (const p of problems) {
    const found = problemReason(p);
    if (p.id === null) (errors.bank ??= []).push(reasonMessage(found));
    else
      (errors[`question ${p.id}`] ??= []).push({
        code: "imports.questionProblem",
        params: { ...reasonMessage(found).params, id: p.id } as never,
        message: `question ${p.id}: ${found.message}`,
      });
  }
  throw refused(problems.length, errors);
}

/**
 * A CSV, Aiken, GIFT or Moodle XML file: all or nothing, each refused question named by its line.
 * Blocks of other types (true/false, essay ...) are reported and left out; explanations may be
 * missing in a private bank (the report says how many).
 */
function importedBank(result: ImportResult): StoredQuestion[] {
  const [fault] = result.faults;
  if (fault) throw refused(1, { bank: [reasonMessage(fault)] });
  if (result.refused) throw refused(result.refused, refusedLines(result.rejected));
  if (!result.questions.length)
    throw refused(1, { bank: [reasonMessage(reason("no_multiple_choice"))] });
  return result.questions;
}

/** The report of a CSV, Aiken, GIFT or Moodle XML file, as the API sends it. */
const bankReport = (result: ImportResult, encoding?: string) => ({
  read: result.read,
  accepted: result.questions.length,
  refused: result.refused,
  unsupported: result.unsupported,
  rejected: result.rejected,
  notes: [...(encoding ? [reason("converted", { encoding })] : []), ...result.notes],
});

/** `POST /api/examiner/banks`: an examiner's private bank, checked first if they like, then saved whole. */
export async function bankUploadRoutes(
  app: FastifyInstance,
  { figures }: { figures: ReadonlySet<string> },
) {
  noStore(app);
  // A bank whose upload a stopped server left unfinished is removed as the next one starts.
  const unfinished = await repo.removeUnfinishedBanks(
    app.db,
    app.databaseKind === "pglite" ? "all" : "stale",
  );
  if (unfinished) app.log.warn({ banks: unfinished }, "removed banks left unfinished by a stop");
  handle(
    app,
    uploadBank,
    async (request, reply) => {
      const { name, questions, format, text, category, encoding, dry_run: dryRun } = request.body;
      const result = format
        ? await runSliced(
            importQuestionSteps(
              text!,
              format,
              {
                allowed: null,
                existing: [],
                category: category || null,
                categoryWhere: "site",
                explanationsOptional: true,
              },
              name,
            ),
          )
        : null;
      if (dryRun) {
        if (!result) await checkedBank(name, questions!, figures);
        else if (result.faults[0]) importedBank(result);
        return reply.status(200).send(
          result
            ? bankReport(result, encoding)
            : {
                read: questions!.length,
                accepted: questions!.length,
                refused: 0,
                unsupported: 0,
                rejected: [],
                notes: [],
              },
        );
      }
      const stored = result ? importedBank(result) : await checkedBank(name, questions!, figures);
      const bank = await repo.insertBank(app.db, {
        ownerId: request.session.id,
        name,
        questions: stored,
      });
      return reply.status(201).send({
        id: bank.id,
        name: bank.name,
        question_count: bank.question_count,
        categories: categoryCounts(stored),
        created_at: bank.created_at.toISOString(),
        ...(result ? { report: bankReport(result, encoding) } : {}),
      });
    },
    { bodyLimit: BANK_BODY_LIMIT },
  );

  // Undo (decision 0082): a bank no exam was made from, deleted and recorded.
  handle(app, deleteExaminerBank, async (request) => {
    const outcome = await deleteBank(app.db, {
      bankId: request.params.id,
      ownerId: request.session.id,
    });
    if (outcome === "missing") throw fail(404, "exams.noBank", { id: request.params.id });
    if ("inUse" in outcome) throw fail(409, "exams.bankInUse", { title: outcome.inUse });
    return coded("exams.bankDeleted", { name: outcome.deleted });
  });
}
