import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ENTRANCE_PAPERS, isPaperYear, lastPaperYear, yearPaper } from "@tayari/content/banks";
import {
  getCompactDraw,
  getEntranceDraw,
  getEntranceExplanations,
  getYearPaper,
} from "@tayari/contracts/banks";
import { mathKey, type MathTrees } from "@tayari/contracts/math";
import { toCompactQuestion } from "@tayari/content/compact-question";
import { splitQuestionText } from "@tayari/content/question-text";
import { drawByQuota, ENTRANCE_QUOTAS } from "@tayari/quiz/draw";
import { createRng } from "@tayari/quiz/random";
import type { Question } from "@tayari/contracts/question";
import { fail } from "../../lib/app-error";
import { ResponseCache, sendJson } from "../../lib/response-cache";
import { handle, handleCached } from "../../plugins/contract";

const DRAW_OPEN = Buffer.from('{"questions":[');
const DRAW_CLOSE = Buffer.from("]}");
const COMMA = Buffer.from(",");

/**
 * The entrance bank served in the pieces a quiz needs: one attempt's draw (100 questions) or one
 * year paper, instead of the whole bank, so a phone fetches about a tenth of the bytes. The web app
 * falls back to its bundled copy of the bank when the API cannot be reached.
 */
export async function bankRoutes(
  app: FastifyInstance,
  { bank, cache }: { bank: Question[]; cache: ResponseCache },
) {
  // Each question serialised once without its explanation, as UTF-8 bytes, in both forms of the
  // draw; a draw is the list of the chosen ones, joined where it is compressed. Bytes, not a string:
  // the body then lives outside V8's heap while it waits for its turn to be compressed, instead of
  // growing the heap with garbage (issue 34: 100 draws at once took the heap from 47 to 187 MB
  // used); joined in the compression's own buffer, not a new 35 KB one per draw (the C heap grew by
  // some 30 MB of them waiting to be collected). The explanations
  // are serialised apart, for the quiz to ask for once its first question shows (decision 88).
  const serialised: Array<{ category: string; json: Buffer; compact: Buffer }> = [];
  const explanations = new Map<number, string>();
  for (const q of bank) {
    const { shown, explanation } = splitExplanation(q);
    serialised.push({
      category: q.category,
      json: Buffer.from(JSON.stringify(shown), "utf8"),
      compact: Buffer.from(JSON.stringify(toCompactQuestion(shown)), "utf8"),
    });
    explanations.set(q.id, JSON.stringify(explanation));
  }

  /** One attempt's draw, each question in the form `form` (decision 101): the body's pieces. */
  const draw = (form: "json" | "compact"): Buffer[] => {
    const { questions } = drawByQuota(serialised, ENTRANCE_QUOTAS, createRng(randomInt(2 ** 32)));
    const parts: Buffer[] = [DRAW_OPEN];
    for (const [n, question] of questions.entries()) {
      if (n) parts.push(COMMA);
      parts.push(question[form]);
    }
    parts.push(DRAW_CLOSE);
    return parts;
  };

  handle(app, getCompactDraw, (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return sendJson(request, reply, draw("compact"));
  });

  handle(app, getEntranceDraw, (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return sendJson(request, reply, draw("json"));
  });

  handle(app, getEntranceExplanations, (request, reply) => {
    const ids = new Set(request.query.ids.split(",").map(Number));
    const found = [...ids].flatMap((id) => explanations.get(id) ?? []);
    reply.header("Cache-Control", "no-store");
    return sendJson(request, reply, `{"explanations":[${found.join(",")}]}`);
  });

  handleCached(app, cache, getYearPaper, (request) => {
    const { year } = request.params;
    if (!isPaperYear(year))
      throw fail(404, "banks.noSuchPaper", {
        year,
        first: ENTRANCE_PAPERS.firstYear,
        last: lastPaperYear(),
      });
    return {
      load: async () => {
        const questions = yearPaper(bank, year);
        return questions.length ? { year, questions } : null;
      },
      notFound: () => fail(404, "banks.paperMissing", { year }),
    };
  });
}

/** The formulas written in `texts`, by their key in a question's `math`. */
function formulasIn(texts: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const text of texts)
    for (const segment of splitQuestionText(text).segments)
      if (segment.kind === "math") keys.add(mathKey(segment.tex, segment.display));
  return keys;
}

/**
 * A question as the draw sends it (no explanation; the trees of the formulas its text, options and
 * answer show) and its explanation with the trees of the formulas only the explanation has.
 */
export function splitExplanation(q: Question): {
  shown: Omit<Question, "explanation">;
  explanation: { id: number; explanation: string; math?: MathTrees };
} {
  const { explanation, math, ...rest } = q;
  const explanationPart = { id: q.id, explanation };
  if (!math) return { shown: rest, explanation: explanationPart };
  const shownKeys = formulasIn([q.question, ...q.options, q.answer]);
  const shownMath: MathTrees = {};
  const explanationMath: MathTrees = {};
  for (const [key, tree] of Object.entries(math))
    (shownKeys.has(key) ? shownMath : explanationMath)[key] = tree;
  return {
    shown: Object.keys(shownMath).length ? { ...rest, math: shownMath } : rest,
    explanation: Object.keys(explanationMath).length
      ? { ...explanationPart, math: explanationMath }
      : explanationPart,
  };
}
