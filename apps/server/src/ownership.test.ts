import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAPERS } from "@tayari/content/mock-papers";
import {
  fetchPaper,
  sitting,
  submit,
  writeMockFixtures,
  type Headers,
} from "./modules/mocks/mock-fixtures";
import { client, EXAMINER, EXAMINER_ENV, privateBank } from "./modules/exams/exam-fixtures";
import { signIn } from "./test/progress-fixtures";
import { createTestApp, type TestApp } from "./test/test-app";

/**
 * Issue 67, point 3: only the owner touches a sitting, an attempt or an answer, on every route that
 * names one. Bikash holds the ids of Asha's things (they travel in addresses and bodies) and tries
 * each route with them; every try is refused or acts on his own things only, and Asha's stay as
 * they were. The probe's case first: another student's running mock sitting sent as an attempt of
 * mode mock deleted it, and its owner's hand-in was then refused.
 */
let t: TestApp;
let asha: Headers;
let bikash: Headers;
beforeAll(async () => {
  t = await createTestApp({ ...writeMockFixtures().env, ...EXAMINER_ENV });
  asha = (await signIn(t)).headers;
  bikash = (await signIn(t)).headers;
}, 120_000);
afterAll(() => t.close());

const inject = (method: "GET" | "PUT" | "POST", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A running sitting of `paper`: a pick on its first question, saved as a device saves it. */
const runningSitting = (id: string, pick: string) => ({
  id,
  elapsed_ms: 60_000,
  current: 0,
  picks: [pick, ...Array.from({ length: 99 }, () => null)],
  flags: [],
  seen: [0],
  changes: 1,
});

describe("a mock sitting is its owner's", () => {
  const paper = PAPERS[3]!.slug;
  const sittingId = randomUUID();
  const ashasSitting = async () =>
    (await inject("GET", `/api/me/mocks/${paper}/sitting`, asha)).json().sitting;

  beforeAll(async () => {
    expect(
      (await inject("PUT", `/api/me/mocks/${paper}/sitting`, asha, runningSitting(sittingId, "B")))
        .statusCode,
    ).toBe(200);
  });

  it("PUT /api/attempts/{her sitting's id} as a finished mock: refused, her sitting untouched", async () => {
    const before = await ashasSitting();
    expect(before).toMatchObject({ id: sittingId, picks: expect.arrayContaining(["B"]) });
    const questions = await fetchPaper(t, paper);
    const taken = await submit(
      t,
      sitting(t, paper, questions, () => true),
      bikash,
      sittingId,
    );
    expect(taken.statusCode).toBe(409);
    expect((await inject("GET", "/api/me/attempts", bikash)).json().attempts).toEqual([]);
    expect(await ashasSitting()).toEqual(before);
    // Her own hand-in, later, is kept.
    const hers = await submit(
      t,
      sitting(t, paper, questions, (_, i) => i < 60),
      asha,
      sittingId,
    );
    expect(hers.statusCode, hers.body).toBe(201);
  });

  it("PUT /api/me/mocks/{paper}/sitting with her sitting's id: his own or refused, never hers", async () => {
    const other = PAPERS[4]!.slug;
    const id = randomUUID();
    await inject("PUT", `/api/me/mocks/${other}/sitting`, asha, runningSitting(id, "B"));
    const before = (await inject("GET", `/api/me/mocks/${other}/sitting`, asha)).json().sitting;
    const res = await inject(
      "PUT",
      `/api/me/mocks/${other}/sitting`,
      bikash,
      runningSitting(id, "A"),
    );
    expect(res.statusCode).toBeLessThan(500);
    expect((await inject("GET", `/api/me/mocks/${other}/sitting`, asha)).json().sitting).toEqual(
      before,
    );
    const his = (await inject("GET", `/api/me/mocks/${other}/sitting`, bikash)).json().sitting;
    if (his) expect(his.picks[0]).toBe("A");
  });
});

describe("a practice attempt is its owner's", () => {
  const attemptId = randomUUID();
  const entrance = (pick: string) => ({
    mode: "entrance",
    source: "entrance",
    started_at: new Date(t.clock.now.getTime() - 600_000).toISOString(),
    finished_at: new Date(t.clock.now.getTime() - 60_000).toISOString(),
    questions: [
      { id: 1, pick, seconds: 20 },
      { id: 2, pick, seconds: 20 },
    ],
  });
  beforeAll(async () => {
    expect(
      (await inject("PUT", `/api/attempts/${attemptId}`, asha, entrance("B"))).statusCode,
    ).toBe(201);
  });

  it("PUT /api/attempts/{her id}: refused with a code, her attempt and his list as they were", async () => {
    const before = (await inject("GET", `/api/me/attempts/${attemptId}`, asha)).json();
    const res = await inject("PUT", `/api/attempts/${attemptId}`, bikash, entrance("A"));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await inject("GET", `/api/me/attempts/${attemptId}`, asha)).json()).toEqual(before);
    expect((await inject("GET", "/api/me/attempts", bikash)).json().attempts).toEqual([]);
  });

  it("GET /api/me/attempts/{her id}: not found for him, as an id that is nobody's", async () => {
    const hers = await inject("GET", `/api/me/attempts/${attemptId}`, bikash);
    const nobodys = await inject("GET", `/api/me/attempts/${randomUUID()}`, bikash);
    expect(hers.statusCode).toBe(404);
    expect(hers.json()).toEqual(nobodys.json());
  });
});

describe("an exam attempt and its answers are their candidate's", () => {
  it("his saves and hand-in act on his own attempt only; hers keeps its picks", async () => {
    const api = client(t);
    const examiner = await api.signUp(EXAMINER);
    const bank = await api.uploadBank(examiner, privateBank({ physics: 3 }));
    const { slug } = await api.examOn(examiner, bank);
    const token = (h: Headers) => h.authorization!.slice("Bearer ".length);
    expect((await api.call("POST", `/api/exams/${slug}/attempt`, token(asha), {})).statusCode).toBe(
      201,
    );
    const saved = await api.call("PUT", `/api/exams/${slug}/attempt/answers/1`, token(asha), {
      pick: "Key 1",
      seq: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hers = async () =>
      (await api.call("GET", `/api/exams/${slug}/attempt`, token(asha))).json();
    const before = await hers();

    // He has not started: his save and hand-in find no attempt (his), and change nothing of hers.
    const save = await api.call("PUT", `/api/exams/${slug}/attempt/answers/1`, token(bikash), {
      pick: "Decoy A1",
      seq: 2,
    });
    expect(save.statusCode).toBe(404);
    const handIn = await api.call("POST", `/api/exams/${slug}/attempt/submit`, token(bikash));
    expect(handIn.statusCode).toBe(404);
    expect(await hers()).toEqual(before);
  });
});
