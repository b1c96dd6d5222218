import Fastify, { type FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@tayari/contracts/endpoint";
import { questionInputSchema } from "@tayari/contracts/question-input";
import { multiLine, singleLine } from "@tayari/contracts/text";
import { contractPlugin, handle } from "./plugins/contract";
import { errorsPlugin } from "./plugins/errors";
import { tooManyAttempts } from "./plugins/rate-limit";
import { zodPlugin } from "./plugins/zod";
import {
  badInputSteps,
  inputGuardPlugin,
  JSON_READER,
  MAX_INPUT_DEPTH,
} from "./plugins/input-guard";

/**
 * The one text rule as a caller meets it (issue 29, decision 0074): a declared body with text
 * fields, answered by the real error handler. No database: nothing here reaches one.
 */
const probe = endpoint({
  method: "POST",
  path: "/probe",
  access: "public",
  body: z.object({
    title: singleLine({ max: 120, min: 1 }),
    notes: z.optional(multiLine({ max: 1000 })),
    questions: z.optional(z.array(questionInputSchema)),
  }),
  responses: { 200: z.object({ title: z.string(), notes: z.optional(z.string()) }) },
});
const limited = endpoint({
  method: "GET",
  path: "/limited",
  access: "public",
  responses: { 200: z.object({}) },
  errors: { 429: ["general.tooManyAttempts"] },
});

/** A route whose schema says only "a string" and "a record": the net under every route catches the rest. */
const loose = endpoint({
  method: "POST",
  path: "/loose/:slug",
  access: "public",
  params: z.object({ slug: z.string() }),
  query: z.object({ q: z.optional(z.string()) }),
  body: z.object({
    pick: z.optional(z.string()),
    marks: z.optional(z.record(z.string(), z.number())),
    junk: z.optional(z.unknown()),
  }),
  responses: { 200: z.object({}) },
});

const stored: unknown[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, ...JSON_READER });
  await app.register(zodPlugin);
  await app.register(errorsPlugin);
  await app.register(contractPlugin, {
    declared: [probe, limited, loose],
    strict: true,
  });
  await app.register(
    async (api) => {
      await api.register(inputGuardPlugin);
      handle(api, loose, (request) => {
        stored.push(request.body);
        return {};
      });
      handle(api, probe, (request) => {
        stored.push(request.body);
        return request.body;
      });
      handle(api, limited, () => {
        throw tooManyAttempts(90_500);
      });
    },
    { prefix: "/api" },
  );
  await app.ready();
});
afterAll(async () => app.close());

const post = (payload: unknown) =>
  app.inject({ method: "POST", url: "/api/probe", payload: payload as object });

