import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromCompactQuestion } from "@tayari/content/compact-question";
import { compactDrawResponseSchema } from "@tayari/contracts/banks";
import { createTestApp, type TestApp } from "../../test/test-app";

// 700 questions; every block of 20 holds 5 mathematics, 5 physics, 5 chemistry, 3 english, 2 computer.
const block = [
  ...Array<string>(5).fill("mathematics"),
  ...Array<string>(5).fill("physics"),
  ...Array<string>(5).fill("chemistry"),
  ...Array<string>(3).fill("english"),
  ...Array<string>(2).fill("computer"),
];
const bank = Array.from({ length: 700 }, (_, i) => ({
  id: i + 1,
  category: block[i % block.length]!,
  question: `Question ${i + 1}: what is ${i} + 1?`,
  options: [String(i + 1), String(i + 2), String(i), String(i + 11)],
  answer: String(i + 1),
  explanation: `${i} + 1 = ${i + 1}.`,
}));
// The paper of 2074 opens with maths and a figure: the answer carries the formula's MathML tree.
const withFormula = {
  ...bank[0]!,
  question: "What is $\\frac{1}{2}$ of 2?",
  figure: { file: "halves.svg", alt: "A bar cut into two equal halves" },
};
const formulaTree = [
  [
    "mfrac",
    [
      ["mn", ["1"]],
      ["mn", ["2"]],
    ],
  ],
];
bank[0] = withFormula;
// Question 651 (in no year paper) has a formula in its explanation only: the draw leaves that
// formula out with the explanation.
const squared = [
  [
    "msup",
    [
      ["mi", ["x"]],
      ["mn", ["2"]],
    ],
  ],
];
bank[650] = { ...bank[650]!, explanation: "Because $x^2$ is not it." };

const dirs: string[] = [];
function banksDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tayari-banks-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

interface Drawn {
  questions: typeof bank;
}

