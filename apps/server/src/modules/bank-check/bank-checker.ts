import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { BANK_MAX_CHARACTERS } from "@tayari/contracts/bank-upload";
import type { Found } from "../../plugins/input-guard";
import type { FoundSubject, ImportRequest } from "./import-plan";
import type { PackedParts, Prepared } from "./bank-prepare";
import type { Refused } from "./refused";

/**
 * A body this large (bytes) is read and checked by the bank worker, not on the event loop; a
 * catalog import's file this large is previewed there. Below it, the worst a body can hold (about
 * 11,000 `{}` items, one question of 32 KB of markup, a CSV of 32 KB of formulas) costs the event
 * loop some tens of milliseconds; at 256 KB, 85,000 `{}` items held it 0.3-0.66 s (issue 47).
 */
export const WORKER_BODY_BYTES = 32 * 1024;

/** The worker is stopped after this long without work: its heap is given back (RSS). */
const IDLE_MS = 60_000;

/** The most heap the worker may grow (a 5 MB bank needs about a fifth of it): beyond, it stops. */
const WORKER_HEAP_MB = 512;

/**
 * What the worker made of a body. `json`: not JSON. `guard`: nested too deep or a reserved key
 * (the input guard's refusal). `checked`: the body for the route's schema (`standIn`, which the
 * schema accepts or refuses exactly as the whole body), then the text rule's fault if any, then
 * the check's outcome when both passed.
 */
export type WorkerOutcome =
  | { kind: "json" }
  | { kind: "guard"; found: Found }
  | {
      kind: "checked";
      standIn: unknown;
      text?: Found;
      prepared?: Prepared<PackedParts>;
      /** A dry run's report, as the bytes of its answer's JSON (in place of `prepared`). */
      reportJson?: Uint8Array;
    };

/** A text as long as the bank's `text` may not be: the schema refuses it as it refused the real one. */
let tooLongText: string | undefined;

/**
 * The body as small as the schema can judge alike: `questions` an empty array when it is one (the
 * schema asks only that), `text` empty when within its length, else too long again; the other
 * fields of the schema as they are, the fields it drops left out (the worker walked them).
 */
export function standIn(body: unknown): unknown {
  const small = (value: unknown) =>
    Array.isArray(value)
      ? []
      : typeof value === "string"
        ? ""
        : value !== null && typeof value === "object"
          ? {}
          : value;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return small(body);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "questions") out[key] = small(value);
    else if (key === "text")
      out[key] =
        typeof value === "string" && value.length > BANK_MAX_CHARACTERS
          ? (tooLongText ??= "x".repeat(BANK_MAX_CHARACTERS + 1))
          : small(value);
    else if (["name", "format", "category", "encoding", "dry_run"].includes(key)) out[key] = value;
  }
  return out;
}

/**
 * The worker's code: built beside the server's bundle (build-server.ts), else the TypeScript file
 * loaded through tsx (registered in the worker itself: a worker's `--import` does not take), as in
 * development, tests and benches, which run inside the repository.
 */
function newWorker(options: WorkerOptions): Worker {
  const built = path.join(import.meta.dirname, "bank-worker.js");
  if (existsSync(built)) return new Worker(built, options);
  const source = pathToFileURL(path.join(import.meta.dirname, "bank-worker.ts")).href;
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

interface Waiting {
  worker: Worker;
  resolve(outcome: unknown): void;
  reject(error: Error): void;
}

/**
 * Work whose answer is large, made in the worker: its JSON parsed, formulas made MathML trees,
 * checked by the answer's schema and written as bytes, all of which held the event loop for
 * hundreds of milliseconds with a bank of thousands of questions (issue 47).
 *
 * `bank`: a saved bank as its examiner reads it (`GET /api/examiner/banks/{id}`), from its parts'
 * JSON as stored. `preview`: a catalog import's preview (`POST .../catalog-import/preview`), from
 * the subject as the database holds it and the request. `publish`: a catalog import's publish
 * (`POST .../catalog-import`) worked out likewise: its answer, and what it writes.
 */
export type AnswerTask =
  | { kind: "bank"; id: number; name: string; parts: string[]; passages: string }
  | { kind: "preview"; found: FoundSubject; body: ImportRequest; taken: number[] }
  | { kind: "publish"; found: FoundSubject; body: ImportRequest; taken: number[] };

/**
 * The answer's JSON as bytes (a publish's also with what it writes, `publishMade`), or the
 * refusal the route answers with.
 */
export type AnswerOutcome =
  | {
      json: Uint8Array;
      writes?: { questionCount: number; questions: string; jsonData: string };
    }
  | { refused: Refused };

/**
 * One worker thread for large bank bodies, started at the first and stopped after IDLE_MS without
 * work; bodies wait their turn. A worker that fails (out of memory, a bug) fails the bodies it
 * held with an error (500) and the next body starts a new one; the server goes on.
 */
export class BankChecker {
  /** How many bodies and answers this process has handed to a bank worker (the tests read it). */
  static handed = 0;
  #worker: Worker | null = null;
  readonly #waiting = new Map<number, Waiting>();
  #next = 0;
  #idle: NodeJS.Timeout | null = null;

  constructor(private readonly figures: ReadonlySet<string>) {}

  /** The body's bytes are handed to the worker (moved, not copied): the caller reads them no more. */
  check(body: Uint8Array): Promise<WorkerOutcome> {
    const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    const bytes = whole ? body : body.slice();
    return this.#send({ bytes }, [bytes.buffer as ArrayBuffer]) as Promise<WorkerOutcome>;
  }

  /**
   * An answer made in the worker (bank-worker.ts `answerOf`): a bank as its examiner reads it, or
   * a catalog import's preview. The worker sends the answer's JSON as bytes, or the app's refusal.
   */
  answer(task: AnswerTask): Promise<AnswerOutcome> {
    return this.#send({ task }, []) as Promise<AnswerOutcome>;
  }

  #send(message: object, transfer: ArrayBuffer[]): Promise<unknown> {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    const worker = (this.#worker ??= this.#start());
    const id = this.#next++;
    BankChecker.handed += 1;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { worker, resolve, reject });
      worker.postMessage({ id, ...message }, transfer);
    });
  }

  async close(): Promise<void> {
    if (this.#idle) clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #start(): Worker {
    const worker = newWorker({
      workerData: { figures: [...this.figures] },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.on(
      "message",
      (message: { id: number; outcome: unknown } | { id: number; failed: string }) => {
        const waiting = this.#waiting.get(message.id);
        this.#waiting.delete(message.id);
        if ("failed" in message) waiting?.reject(new Error(`bank worker: ${message.failed}`));
        else waiting?.resolve(message.outcome);
        if (
          this.#worker === worker &&
          ![...this.#waiting.values()].some((w) => w.worker === worker)
        ) {
          this.#idle = setTimeout(() => void this.close(), IDLE_MS);
          this.#idle.unref();
        }
      },
    );
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const [id, waiting] of this.#waiting)
        if (waiting.worker === worker) {
          this.#waiting.delete(id);
          waiting.reject(error);
        }
    };
    // The server's socket keeps the process; a worker left idle does not.
    worker.unref();
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`bank worker stopped (exit code ${code})`)));
    return worker;
  }
}
