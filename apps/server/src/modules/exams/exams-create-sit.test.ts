import { nepal } from "../../test/nepal-time";
import { describe, expect, it } from "vitest";
import { expectCodedError } from "../../test/routes";
import { nextSeq, privateBank, examinerSuite } from "./exam-fixtures";
import { EXAM_LIMITS } from "./routes";

const bank = privateBank({ mathematics: 3, physics: 3, chemistry: 2, english: 2 });
const {
  t,
  api,
  examiner,
  other: otherExaminer,
  student,
  bankId,
} = await examinerSuite({ other: true, student: true, bank });

const HOUR = 60 * 60_000;

describe("creating an exam", () => {
  const create = (form: Record<string, unknown>) =>
    api.call("POST", "/api/examiner/exams", examiner, form);
  const mine = {
    get source() {
      return { bank_id: bankId };
    },
  };

  it("refuses bad input with a message per field", async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [
        { closes_at: new Date(t.clock.now.getTime() - HOUR).toISOString() },
        "closes_at",
        /close after it opens/,
      ],
      [{ profile: "sat" }, "profile", /marking profile/],
      [{ slug: "Not A Slug" }, "slug", /a-z, 0-9/],
      [{ release: "later" }, "release", /released/],
      [{ timing: { mode: "per_question", seconds: 1 } }, "timing.seconds", /.+/],
      [
        { opens_at: "tomorrow" },
        "opens_at",
        /^Give a date and time, e\.g\. 2026-12-01T10:00:00\+05:45\.$/,
      ],
      [{ source: {} }, "source", /Choose the questions/],
      [{ profile: "custom" }, "custom_marks", /^A custom marking profile needs the marks/],
      // A count or a mark that is no number has its own words, not "This field is invalid".
      [
        { selection: { mode: "quota", quotas: [{ category: "mathematics", count: null }] } },
        "selection.quotas.0.count",
        /^Each quota needs a count: a whole number from 1 to 1000\.$/,
      ],
      [
        { selection: { mode: "quota", quotas: [{ category: "mathematics", count: 2.5 }] } },
        "selection.quotas.0.count",
        /whole number/,
      ],
      [
        { profile: "custom", custom_marks: { physics: { correct: "two", wrong: 0 } } },
        "custom_marks.physics.correct",
        /^Marks for a right answer are a number/,
      ],
      [
        { profile: "custom", custom_marks: { physics: { correct: 1, wrong: null } } },
        "custom_marks.physics.wrong",
        /^A penalty is a number from 0 to 100/,
      ],
      // An opening time that is no time: said once, not also "must close after it opens".
      [{ opens_at: "" }, "opens_at", /^Choose a date and time\.$/],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(api.examForm({ ...mine, ...change }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]?.[0].message, `${field}: ${res.body}`).toMatch(message);
      expectCodedError(res.json(), field);
    }
    const noOpening = await create(api.examForm({ ...mine, opens_at: "" }));
    expect(Object.keys(noOpening.json().errors)).toEqual(["opens_at"]);
    // An empty title or slug is asked for once, not also told its length and letters.
    const empty = await create(
      api.examForm({ ...mine, title: "", slug: "", closes_at: "", profile: "custom" }),
    );
    // Every fault at once: the empty fields each asked for, and the custom table with them.
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      "closes_at",
      "custom_marks",
      "slug",
      "title",
    ]);
    expect(empty.json().errors.closes_at[0].message).toBe("Choose a date and time.");
    expect(empty.json().errors.title.map((m: { message: string }) => m.message)).toEqual([
      "The title field is required.",
    ]);
    expect(empty.json().errors.slug.map((m: { message: string }) => m.message)).toEqual([
      "The slug field is required.",
    ]);
  });

  it("refuses a paper the bank cannot fill, a taken slug, and a closing time in the past", async () => {
    const tooMany = await create(
      api.examForm({
        ...mine,
        selection: { mode: "quota", quotas: [{ category: "english", count: 5 }] },
      }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message, tooMany.body).toBe("english: 5 asked, the bank holds 2.");
    const unknownId = await create(
      api.examForm({ ...mine, selection: { mode: "fixed", question_ids: [1, 999] } }),
    );
    expect(unknownId.json().message).toBe("The bank has no question with id 999.");
    const customGap = await create(
      api.examForm({
        ...mine,
        profile: "custom",
        custom_marks: { physics: { correct: 1, wrong: 0 } },
      }),
    );
    expect(customGap.statusCode).toBe(422);
    expect(customGap.json().message).toMatch(/no row for mathematics, chemistry, english/);
    const form = api.examForm(mine);
    await api.createExam(examiner, form);
    const again = await create({ ...form });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.slug).toEqual([
      { code: "exams.slugTaken", params: {}, message: "The slug has already been taken." },
    ]);
    const past = await create(
      api.examForm({
        ...mine,
        opens_at: new Date(t.clock.now.getTime() - 2 * HOUR).toISOString(),
        closes_at: new Date(t.clock.now.getTime() - HOUR).toISOString(),
      }),
    );
    expect(past.json().message).toBe("The exam would close before it is created.");
  });

  it("an exam from a public practice bank carries the warning that its keys are public", async () => {
    const exam = await api.createExam(
      examiner,
      api.examForm({
        source: { public_bank: "entrance" },
        selection: { mode: "quota", quotas: [{ category: "mathematics", count: 5 }] },
        timing: { mode: "per_question", seconds: 36 },
      }),
    );
    // A code, worded by the page in the examiner's language.
    expect(exam.warning).toBe("exams.publicBank");
    expect(exam.duration_seconds).toBe(180);
  });
});