describe("the entrance bank, served in pieces", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      BANKS_DIR: banksDir({ "entrance.json": JSON.stringify({ questions: bank }) }),
    });
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("draws one attempt by the quotas, in quota order, from the bank, afresh each time", async () => {
    const first = await get("/api/banks/entrance/draw");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const { questions } = first.json<Drawn>();
    const order = questions.map((q) => q.category);
    expect(order).toEqual([
      ...Array<string>(25).fill("mathematics"),
      ...Array<string>(25).fill("physics"),
      ...Array<string>(25).fill("chemistry"),
      ...Array<string>(15).fill("english"),
      ...Array<string>(10).fill("computer"),
    ]);
    expect(new Set(questions.map((q) => q.id)).size).toBe(100);
    // Each as in the bank without its explanation (decision 88): the review asks for those.
    for (const q of questions) {
      const { explanation: _, ...shown } = bank[q.id - 1]!;
      expect(q).toEqual(q.id === 1 ? { ...shown, math: { "$\\frac{1}{2}$": formulaTree } } : shown);
    }

    const second = (await get("/api/banks/entrance/draw")).json<Drawn>().questions;
    expect(second.map((q) => q.id)).not.toEqual(questions.map((q) => q.id));
  });

  it("draws the same way in the compact form, which reads back as the same questions (decision 101)", async () => {
    const response = await get("/api/banks/entrance/draw/compact");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const parsed = compactDrawResponseSchema.safeParse(response.json());
    expect(parsed.success).toBe(true);
    const compact = parsed.data!.questions;
    expect(compact.map((q) => q.category)).toEqual([
      ...Array<string>(25).fill("mathematics"),
      ...Array<string>(25).fill("physics"),
      ...Array<string>(25).fill("chemistry"),
      ...Array<string>(15).fill("english"),
      ...Array<string>(10).fill("computer"),
    ]);
    // The answer as its option's index; the formula's tree in a list, not under its source again.
    const first = compact.find((q) => q.id === 1);
    if (first) expect(first).toMatchObject({ answer: 0, math: [formulaTree] });
    for (const q of compact) {
      const { explanation: _, ...shown } = bank[q.id - 1]!;
      expect(fromCompactQuestion(q)).toEqual(
        q.id === 1 ? { ...shown, math: { "$\\frac{1}{2}$": formulaTree } } : shown,
      );
    }
    const other = (await get("/api/banks/entrance/draw/compact")).json<Drawn>().questions;
    expect(other.map((q) => q.id)).not.toEqual(compact.map((q) => q.id));
  });

  it("sends the explanations of the questions asked for, with the formulas only they have", async () => {
    const response = await get("/api/banks/entrance/explanations?ids=651,1,9999,651");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    // Each asked for once, in the order asked; 9999 is no question of the bank.
    expect(response.json<{ explanations: unknown[] }>().explanations).toEqual([
      { id: 651, explanation: "Because $x^2$ is not it.", math: { "$x^2$": squared } },
      { id: 1, explanation: bank[0]!.explanation },
    ]);
    // Encoded commas, as a browser sends them, and a full draw's hundred, compressed.
    const hundred = Array.from({ length: 100 }, (_, i) => i + 101);
    const all = await get(`/api/banks/entrance/explanations?ids=${hundred.join("%2C")}`, {
      "accept-encoding": "gzip",
    });
    expect(all.headers["content-encoding"]).toBe("gzip");
    const answer = JSON.parse(gunzipSync(all.rawPayload).toString("utf8")) as {
      explanations: Array<{ id: number }>;
    };
    expect(answer.explanations.map((e) => e.id)).toEqual(hundred);
  });

  it("refuses explanations asked for by anything but a list of at most 200 numbers", async () => {
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(",");
    for (const bad of ["abc", "1,,2", "1,2,", "-1", "1.5", "1%3B2", "", many]) {
      const response = await get(`/api/banks/entrance/explanations?ids=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({
        code: "banks.invalidIds",
        message: "Not a list of question numbers (at most 200, separated by commas).",
      });
    }
    const none = await get("/api/banks/entrance/explanations");
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: "banks.invalidIds" });
  });

  it("compresses the draw for a browser that accepts brotli or gzip", async () => {
    const br = await get("/api/banks/entrance/draw", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const viaBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8")) as Drawn;
    expect(viaBr.questions).toHaveLength(100);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(viaBr).length / 3);

    const gz = await get("/api/banks/entrance/draw", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(
      (JSON.parse(gunzipSync(gz.rawPayload).toString("utf8")) as Drawn).questions,
    ).toHaveLength(100);

    const refused = await get("/api/banks/entrance/draw", { "accept-encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/api/banks/entrance/draw", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json<Drawn>().questions).toHaveLength(100);
  });

  it("serves each year's model paper: the 100 questions from (year - 2074) x 100", async () => {
    for (const year of [2074, 2076, 2079]) {
      const response = await get(`/api/banks/entrance/papers/${year}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ year: number; questions: typeof bank }>();
      expect(body.year).toBe(year);
      const start = (year - 2074) * 100;
      expect(body.questions.slice(1)).toEqual(bank.slice(start + 1, start + 100));
    }
    const first = (await get("/api/banks/entrance/papers/2074")).json<Drawn>().questions[0];
    expect(first).toEqual({ ...withFormula, math: { "$\\frac{1}{2}$": formulaTree } });
  });

  it("sends a year paper with an ETag per encoding, and 304 when the browser has it", async () => {
    const first = await get("/api/banks/entrance/papers/2075", { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toMatch(/max-age=/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get("/api/banks/entrance/papers/2075", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const plain = await get("/api/banks/entrance/papers/2075", { "if-none-match": etag });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it("answers a year without a paper, or no year at all, with a message", async () => {
    const outside = await get("/api/banks/entrance/papers/2080");
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({
      code: "banks.noSuchPaper",
      params: { year: 2080, first: 2074, last: 2079 },
      message: "There is no model paper for 2080. Papers exist for 2074 to 2079.",
    });
    for (const bad of ["abc", "2074.5", "-2074", "99999999999999999999", "%27%20or%201%3D1"]) {
      const response = await get(`/api/banks/entrance/papers/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({
        code: "banks.invalidYear",
        message: "Not a valid year.",
        errors: { year: [{ code: "banks.invalidYear", params: {}, message: "Not a valid year." }] },
      });
    }
  });
});

describe("an entrance bank that cannot be read", () => {
  it("a missing bank file stops the server with its name", async () => {
    await expect(createTestApp({ BANKS_DIR: banksDir({}) })).rejects.toThrow(
      /entrance\.json is missing/,
    );
  });

  it("a bank file that is not a question list stops the server with its name", async () => {
    for (const text of ["{ not json", JSON.stringify({ sets: [] })]) {
      await expect(
        createTestApp({ BANKS_DIR: banksDir({ "entrance.json": text }) }),
      ).rejects.toThrow(/entrance\.json is not/);
    }
  });
});
