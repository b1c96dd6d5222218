// The bank worker's thread (bank-checker.ts starts it): a large `POST /api/examiner/banks` body read
// and checked away from the event loop. Reading 5 MB of JSON, walking it twice and checking 7,500
// questions made a heap of tens of megabytes whose garbage collections, with the parse, held the
// event loop 30-100 ms at a time while /api/health waited (issue 29). Here they hold only this
// thread; the server gets back what it sends or stores: a refusal, a report, or the bank's parts.
// Large answers are made here too (a bank of thousands of questions read back, a catalog import's
// preview): their formulas' trees, their schema's check and their JSON held the event loop.
import { parentPort, workerData } from "node:worker_threads";
import { safeEncode, safeParse, type $ZodType } from "zod/v4/core";
import { bankUploadRequestSchema, uploadBank } from "@tayari/contracts/bank-upload";
import { drain } from "@tayari/content/problem";
import { previewCatalogImport, publishCatalogImport } from "@tayari/contracts/catalog-import";
import { getExaminerBank } from "@tayari/contracts/exam-banks";
import { coded } from "../../lib/app-error";
import { capErrors } from "../../plugins/errors";
import { findBadInput } from "../../plugins/input-guard";
import {
  packParts,
  prepareUpload,
  QUESTIONS_CHECKED_BY_SCHEMA,
  type BankUploadBody,
} from "./bank-prepare";
import { standIn, type AnswerOutcome, type AnswerTask, type WorkerOutcome } from "./bank-checker";
import { bankAnswer, previewAnswer, publishMade } from "./large-answers";
import { refusedOr } from "./refused";

const figures = new Set<string>((workerData as { figures: string[] }).figures);

/** The request's body as JSON, as the server's own reader reads it (a byte order mark allowed). */
function parseJson(bytes: Uint8Array): { value: unknown } | null {
  const text = new TextDecoder().decode(bytes);
  try {
    return { value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    return null;
  }
}

/**
 * The steps a body meets on the event loop, in their order: the input guard's walk for nesting and
 * reserved keys, the schema, the text rule over what the schema gives, then the check.
 */
async function outcomeOf(
  bytes: Uint8Array,
): Promise<{ outcome: WorkerOutcome; moved: ArrayBuffer[] }> {
  const parsed = parseJson(bytes);
  if (!parsed) return { outcome: { kind: "json" }, moved: [] };
  const body = parsed.value;
  const nested = findBadInput(body, "body", false);
  if (nested) return { outcome: { kind: "guard", found: nested }, moved: [] };
  const valid = safeParse(bankUploadRequestSchema, body);
  // The schema's own answer comes from the stand-in on the event loop, which it refuses alike.
  if (!valid.success) return { outcome: { kind: "checked", standIn: standIn(body) }, moved: [] };
  const text = findBadInput(valid.data, "body", true, QUESTIONS_CHECKED_BY_SCHEMA);
  if (text) return { outcome: { kind: "checked", standIn: standIn(body), text }, moved: [] };
  const prepared = await prepareUpload(valid.data as BankUploadBody, figures, async (steps) =>
    drain(steps),
  );
  if ("refused" in prepared && prepared.refused.errors)
    // As the error handler will cap them: 8,000 near-duplicates sent whole cost the event loop
    // their copy and its garbage (200 ms on a busy machine) to keep 100.
    prepared.refused.errors = capErrors(prepared.refused.errors, (count) =>
      coded("input.moreProblems", { count }),
    );
  if ("report" in prepared) {
    // A dry run's report as its answer's bytes: a file whose every block is refused lists each
    // (2 MB for 4,400 rows), which the serializer checked and wrote on the event loop.
    const reportJson = answerBytes(uploadBank.responses[200], prepared.report, "report");
    return {
      outcome: { kind: "checked", standIn: standIn(body), reportJson },
      moved: [reportJson.buffer as ArrayBuffer],
    };
  }
  if (!("bank" in prepared))
    return { outcome: { kind: "checked", standIn: standIn(body), prepared }, moved: [] };
  const parts = packParts(prepared.bank.parts);
  return {
    outcome: {
      kind: "checked",
      standIn: standIn(body),
      prepared: { bank: { ...prepared.bank, parts } },
    },
    moved: [parts.bytes.buffer as ArrayBuffer],
  };
}

/** An answer checked and shaped by its schema, as Fastify's serializer does, as its JSON's bytes. */
function answerBytes(schema: $ZodType, body: unknown, what: string): Uint8Array {
  const encoded = safeEncode(schema, body);
  if (!encoded.success)
    throw new Error(`the ${what} answer breaks its schema: ${encoded.error.message}`);
  return new TextEncoder().encode(JSON.stringify(encoded.data));
}

/**
 * A large answer (bank-checker.ts `AnswerTask`): made as the route made it on the event loop, then
 * checked and shaped by the endpoint's answer schema as Fastify's serializer does, and sent as the
 * bytes of its JSON; an `AppError` as the refusal the route answers with.
 */
async function answerOf(
  task: AnswerTask,
): Promise<{ outcome: AnswerOutcome; moved: ArrayBuffer[] }> {
  const answered = await refusedOr(async () => {
    if (task.kind === "publish") {
      const { answer, ...writes } = await publishMade(task);
      return { json: answerBytes(publishCatalogImport.responses[201], answer, task.kind), writes };
    }
    const [schema, body] =
      task.kind === "bank"
        ? [getExaminerBank.responses[200], bankAnswer(task)]
        : [previewCatalogImport.responses[200], await previewAnswer(task)];
    return { json: answerBytes(schema, body, task.kind) };
  });
  if (answered.kind === "refused") return { outcome: { refused: answered.refused }, moved: [] };
  return { outcome: answered.made, moved: [answered.made.json.buffer as ArrayBuffer] };
}

parentPort!.on(
  "message",
  ({ id, bytes, task }: { id: number; bytes?: Uint8Array; task?: AnswerTask }) => {
    (task ? answerOf(task) : outcomeOf(bytes!)).then(
      ({ outcome, moved }) => parentPort!.postMessage({ id, outcome }, moved),
      (error: Error) => parentPort!.postMessage({ id, failed: error.stack ?? String(error) }),
    );
  },
);
