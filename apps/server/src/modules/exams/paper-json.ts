// A candidate's paper as the bytes of its answer, put together from each question's JSON made once
// (issue 47): the start of an exam over a bank of thousands of questions without encoding them all.
import {
  attemptResponseSchema,
  paperQuestionSchema,
  type AttemptResponse,
} from "@tayari/contracts/exam-sitting";
import { shuffle } from "@tayari/quiz/random";
import { keepsOptionOrder, questionAddress, seededRng } from "@tayari/quiz/shuffle";
import { safeEncode } from "zod/v4/core";
import type { StoredQuestion } from "./bank-repository";
import { mathOf, poolIndex } from "./papers";

/**
 * A pool question's JSON as a paper shows it, as UTF-8 bytes with its options as written, and where
 * each option's JSON lies in them: another order is the same bytes with the options moved. Made
 * once per pool question (through the answer's own schema, as Fastify's serializer would): a
 * student's paper is then these bytes copied together in the attempt's order, not 7,400 questions
 * encoded again at each start (issue 47: a paper of a whole bank held the event loop for 0.2 s a
 * start). Null where the pieces cannot be told apart.
 */
interface PaperPiece {
  /** The question's JSON with its options in their written order. */
  bytes: Buffer;
  /** Where each option's JSON starts and ends in `bytes` (commas and brackets between). */
  starts: number[];
  ends: number[];
  /** Its options name each other by place: every attempt shows them as written (optionOrder). */
  keepsOrder: boolean;
}
const pieces = new WeakMap<StoredQuestion, PaperPiece | null>();

/** Stands for an option while a question is encoded: no text of a bank holds a NUL (text rule). */
const optionMark = (i: number) => `\u0000option ${i}\u0000`;

function paperPiece(q: StoredQuestion): PaperPiece | null {
  let piece = pieces.get(q);
  if (piece !== undefined) return piece;
  piece = null;
  const marks = q.options.map((_, i) => optionMark(i));
  const math = mathOf(q);
  const encoded = safeEncode(paperQuestionSchema, {
    id: q.id,
    question: q.question,
    options: marks,
    ...(math ? { math } : {}),
    ...(q.figure ? { figure: q.figure } : {}),
    ...(q.passage ? { passage: q.passage } : {}),
  });
  if (encoded.success) {
    const json = JSON.stringify(encoded.data);
    const list = JSON.stringify(marks);
    const at = json.indexOf(list);
    if (at >= 0 && json.indexOf(list, at + 1) < 0) {
      const options = q.options.map((option) => JSON.stringify(option));
      const starts: number[] = [];
      const ends: number[] = [];
      let length = Buffer.byteLength(json.slice(0, at)) + 1;
      for (const option of options) {
        starts.push(length);
        ends.push((length += Buffer.byteLength(option)));
        length += 1;
      }
      piece = {
        bytes: Buffer.from(
          `${json.slice(0, at)}[${options.join(",")}]${json.slice(at + list.length)}`,
        ),
        starts,
        ends,
        keepsOrder: keepsOptionOrder(q.options),
      };
    }
  }
  pieces.set(q, piece);
  return piece;
}

/**
 * Makes each pool question's trees and pieces ahead, a slice at a time (`turn` between slices):
 * the first start of an exam over a bank of thousands of questions no longer makes them all on
 * the event loop in one go.
 */
export async function preparePaperPieces(
  pool: readonly StoredQuestion[],
  turn: () => Promise<void>,
  sliceMs = 20,
): Promise<void> {
  let sliceStart = performance.now();
  for (const q of pool) {
    paperPiece(q);
    if (performance.now() - sliceStart >= sliceMs) {
      await turn();
      sliceStart = performance.now();
    }
  }
}

const COMMA = 0x2c;

/**
 * The JSON of an attempt's answer (`attemptResponseSchema`) as UTF-8 bytes: `body` with its paper's
 * questions copied together from their pieces (`paperPiece`), in slices of about `sliceMs` with a
 * `turn` between: the bytes Fastify's serializer would send for the body with `studentQuestions`,
 * at a small part of its cost and never in one piece. Bytes, not a string: a string of megabytes
 * put together from pieces was flattened, measured and encoded again on its way to the socket, each
 * some tens of milliseconds in one piece (issue 47). Null where a question has no pieces (the
 * caller sends the body as usual).
 */
export async function attemptJson(
  body: Omit<AttemptResponse, "questions">,
  pool: readonly StoredQuestion[],
  paper: readonly number[],
  seed: number | null,
  turn: () => Promise<void>,
  sliceMs = 20,
): Promise<Buffer | null> {
  const envelope = safeEncode(attemptResponseSchema, { ...body, questions: [] });
  if (!envelope.success) return null;
  const json = JSON.stringify(envelope.data);
  // Inside a JSON string every quote is escaped: this can only be the answer's own key.
  const slot = '"questions":[';
  const at = json.indexOf(`${slot}]`);
  if (at < 0) return null;
  const head = Buffer.from(json.slice(0, at + slot.length));
  const tail = Buffer.from(json.slice(at + slot.length));
  const byId = poolIndex(pool);
  // First each question's piece and its options' order, and the answer's length.
  const chosen: Array<[PaperPiece, number[] | null]> = [];
  let length = head.length + tail.length + Math.max(0, paper.length - 1);
  let sliceStart = performance.now();
  for (const id of paper) {
    const q = byId.get(id)!;
    const piece = paperPiece(q);
    if (!piece) return null;
    // optionOrder's order, its test of the options' words made once (`keepsOrder`); null: as written.
    const count = piece.starts.length;
    const order =
      seed === null || piece.keepsOrder || count < 2
        ? null
        : shuffle(
            Array.from({ length: count }, (_, i) => i),
            seededRng(seed, questionAddress(q)),
          );
    chosen.push([piece, order]);
    length += piece.bytes.length;
    if (performance.now() - sliceStart >= sliceMs) {
      await turn();
      sliceStart = performance.now();
    }
  }
  // Then the bytes, copied into one buffer: a question as written in one copy.
  const out = Buffer.allocUnsafe(length);
  let to = head.copy(out, 0);
  for (const [n, [piece, order]] of chosen.entries()) {
    if (n > 0) out[to++] = COMMA;
    const { bytes, starts, ends } = piece;
    if (!order) to += bytes.copy(out, to);
    else {
      to += bytes.copy(out, to, 0, starts[0]!);
      for (let k = 0; k < order.length; k++) {
        if (k > 0) out[to++] = COMMA;
        to += bytes.copy(out, to, starts[order[k]!]!, ends[order[k]!]!);
      }
      to += bytes.copy(out, to, ends.at(-1)!);
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await turn();
      sliceStart = performance.now();
    }
  }
  tail.copy(out, to);
  return out;
}
