import { afterAll, expect } from "vitest";
import type { Question } from "@tayari/contracts/question";
import type { TestApp } from "../../test/test-app";
import { createTestApp, newStudent, registerAndLogin } from "../../test/test-app";

export const EXAMINER = "examiner@college.edu.np";
export const OTHER_EXAMINER = "second.examiner@college.edu.np";
export const EXAMINER_ENV = { EXAMINER_EMAILS: ` ${EXAMINER.toUpperCase()}, ${OTHER_EXAMINER} ` };

export type BankQuestion = Question;

/** The columns of an examiner's CSV file of questions. */
export const CSV_HEADER =
  "question,option_a,option_b,option_c,option_d,option_e,answer,category,explanation";
/** A CSV file of questions: the header, then `rows`. */
export const csvFile = (rows: readonly string[]) => [CSV_HEADER, ...rows].join("\n");

/** A private bank whose every key is the option "Key <id>" and every explanation is unique. */
export function privateBank(categories: Record<string, number>, firstId = 1): BankQuestion[] {
  const questions: BankQuestion[] = [];
  let id = firstId;
  for (const [category, n] of Object.entries(categories)) {
    for (let i = 0; i < n; i++, id++) {
      questions.push({
        id,
        category,
        question: `Private ${category} question number ${id}: which option is the key?`,
        options: [`Decoy A${id}`, `Key ${id}`, `Decoy B${id}`, `Decoy C${id}`],
        answer: `Key ${id}`,
        explanation: `Sealed explanation ${id}: the key of question ${id} is the second option.`,
      });
    }
  }
  return questions;
}

export function client(t: TestApp) {
  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A student signed up and logged in (verified when given `email`); the session's token. */
  async function signUp(email?: string): Promise<string> {
    // EXAMINER_EMAILS counts once the address is verified: follow the link of the sign-up mail.
    const student = newStudent(email ? { email } : {});
    return (await registerAndLogin(t.app, student, { verify: Boolean(email) })).token;
  }

  /** A bank of `token`'s (with its `passages`, if given) saved; its id. */
  async function uploadBank(
    token: string,
    questions: BankQuestion[],
    name = "College bank",
    passages?: unknown[],
  ) {
    const res = await call("POST", "/api/examiner/banks", token, {
      name,
      questions,
      ...(passages ? { passages } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  /** An exam open from a minute ago for an hour, on the test clock. */
  function examForm(overrides: Record<string, unknown> = {}) {
    const now = t.clock.now.getTime();
    return {
      title: "Scholarship test 2083",
      slug: `scholarship-${Math.random().toString(36).slice(2, 10)}`,
      selection: { mode: "fixed" },
      timing: { mode: "whole_paper", minutes: 30 },
      opens_at: new Date(now - 60_000).toISOString(),
      closes_at: new Date(now + 60 * 60_000).toISOString(),
      profile: "csit",
      release: "at_close",
      // The tests make many exams alike on purpose; the repeat warning has its own (decision 206).
      confirm_repeat: true,
      ...overrides,
    };
  }

  async function createExam(token: string, form: Record<string, unknown>) {
    const res = await call("POST", "/api/examiner/exams", token, form);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      slug: string;
      title: string;
      opens_at: string;
      closes_at: string;
      warning: string | null;
      duration_seconds: number;
    };
  }

  /** An exam of `token`'s on its bank `bankId`: examForm's, with `overrides`. */
  const examOn = (token: string, bankId: number, overrides: Record<string, unknown> = {}) =>
    createExam(token, examForm({ source: { bank_id: bankId }, ...overrides }));

  /**
   * The set-up of the holds' tests, on the test clock: another examiner's exam ("Another college",
   * `theirs`'s, on `theirSource`) open from now for `theirsFor` ms, then one of `mine` ("Morning
   * sitting", on `myQuestions`) closing in an hour, its results released by hand.
   */
  async function mineAndTheirs(
    mine: string,
    myQuestions: BankQuestion[],
    theirs: string,
    theirSource: BankQuestion[] | { public_bank: "science" },
    theirsFor: number,
  ) {
    const now = t.clock.now.getTime();
    const source =
      "public_bank" in theirSource
        ? theirSource
        : { bank_id: await uploadBank(theirs, theirSource, "Their bank") };
    const other = await createExam(
      theirs,
      examForm({
        title: "Another college",
        source,
        closes_at: new Date(now + theirsFor).toISOString(),
      }),
    );
    const exam = await examOn(mine, await uploadBank(mine, myQuestions, "My bank"), {
      title: "Morning sitting",
      release: "manual",
      closes_at: new Date(now + 60 * 60_000).toISOString(),
    });
    return { exam, other, now };
  }

  /** `slug` as it stands in the examiner's list of exams. */
  const listed = async (token: string, slug: string) =>
    (await call("GET", "/api/examiner/exams", token))
      .json()
      .exams.find((e: { slug: string }) => e.slug === slug);

  /** The examiner releases `slug`'s results. */
  const release = (token: string, slug: string) =>
    call("POST", `/api/examiner/exams/${slug}/release`, token);

  /**
   * A student (verified when given `email`) starts `slug`, saves a pick per question id (none for
   * null) and hands it in; the student's token.
   */
  async function sit(slug: string, picks: Iterable<[number, string | null]>, email?: string) {
    const token = await signUp(email);
    const started = await call("POST", `/api/exams/${slug}/attempt`, token, {});
    expect(started.statusCode, started.body).toBe(201);
    for (const [id, pick] of picks) {
      if (pick === null) continue;
      const saved = await call("PUT", `/api/exams/${slug}/attempt/answers/${id}`, token, {
        pick,
        seq: nextSeq(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect((await call("POST", `/api/exams/${slug}/attempt/submit`, token)).statusCode).toBe(200);
    return token;
  }

  return {
    call,
    signUp,
    uploadBank,
    examForm,
    createExam,
    examOn,
    mineAndTheirs,
    listed,
    release,
    sit,
  };
}

/** A pick's sequence number (issue 30, point 3): one counter for every save of the tests, rising. */
export const nextSeq = (() => {
  let n = 0;
  return () => ++n;
})();

/**
 * A test file's server set up for examiners (EXAMINER_ENV, and `env`), made when the file is read
 * (`await` it at the top of the file) and closed after the file's tests: the examiner signed up,
 * then with `other` the second examiner and with `student` a student, and with `bank` a private
 * bank of the examiner's uploaded (`bankId`). What was not asked for is "" (0 for the bank).
 */
export async function examinerSuite(
  options: {
    other?: boolean;
    student?: boolean;
    bank?: BankQuestion[];
    env?: Record<string, string>;
  } = {},
) {
  const t = await createTestApp({ ...EXAMINER_ENV, ...options.env });
  afterAll(() => t.close());
  const api = client(t);
  const examiner = await api.signUp(EXAMINER);
  const other = options.other ? await api.signUp(OTHER_EXAMINER) : "";
  const student = options.student ? await api.signUp() : "";
  const bankId = options.bank ? await api.uploadBank(examiner, options.bank) : 0;
  return { t, api, examiner, other, student, bankId };
}
