import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { textFault, type TextFault } from "@tayari/contracts/text";
import { AppError, coded } from "../lib/app-error";

/** The deepest a request's JSON may nest (a bank question is 4 levels down; maths trees a few more). */
export const MAX_INPUT_DEPTH = 64;

type Part = "body" | "query" | "params";

interface Found {
  part: Part;
  /** The field's path, `questions.3.category`; a key's fault names the key's own path. */
  field: string;
  fault: TextFault | "depth";
}

/**
 * The first string (value or object key) in `value` that breaks the multi-line text rule, or a
 * nesting deeper than MAX_INPUT_DEPTH. Iterative, so a hostile depth cannot overflow the stack.
 */
export function findBadInput(value: unknown, part: Part, text = true): Found | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value, path: "", depth: 0 },
  ];
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === "string") {
      if (!text) continue;
      const fault = textFault(current, "lines");
      if (fault) return { part, field: path || part, fault };
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { part, field: path || part, fault: "depth" };
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key, item] of entries) {
      const at = path ? `${path}.${key}` : key;
      if (text && !Array.isArray(current)) {
        const fault = textFault(key, "lines");
        if (fault) return { part, field: at, fault };
      }
      stack.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return null;
}

function refusal({ part, field, fault }: Found): AppError {
  const status = part === "body" ? 422 : 400;
  const body =
    fault === "depth"
      ? coded("input.tooDeep", { field, max: MAX_INPUT_DEPTH })
      : (coded(fault.code, { field, ...fault.params } as never) as ReturnType<typeof coded>);
  return new AppError(status, body, { [field]: [body] });
}

const check = (request: FastifyRequest, parts: readonly Part[]) => {
  for (const part of parts) {
    const found = findBadInput(request[part], part);
    if (found) throw refusal(found);
  }
};

/**
 * The text rule's net under every route (issue 29): whatever a route's schema says, no string of
 * the body, query or path (nor any object key) reaches a handler with a control character, a
 * broken character or a bidi override, and no body nests deeper than MAX_INPUT_DEPTH. The nesting
 * is checked before validation (a schema walking 10,000 levels overflows); the text after it, so a
 * schema's own message for its field comes first. The one-line rules (no line breaks, nothing
 * invisible in names and titles) are the schemas' (`singleLine()`).
 */
export const inputGuardPlugin = fp(async (app) => {
  // Callback hooks, not async ones: they run on every API request, and a promise each costs
  // (issue 34: the catalog answers).
  app.addHook("preValidation", (request, _reply, done) => {
    const found = request.body === undefined ? null : findBadInput(request.body, "body", false);
    done(found ? refusal(found) : undefined);
  });
  app.addHook("preHandler", (request, _reply, done) => {
    try {
      check(request, ["params", "query", "body"]);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