describe("sitting an exam", () => {
  it("lists only exams open now; one that is not open is a 404 with a message", async () => {
    const later = await api.examOn(examiner, bankId, {
      opens_at: new Date(t.clock.now.getTime() + HOUR).toISOString(),
      closes_at: new Date(t.clock.now.getTime() + 2 * HOUR).toISOString(),
    });
    const open = await api.examOn(examiner, bankId);
    const slugs = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain(open.slug);
    expect(slugs).not.toContain(later.slug);
    const missing = await api.call("POST", "/api/exams/no-such-exam/attempt", student, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no open exam/);
    // Not open yet (decision 108): when it opens, and in how many seconds on the server's clock.
    for (const path of ["attempt", "result"]) {
      const res = await api.call(
        path === "attempt" ? "POST" : "GET",
        `/api/exams/${later.slug}/${path}`,
        student,
        path === "attempt" ? {} : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: "exams.opensLater",
        params: { title: later.title, when: later.opens_at, seconds: 3600 },
      });
      expect(res.json().message).toBe(
        `${later.title} opens at ${nepal(later.opens_at)}. This page lets you start it then.`,
      );
    }
    // Open: the list says how long is left before the close, on the server's clock.
    const listed = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.find((e: { slug: string }) => e.slug === open.slug);
    expect(listed.closes_in_seconds).toBe(
      Math.round((Date.parse(open.closes_at) - t.clock.now.getTime()) / 1000),
    );
  });

  it("after its close, an exam's address says it has closed, to start and to a result not sat", async () => {
    const over = await api.examOn(examiner, bankId, {
      opens_at: new Date(t.clock.now.getTime() + 60_000).toISOString(),
      closes_at: new Date(t.clock.now.getTime() + 2 * 60_000).toISOString(),
    });
    t.clock.advance(2 * 60_000);
    const start = await api.call("POST", `/api/exams/${over.slug}/attempt`, student, {});
    expect(start.statusCode).toBe(404);
    expect(start.json()).toMatchObject({
      code: "exams.closedAt",
      params: { title: over.title, when: over.closes_at },
    });
    expect(start.json().message).not.toMatch(/no open exam/);
    const result = await api.call("GET", `/api/exams/${over.slug}/result`, student);
    expect(result.json().code).toBe("exams.closedAt");
    const badSlug = await api.call("POST", "/api/exams/Bad_Slug/attempt", student, {});
    expect(badSlug.statusCode).toBe(400);
  });

  it("asks for the access code when the exam has one", async () => {
    const exam = await api.examOn(examiner, bankId, { access_code: "PKR-2083" });
    const listed = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed.needs_access_code).toBe(true);
    const none = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/needs the access code/);
    const wrong = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {
      access_code: "pkr",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/not right/);
    const right = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {
      access_code: "PKR-2083",
    });
    expect(right.statusCode).toBe(201);
  });

  it("an examiner does not sit an exam, their own or another's, and so never enters a merit list", async () => {
    const exam = await api.examOn(examiner, bankId);
    for (const token of [examiner, otherExaminer]) {
      const res = await api.call("POST", `/api/exams/${exam.slug}/attempt`, token, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: "exams.examinersDoNotSit",
        message: "Examiner accounts do not sit exams. Sign in with a student account to sit one.",
      });
    }
    const merit = await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner);
    expect(merit.json().rows).toEqual([]);
  });

  it("an examiner previews an own bank's questions with keys, explanations and formula trees; nobody else can", async () => {
    const algebra = privateBank({ mathematics: 1 }, 800);
    algebra[0] = {
      ...algebra[0]!,
      question: "What is $\\frac{6}{3}$?",
      options: ["$2$", "$3$", "$\\sqrt{4}+1$"],
      answer: "$2$",
      explanation: "$6 \\div 3 = 2$.",
    };
    const id = await api.uploadBank(examiner, algebra, "Algebra preview");
    const own = await api.call("GET", `/api/examiner/banks/${id}`, examiner);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id, name: "Algebra preview" });
    const [q] = own.json().questions;
    expect(q).toMatchObject({ answer: "$2$", explanation: "$6 \\div 3 = 2$." });
    expect(Object.keys(q.math).sort()).toEqual([
      "$2$",
      "$3$",
      "$6 \\div 3 = 2$",
      "$\\frac{6}{3}$",
      "$\\sqrt{4}+1$",
    ]);
    const theirs = await api.call("GET", `/api/examiner/banks/${id}`, otherExaminer);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(`You have no bank with id ${id}.`);
    expect((await api.call("GET", `/api/examiner/banks/${id}`, student)).statusCode).toBe(403);
    const bad = await api.call("GET", "/api/examiner/banks/abc", examiner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it("an examiner reads a public practice bank page by page, as students will see it; the pages add up to the bank", async () => {
    const page = (query: string, who = examiner) =>
      api.call("GET", `/api/examiner/public-banks/entrance${query}`, who);
    const first = await page("?limit=5");
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ name: "entrance", offset: 0 });
    expect(body.questions).toHaveLength(5);
    expect(body.total).toBeGreaterThan(10);
    expect(
      Object.values(body.categories as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBe(body.total);
    // Keys and explanations: the bank is public, and the examiner checks it before setting it.
    for (const q of body.questions) {
      expect(q.options).toContain(q.answer);
      expect(typeof q.explanation).toBe("string");
    }
    const second = (await page("?offset=5&limit=5")).json();
    const both = (await page("?offset=0&limit=10")).json();
    expect([...body.questions, ...second.questions].map((q: { id: number }) => q.id)).toEqual(
      both.questions.map((q: { id: number }) => q.id),
    );
    // 20 at a time when the page asks for no size; past the end, an empty page.
    expect((await page("")).json().questions).toHaveLength(20);
    expect((await page(`?offset=${body.total}`)).json().questions).toEqual([]);

    for (const query of ["?limit=0", "?limit=101", "?offset=-1", "?offset=1.5"]) {
      const bad = await page(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toBe(
        "offset is a whole number from 0, and limit one from 1 to 100.",
      );
    }
    const unknown = await api.call("GET", "/api/examiner/public-banks/physics", examiner);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "A public practice bank is science, management or entrance.",
    );
    expect((await page("", student)).statusCode).toBe(403);
    expect((await api.call("GET", "/api/examiner/public-banks/entrance")).statusCode).toBe(401);
  });

  it("a paper's formulas arrive as MathML trees for its text and options, none from its explanation", async () => {
    const calculus = privateBank({ mathematics: 1 }, 700);
    calculus[0] = {
      ...calculus[0]!,
      question: "What is the derivative of $x^2$?",
      options: ["$2x$", "$x$", "$x^3$", "$2$"],
      answer: "$2x$",
      explanation: "By the power rule, $\\frac{d}{dx}x^n = nx^{n-1}$.",
    };
    const mathBank = await api.uploadBank(examiner, calculus, "Calculus paper");
    const exam = await api.examOn(examiner, mathBank);
    const start = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(start.statusCode).toBe(201);
    const [question] = start.json().questions;
    expect(Object.keys(question.math).sort()).toEqual(["$2$", "$2x$", "$x$", "$x^2$", "$x^3$"]);
    expect(question.math["$x^2$"]).toEqual([
      [
        "msup",
        [
          ["mi", ["x"]],
          ["mn", ["2"]],
        ],
      ],
    ]);
    expect(start.body).not.toContain("nx^{n-1}");
  });

  it("starts, saves answers idempotently, resumes with the server's time left, refuses late answers and a second attempt", async () => {
    const exam = await api.examOn(examiner, bankId, {
      timing: { mode: "whole_paper", minutes: 10 },
    });
    const base = `/api/exams/${exam.slug}/attempt`;
    const start = await api.call("POST", base, student, {});
    expect(start.statusCode).toBe(201);
    const attempt = start.json();
    expect(attempt.seconds_left).toBe(600);
    expect(Date.parse(attempt.deadline)).toBe(t.clock.now.getTime() + 600_000);
    expect(attempt.questions).toHaveLength(10);
    for (const q of attempt.questions)
      expect(Object.keys(q).sort()).toEqual(["id", "options", "question"]);
    expect(attempt.resume_at).toBe(0);

    const put = (id: number, pick: unknown) =>
      api.call("PUT", `${base}/answers/${id}`, student, { pick, seq: nextSeq() });
    expect((await put(1, "Decoy A1")).statusCode).toBe(200);
    expect((await put(1, "Decoy A1")).statusCode).toBe(200);
    const changed = await put(1, "Key 1");
    expect(changed.json()).toMatchObject({ question_id: 1, pick: "Key 1", seconds_left: 600 });
    t.clock.advance(61_000);
    expect((await put(4, "Key 4")).json().seconds_left).toBe(539);

    const badPick = await put(2, "Key 1");
    expect(badPick.statusCode).toBe(422);
    expect(badPick.json().errors.pick).toEqual([
      {
        code: "exams.chooseOption",
        params: {},
        message: "Choose one of the question's options.",
      },
    ]);
    const notOnPaper = await put(999, "Key 999");
    expect(notOnPaper.statusCode).toBe(404);
    expect(notOnPaper.json().message).toBe("Question 999 is not on your paper.");
    const badId = await api.call("PUT", `${base}/answers/abc`, student, {
      pick: "x",
      seq: nextSeq(),
    });
    expect(badId.statusCode).toBe(400);
    const noPick = await api.call("PUT", `${base}/answers/2`, student, {});
    expect(noPick.statusCode).toBe(422);
    const elsewhere = await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/1`, examiner, {
      pick: "Key 1",
      seq: nextSeq(),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe("You have not started this exam.");

    // A reload or another device: the same attempt, its answers, at the question after the last answer.
    const resumed = await api.call("POST", base, student, {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      id: attempt.id,
      deadline: attempt.deadline,
      seconds_left: 539,
      answers: { "1": "Key 1", "4": "Key 4" },
      // The question after the last one answered, in this student's order.
      resume_at: attempt.questions.findIndex((q: { id: number }) => q.id === 4) + 1,
      questions: attempt.questions,
    });

    // The server's deadline decides: 2 s of grace, then refused with a message.
    t.clock.advance(539_000 + 2_000);
    expect((await put(5, "Key 5")).statusCode).toBe(200);
    t.clock.advance(1_000);
    const late = await put(6, "Key 6");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^Time is up: this exam ended at .+, so the answer was not saved\.$/,
    );
    const again = await api.call("POST", base, student, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "You have already sat this exam. Each student has one attempt.",
    );

    // The deadline closed it; submitting now records the close and says when results come.
    const submit = await api.call("POST", `${base}/submit`, student);
    expect(submit.statusCode).toBe(200);
    expect(submit.json()).toMatchObject({ answered: 3, results_at: expect.any(String) });
    const twice = await api.call("POST", `${base}/submit`, student);
    expect(twice.json().submitted_at).toBe(submit.json().submitted_at);
  });

  it("the last pick wins: a save delivered after a later one is not kept, and the answer says which is", async () => {
    const exam = await api.examOn(examiner, bankId);
    const base = `/api/exams/${exam.slug}/attempt`;
    const sitter = await api.signUp();
    const attempt = (await api.call("POST", base, sitter, {})).json();
    expect(attempt.seq).toBe(0);
    const [first, second, third] = attempt.questions as { id: number; options: string[] }[];
    const put = (id: number, pick: string, seq: number) =>
      api.call("PUT", `${base}/answers/${id}`, sitter, { pick, seq });

    // The student taps option 0 (pick 1), option 1 (pick 2), option 2 (pick 3) of the first
    // question; the network delivers pick 1, then 3, then 2.
    const [a, b, c] = first!.options;
    expect((await put(first!.id, a!, 1)).json()).toMatchObject({ pick: a, seq: 1 });
    expect((await put(first!.id, c!, 3)).json()).toMatchObject({ pick: c, seq: 3 });
    const late = await put(first!.id, b!, 2);
    expect(late.statusCode).toBe(200);
    // Not kept: the answer names the pick kept and its number, so the screen does not say "Saved"
    // for pick 2 (its own number is 2).
    expect(late.json()).toMatchObject({ question_id: first!.id, pick: c, seq: 3 });
    // A retry of pick 3 (its answer lost on the way) is acknowledged as kept.
    expect((await put(first!.id, c!, 3)).json()).toMatchObject({ pick: c, seq: 3 });

    // Picks on two questions: the one touched last (highest number) decides where a resume
    // goes on, even when the saves carry the same moment of the server's clock.
    expect((await put(third!.id, third!.options[0]!, 5)).statusCode).toBe(200);
    expect((await put(second!.id, second!.options[0]!, 4)).statusCode).toBe(200);
    const resumed = (await api.call("POST", base, sitter, {})).json();
    expect(resumed.answers[String(first!.id)]).toBe(c);
    expect(resumed.seq).toBe(5);
    expect(resumed.resume_at).toBe(3);

    // Stored as the student last chose, whatever order the saves came in.
    const db = await t.app.db
      .selectFrom("exam_answers")
      .select(["question_id", "pick", "seq"])
      .where("attempt_id", "=", attempt.id)
      .orderBy("seq")
      .execute();
    expect(db).toEqual([
      { question_id: first!.id, pick: c, seq: 3 },
      { question_id: second!.id, pick: second!.options[0], seq: 4 },
      { question_id: third!.id, pick: third!.options[0], seq: 5 },
    ]);

    // Without a number, or a number below 1: refused with a message naming the field.
    for (const body of [{ pick: a }, { pick: a, seq: 0 }, { pick: a, seq: 1.5 }]) {
      const refused = await api.call("PUT", `${base}/answers/${first!.id}`, sitter, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.seq[0]).toMatchObject({ code: "exams.seqRequired" });
    }
  });

  it("many saves of one question sent at once in any order: the highest number is kept", async () => {
    const exam = await api.examOn(examiner, bankId);
    const base = `/api/exams/${exam.slug}/attempt`;
    const sitter = await api.signUp();
    const attempt = (await api.call("POST", base, sitter, {})).json();
    const question = attempt.questions[0] as { id: number; options: string[] };
    const order = [7, 2, 9, 4, 1, 8, 3, 6, 5, 10, 11, 12].reverse();
    const replies = await Promise.all(
      order.map((seq) =>
        api.call("PUT", `${base}/answers/${question.id}`, sitter, {
          pick: question.options[seq % question.options.length],
          seq,
        }),
      ),
    );
    for (const r of replies) expect(r.statusCode).toBe(200);
    const stored = await t.app.db
      .selectFrom("exam_answers")
      .select(["pick", "seq"])
      .where("attempt_id", "=", attempt.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ pick: question.options[12 % question.options.length], seq: 12 });
    // Every reply names a number at least its own, and the one that says 12 says the kept pick.
    order.forEach((seq, i) => expect(replies[i]!.json().seq).toBeGreaterThanOrEqual(seq));
  });

  it("a submitted attempt takes no more answers", async () => {
    const exam = await api.examOn(examiner, bankId);
    const base = `/api/exams/${exam.slug}/attempt`;
    await api.call("POST", base, student, {});
    expect((await api.call("POST", `${base}/submit`, student)).statusCode).toBe(200);
    const after = await api.call("PUT", `${base}/answers/1`, student, {
      pick: "Key 1",
      seq: nextSeq(),
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/submitted/);
    const listed = (await api.call("GET", "/api/exams", student))
      .json()
      .exams.find((e: { slug: string }) => e.slug === exam.slug);
    expect(listed.attempt).toBe("submitted");
  });

  it("a script is stopped per account at the start and answer limits, with a message; others sit on", async () => {
    const exam = await api.examOn(examiner, bankId, { access_code: "LIMIT-1" });
    const base = `/api/exams/${exam.slug}/attempt`;
    const script = await api.signUp();
    // Guessing the access code: every start counts, right or wrong.
    for (let i = 0; i < EXAM_LIMITS.start.limit; i++)
      expect((await api.call("POST", base, script, { access_code: `guess-${i}` })).statusCode).toBe(
        403,
      );
    const stopped = await api.call("POST", base, script, { access_code: "LIMIT-1" });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/Too many attempts\. Please wait 10 minutes/);
    expect(Number(stopped.headers["retry-after"])).toBe(600);
    const classmate = await api.signUp();
    expect((await api.call("POST", base, classmate, { access_code: "LIMIT-1" })).statusCode).toBe(
      201,
    );

    t.clock.advance(EXAM_LIMITS.start.windowMs);
    expect((await api.call("POST", base, script, { access_code: "LIMIT-1" })).statusCode).toBe(201);
    const answer = () =>
      api.call("PUT", `${base}/answers/1`, script, { pick: "Key 1", seq: nextSeq() });
    // Sent as a script would, many at once: the shared counter lets exactly the limit through.
    const burst = await Promise.all(Array.from({ length: EXAM_LIMITS.answer.limit }, answer));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(EXAM_LIMITS.answer.limit);
    const flooded = await answer();
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/Please wait 5 minutes/);
    expect(
      (await api.call("PUT", `${base}/answers/1`, classmate, { pick: "Key 1", seq: nextSeq() }))
        .statusCode,
    ).toBe(200);
  }, 120_000);

  it("a student's deadline is the window's close when the window ends first", async () => {
    const exam = await api.examOn(examiner, bankId, {
      closes_at: new Date(t.clock.now.getTime() + 5 * 60_000).toISOString(),
      timing: { mode: "whole_paper", minutes: 30 },
    });
    const start = await api.call("POST", `/api/exams/${exam.slug}/attempt`, student, {});
    expect(start.json().seconds_left).toBe(300);
  });

  it("draws each student's paper by category quotas", async () => {
    const exam = await api.examOn(examiner, bankId, {
      selection: {
        mode: "quota",
        quotas: [
          { category: "physics", count: 2 },
          { category: "Mathematics", count: 2 },
        ],
      },
    });
    for (const token of [student, await api.signUp()]) {
      const paper = (await api.call("POST", `/api/exams/${exam.slug}/attempt`, token, {})).json();
      const ids: number[] = paper.questions.map((q: { id: number }) => q.id);
      expect(ids).toHaveLength(4);
      // physics first (ids 4-6), then mathematics (ids 1-3), as the quotas are listed.
      expect(ids.slice(0, 2).every((id) => id >= 4 && id <= 6)).toBe(true);
      expect(ids.slice(2).every((id) => id >= 1 && id <= 3)).toBe(true);
    }
  });
});
