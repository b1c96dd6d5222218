import fp from "fastify-plugin";
import { textFault, type TextFault } from "@tayari/contracts/text";
import type { Steps } from "@tayari/content/problem";
import { AppError, coded } from "../lib/app-error";
import { runSliced } from "../lib/sliced";

/** The deepest a request's JSON may nest (a bank question is 4 levels down; maths trees a few more). */
export const MAX_INPUT_DEPTH = 64;

type Part = "body" | "query" | "params";

export interface Found {
  part: Part;
  /** The field's path, `questions.3.category`; a key's fault names the key's own path. */
  field: string;
  fault: TextFault | "depth" | { reserved: string };
}

/**
 * The JSON reader's options the guard needs (Fastify's, given to `Fastify()`): a key "__proto__"
 * (or "constructor"."prototype") is kept as data and refused by the guard, which names the field
 * (input.reservedKey); refused by the reader it was only "not valid JSON" (issue 29).
 */
export const JSON_READER = {
  onProtoPoisoning: "ignore",
  onConstructorPoisoning: "ignore",
} as const;

/**
 * Keys refused wherever they are, before any schema or handler copies the object: JSON.parse keeps
 * "__proto__" as an own key, and a plain assignment of it (a record's copy) sets a prototype.
 * "prototype" only under "constructor" (what the JSON reader refused before, decision 74).
 */
const reservedKey = (key: string, parentKey: string | undefined) =>
  key === "__proto__" || (key === "prototype" && parentKey === "constructor");

const NONE: ReadonlySet<string> = new Set();

/** Values visited between two looks at the clock: a few milliseconds of a walk at most. */
const STEP_VALUES = 1024;

/**
 * The first string (value or object key) in `value` that breaks the text rule (multi-line for a
 * body's values, one line for keys and address values), or a
 * nesting deeper than MAX_INPUT_DEPTH, found in steps of STEP_VALUES values: a 5 MB bank is walked
 * in slices (`runSliced`) between which other requests are answered (issue 29), an ordinary body
 * in its first step. Iterative, so a hostile depth cannot overflow the stack.
 */
export function* badInputSteps(
  value: unknown,
  part: Part,
  text = true,
  /** Top-level keys of the body whose texts the route's own schema checks by the rule, field by field. */
  checkedByRoute: ReadonlySet<string> = NONE,
): Steps<Found | null> {
  const stack: Array<{ value: unknown; path: string; depth: number; key?: string; text: boolean }> =
    [{ value, path: "", depth: 0, text }];
  let visited = 0;
  while (stack.length) {
    if (++visited % STEP_VALUES === 0) yield;
    const { value: current, path, depth, key: parentKey, text } = stack.pop()!;
    if (typeof current === "string") {
      if (!text) continue;
      // An address (path, query) holds no text that is multi-line by nature.
      const fault = textFault(current, part === "body" ? "lines" : "line");
      if (fault) return { part, field: path || part, fault };
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { part, field: path || part, fault: "depth" };
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++)
        stack.push({
          value: current[index],
          path: path ? `${path}.${index}` : String(index),
          depth: depth + 1,
          text,
        });
      continue;
    }
    for (const key of Object.keys(current)) {
      const at = path ? `${path}.${key}` : key;
      if (reservedKey(key, parentKey)) return { part, field: at, fault: { reserved: key } };
      if (text) {
        // A key is a name (a category of `custom_marks`): one line, nothing invisible.
        const fault = textFault(key, "line");
        if (fault) return { part, field: at, fault };
      }
      stack.push({
        value: (current as Record<string, unknown>)[key],
        path: at,
        depth: depth + 1,
        key,
        text: text && !(depth === 0 && checkedByRoute.has(key)),
      });
    }
  }
  return null;
}

/** The same walk in one piece (query and path parameters, tests). */
export function findBadInput(
  value: unknown,
  part: Part,
  text = true,
  checkedByRoute?: ReadonlySet<string>,
): Found | null {
  const steps = badInputSteps(value, part, text, checkedByRoute);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The input guard's answer to what it found (422 for the body, 400 for the address). */
export function refusal({ part, field, fault }: Found): AppError {
  const status = part === "body" ? 422 : 400;
  const body =
    fault === "depth"
      ? coded("input.tooDeep", { field, max: MAX_INPUT_DEPTH })
      : "reserved" in fault
        ? coded("input.reservedKey", { field, key: fault.reserved })
        : (coded(fault.code, { field, ...fault.params } as never) as ReturnType<typeof coded>);
  return new AppError(status, body, { [field]: [body] });
}

/**
 * Walks a body and calls `done` with the refusal or nothing: in the same turn when the walk ends
 * in its first step (nearly every request), else in slices (`runSliced`).
 */
function walkBody(
  body: unknown,
  text: boolean,
  done: (error?: Error) => void,
  checkedByRoute?: ReadonlySet<string>,
): void {
  const steps = badInputSteps(body, "body", text, checkedByRoute);
  const first = steps.next();
  if (first.done) return done(first.value ? refusal(first.value) : undefined);
  runSliced(steps).then(
    (found) => done(found ? refusal(found) : undefined),
    (error: Error) => done(error),
  );
}

/**
 * The text rule's net under every route (issue 29): whatever a route's schema says, no string of
 * the body, query or path (nor any object key) reaches a handler with a control character, a
 * broken character or a bidi override, and no body nests deeper than MAX_INPUT_DEPTH. The nesting
 * is checked before validation (a schema walking 10,000 levels overflows); the text after it, so a
 * schema's own message for its field comes first. The one-line rules (no line breaks, nothing
 * invisible in names and titles) are the schemas' (`singleLine()`). A large body (a 5 MB bank) is
 * walked in slices: each walk of one took 40-65 ms in one piece.
 */
export const inputGuardPlugin = fp(async (app) => {
  // Callback hooks, not async ones: they run on every API request, and a promise each costs
  // (issue 34: the catalog answers).
  app.addHook("preValidation", (request, _reply, done) => {
    if (request.body === undefined) return done();
    walkBody(request.body, false, done);
  });
  app.addHook("preHandler", (request, _reply, done) => {
    const found = findBadInput(request.params, "params") ?? findBadInput(request.query, "query");
    if (found) return done(refusal(found));
    if (request.body === undefined) return done();
    walkBody(request.body, true, done, request.routeOptions.config.textCheckedByRoute);
  });
});
