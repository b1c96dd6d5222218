import { createDecipheriv } from "node:crypto";
import { expect } from "vitest";
import { examinerSuite, privateBank } from "./exam-fixtures";

/**
 * The sealed paper's tests' server and steps (decisions 0452, 0453 and 0455): an examiner with a
 * private bank of ten (mathematics 6, physics 4, ids from `firstId`), exams on it opening in a few
 * minutes, a candidate's sealed copy, the key at the bell and the paper opened with it as the
 * browser does with WebCrypto. `await` it at the top of a test file.
 */
export const MINUTE = 60_000;

export type SealedCopy = { iv: string; paper: string; seal: string };
export type SealedQuestion = { id: number; question: string; options: string[] };

/** What the browser does with WebCrypto: AES-256-GCM, the tag the last 16 bytes. */
export function openSealedCopy(copy: { iv: string; paper: string }, keyText: string) {
  const bytes = Buffer.from(copy.paper, "base64");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    Buffer.from(keyText, "base64"),
    Buffer.from(copy.iv, "base64"),
  );
  decipher.setAuthTag(bytes.subarray(-16));
  const text = Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]);
  return JSON.parse(text.toString("utf8")) as { questions: SealedQuestion[] };
}

export async function sealedSuite(firstId: number) {
  const suite = await examinerSuite({
    bank: privateBank({ mathematics: 6, physics: 4 }, firstId),
  });
  const { t, api, examiner, bankId } = suite;
  const at = (ms: number) => new Date(t.clock.now.getTime() + ms).toISOString();

  /** An exam opening in `minutes` for an hour, drawing 3 + 2 of the bank's 10 for each candidate. */
  const examOpeningIn = (minutes: number, overrides: Record<string, unknown> = {}) =>
    api.examOn(examiner, bankId, {
      selection: {
        mode: "quota",
        quotas: [
          { category: "mathematics", count: 3 },
          { category: "physics", count: 2 },
        ],
      },
      opens_at: at(minutes * MINUTE),
      closes_at: at((minutes + 60) * MINUTE),
      ...overrides,
    });

  /** A listed candidate with ten minutes' extra time on a new exam opening in ten minutes. */
  const listedExam = async (email: string) => {
    const exam = await examOpeningIn(10);
    const token = await api.signUp(email);
    const list = await api.call("PUT", `/api/examiner/exams/${exam.slug}/candidates`, examiner, {
      text: `email\n${email}\n`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const extra = await api.call(
      "PUT",
      `/api/examiner/exams/${exam.slug}/candidates/extra-time`,
      examiner,
      { who: email, minutes: 10 },
    );
    expect(extra.statusCode, extra.body).toBe(200);
    return { exam, token };
  };

  /** The request for the sealed paper, answered as it is. */
  const fetchSealed = (slug: string, token?: string, body: object = {}) =>
    api.call("POST", `/api/exams/${slug}/sealed`, token, body);
  /** The candidate's sealed copy, which must be given. */
  const sealedCopy = async (slug: string, token: string, body: object = {}) => {
    const res = await fetchSealed(slug, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SealedCopy;
  };
  const key = (slug: string) => api.call("GET", `/api/exams/${slug}/key`);
  /** The key at the bell and the paper opened with it. */
  const opened = async (slug: string, copy: SealedCopy) => {
    const res = await key(slug);
    expect(res.statusCode, res.body).toBe(200);
    return openSealedCopy(copy, res.json().key as string).questions;
  };
  /** The device's record of its sealed start. */
  const record = (slug: string, token: string | undefined, seal: unknown) =>
    api.call("POST", `/api/exams/${slug}/attempt/sealed`, token, { seal });
  /** The examiner's log of the exam, as text. */
  const logText = async (slug: string) => {
    const res = await api.call("GET", `/api/examiner/exams/${slug}/log`, examiner);
    expect(res.statusCode, res.body).toBe(200);
    return JSON.stringify(res.json());
  };

  return {
    ...suite,
    at,
    examOpeningIn,
    listedExam,
    fetchSealed,
    sealedCopy,
    key,
    opened,
    record,
    logText,
  };
}