describe("a text field of a declared body", () => {
  it("stores what it accepts normalised: NFC, a line trimmed", async () => {
    const res = await post({ title: "  Cafe\u0301 quiz ", notes: "line one\nline two" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: "Café quiz", notes: "line one\nline two" });
  });

  it.each([
    [
      "NUL",
      "c\u0000at",
      "input.textControl",
      "title contains an invisible control character (U+0000); remove it.",
    ],
    [
      "BEL",
      "ding\u0007",
      "input.textControl",
      "title contains an invisible control character (U+0007); remove it.",
    ],
    [
      "U+202E",
      "exe.\u202etxt",
      "input.textInvisible",
      "title contains an invisible or direction-changing character (U+202E); remove it.",
    ],
    [
      "a lone surrogate",
      "a\ud800",
      "input.textBroken",
      "title contains a broken character (half of a character pair); type or paste it again.",
    ],
    [
      "a line break",
      "one\ntwo",
      "input.textLineBreak",
      "title must be on one line: remove the line break or tab.",
    ],
    [
      "121 characters",
      "x".repeat(121),
      "input.textTooLong",
      "title must not be longer than 120 characters.",
    ],
  ])(
    "refuses %s with a 422 naming the field, storing nothing",
    async (_what, title, code, message) => {
      const before = stored.length;
      const res = await post({ title });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({
        code,
        message,
        params: expect.objectContaining({ field: "title" }),
      });
      expect(body.errors.title[0]).toMatchObject({ code, message });
      expect(stored.length).toBe(before);
    },
  );

  it("names the field deep inside a list", async () => {
    const question = {
      id: 1,
      category: "c\u0000at",
      question: "Which?",
      options: ["a", "b"],
      answer: "a",
      explanation: "",
    };
    const res = await post({ title: "Bank", questions: [question] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["questions.0.category"][0]).toMatchObject({
      code: "input.textControl",
      params: { field: "questions.0.category", character: "U+0000" },
    });
  });

  it("lists at most 100 fields with problems and counts the rest, in a small body", async () => {
    const bad = { id: -1, category: "", question: "", options: [], answer: "", explanation: 1 };
    const res = await post({ title: "Bank", questions: Array.from({ length: 2_000 }, () => bad) });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, unknown[]>;
    expect(Object.keys(errors)).toHaveLength(101);
    expect(errors["*"]).toEqual([
      expect.objectContaining({ code: "input.moreProblems", params: { count: 2_000 * 5 - 100 } }),
    ]);
    expect(res.body.length).toBeLessThan(64 * 1024);
  });
});

describe("a question as sent", () => {
  it("keeps only the bank format's fields: no hand-written maths, no stray fields", () => {
    const question = {
      id: 3,
      category: "physics",
      question: "What is $x$?",
      options: ["1", "2"],
      answer: "1",
      explanation: "Because.",
    };
    const parsed = z.parse(questionInputSchema, {
      ...question,
      math: { x: [["script", ["alert(1)"]]] },
      href: "javascript:alert(1)",
      figure: { file: "incline.svg", alt: "A block on an incline", onload: "x" },
    });
    expect(parsed).toEqual({
      ...question,
      figure: { file: "incline.svg", alt: "A block on an incline" },
    });
  });

  it.each([
    "../../../../etc/passwd",
    "/etc/passwd.svg",
    "a/b.svg",
    "x.svg.png",
    "..svg",
    "Fig.SVG",
  ])("refuses the figure file %s", (file) => {
    const result = z.safeParse(questionInputSchema.shape.figure, { file, alt: "x" });
    expect(result.success).toBe(false);
  });
});

describe("a 429", () => {
  it("always says when to come back", async () => {
    const res = await app.inject({ url: "/api/limited" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("91");
    expect(res.json()).toMatchObject({ code: "general.tooManyAttempts", params: { count: 2 } });
  });
});

describe("the net under every route", () => {
  const send = (payload: unknown, url = "/api/loose/x") =>
    app.inject({ method: "POST", url, payload: payload as object });

  it("refuses a control character in any string or key a loose schema lets through", async () => {
    const before = stored.length;
    const pick = await send({ pick: "\u0000" });
    expect(pick.statusCode).toBe(422);
    expect(pick.json()).toMatchObject({
      code: "input.textControl",
      params: { field: "pick", character: "U+0000" },
      errors: { pick: [expect.objectContaining({ code: "input.textControl" })] },
    });
    const key = await send({ marks: { "a\u0007": 1 } });
    expect(key.statusCode).toBe(422);
    expect(key.json().params).toMatchObject({ field: "marks.a\u0007", character: "U+0007" });
    const deep = await send({ junk: { list: ["ok", "\u202e"] } });
    expect(deep.json().params).toMatchObject({ field: "junk.list.1", character: "U+202E" });
    const path = await send({}, "/api/loose/%E2%80%AE");
    expect(path.statusCode).toBe(400);
    expect(path.json().code).toBe("input.textInvisible");
    const query = await send({}, "/api/loose/x?q=a%00");
    expect(query.statusCode).toBe(400);
    expect(query.json().params.field).toBe("q");
    expect(stored.length).toBe(before);
  });

  it("holds a key and an address's value to one line with nothing invisible (names, not text)", async () => {
    const before = stored.length;
    for (const [payload, url, status, code, field] of [
      [
        { marks: { "phy\u200bsics": 1 } },
        undefined,
        422,
        "input.textInvisible",
        "marks.phy\u200bsics",
      ],
      [{ marks: { "two\nlines": 1 } }, undefined, 422, "input.textLineBreak", "marks.two\nlines"],
      [{}, "/api/loose/a%E2%80%8Bb", 400, "input.textInvisible", "slug"],
      [{}, "/api/loose/x?q=a%09b", 400, "input.textLineBreak", "q"],
    ] as const) {
      const res = await send(payload, url);
      expect(res.statusCode, url ?? JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ code, params: { field } });
    }
    expect(stored.length).toBe(before);
  });

  it("lets ordinary text through, line breaks and Nepali included", async () => {
    const res = await send({ pick: "क्\u200dष\nline two", marks: { constructor: 1, toString: 2 } });
    expect(res.statusCode).toBe(200);
    expect(stored.at(-1)).toEqual({
      pick: "क्\u200dष\nline two",
      marks: { constructor: 1, toString: 2 },
    });
  });

  it("refuses nesting past the limit before any schema walks it (10,000 levels: 422, not 500)", async () => {
    const junk = `${'{"a":'.repeat(10_000)}"end"${"}".repeat(10_000)}`;
    const res = await app.inject({
      method: "POST",
      url: "/api/loose/x",
      headers: { "content-type": "application/json" },
      payload: `{"junk":${junk}}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "input.tooDeep",
      params: { max: MAX_INPUT_DEPTH },
    });
    expect(res.json().params.field).toMatch(/^junk\.a\.a/);
    expect(res.body.length).toBeLessThan(64 * 1024);
  });

  it('refuses a key "__proto__" anywhere in a body, or "prototype" under "constructor", by name', async () => {
    const before = stored.length;
    for (const [payload, field, key] of [
      ['{"marks":{"__proto__":{"admin":1}}}', "marks.__proto__", "__proto__"],
      ['{"junk":[{"a":{"__proto__":[]}}]}', "junk.0.a.__proto__", "__proto__"],
      ['{"__proto__":{"pick":"x"}}', "__proto__", "__proto__"],
      ['{"junk":{"constructor":{"prototype":{"x":1}}}}', "junk.constructor.prototype", "prototype"],
    ] as const) {
      const res = await app.inject({
        method: "POST",
        url: "/api/loose/x",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json()).toMatchObject({
        code: "input.reservedKey",
        params: { field, key },
        message: `${field}: the name "${key}" is kept for the system; choose another.`,
      });
    }
    expect(stored.length).toBe(before);
    // "constructor" and "toString" are ordinary names (user-keys.test.ts has them as categories).
    const ordinary = await send({ marks: { constructor: 1, toString: 2, prototype: 3 } });
    expect(ordinary.statusCode).toBe(200);
  });

  it("walks a large body in steps and still finds a fault at its very end", async () => {
    const list = Array.from({ length: 30_000 }, (_, i) => `item ${i}`);
    // A walk of 30,000 strings gives way to other requests several times (issue 29: a 5 MB bank).
    let pauses = 0;
    const steps = badInputSteps({ list }, "body");
    for (let next = steps.next(); !next.done; next = steps.next()) pauses++;
    expect(pauses).toBeGreaterThan(10);
    const before = stored.length;
    for (const [at, bad] of [
      [0, "\u0007"],
      [29_999, "\u0000"],
    ] as const) {
      const res = await send({ junk: { list: list.map((item, i) => (i === at ? bad : item)) } });
      expect(res.statusCode).toBe(422);
      expect(res.json().params.field).toBe(`junk.list.${at}`);
    }
    const deep = await app.inject({
      method: "POST",
      url: "/api/loose/x",
      headers: { "content-type": "application/json" },
      payload: `{"junk":{"list":${JSON.stringify(list).replace(/]$/, `,${"[".repeat(100)}${"]".repeat(100)}]`)}}}`,
    });
    expect(deep.statusCode).toBe(422);
    expect(deep.json().code).toBe("input.tooDeep");
    expect(stored.length).toBe(before);
    const clean = await send({ junk: { list } });
    expect(clean.statusCode).toBe(200);
  });
});
