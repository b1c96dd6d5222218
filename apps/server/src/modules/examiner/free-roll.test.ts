import { describe, expect, it } from "vitest";
import { privateBank, examinerSuite } from "../exams/exam-fixtures";

const { t, api, examiner, other, bankId } = await examinerSuite({
  other: true,
  bank: privateBank({ mathematics: 3 }, 9900),
});

/**
 * A roll number claimed by the wrong account, freed by the examiner with a reason (decision 251):
 * the right candidate claims it; the wrong account's attempt goes, and the log says so; another
 * examiner cannot.
 */
describe("freeing a wrongly claimed roll number", () => {
  const base = (slug: string) => `/api/examiner/exams/${slug}/candidates`;
  const start = (slug: string, token: string, roll: string) =>
    api.call("POST", `/api/exams/${slug}/attempt`, token, { roll });

  it("frees the number with a reason: the right candidate claims it, the wrong one's attempt goes", async () => {
    const exam = await api.examOn(examiner, bankId);
    await api.call("PUT", base(exam.slug), examiner, { text: "roll,name\n079-BCT-012,Asha\n" });
    const wrong = await api.signUp("wrong.claim@example.com");
    const asha = await api.signUp("asha.right@example.com");

    // Another student typed Asha's number first and answered a question.
    const theirs = await start(exam.slug, wrong, "079-bct-012");
    expect(theirs.statusCode, theirs.body).toBe(201);
    const [q1] = theirs.json().questions as { id: number }[];
    await api.call("PUT", `/api/exams/${exam.slug}/attempt/answers/${q1!.id}`, wrong, {
      pick: `Key ${q1!.id}`,
      seq: 1,
    });
    const refused = await start(exam.slug, asha, "079-BCT-012");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("exams.rollTaken");

    // Without a reason: refused, nothing changed.
    const noReason = await api.call("POST", `${base(exam.slug)}/free-roll`, examiner, {
      roll: "079-BCT-012",
      reason: "  ",
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason[0].code).toBe("exams.freeRollReason");
    // Another examiner's exam: not found, and nothing changed.
    const theirsFreed = await api.call("POST", `${base(exam.slug)}/free-roll`, other, {
      roll: "079-BCT-012",
      reason: "Not mine to free",
    });
    expect(theirsFreed.statusCode).toBe(404);
    expect(theirsFreed.json().code).toBe("exams.noExam");
    expect((await start(exam.slug, asha, "079-BCT-012")).statusCode).toBe(409);

    const freed = await api.call("POST", `${base(exam.slug)}/free-roll`, examiner, {
      roll: " 079-bct-012 ",
      reason: "Claimed by a student of another hall; checked against the hall ticket",
    });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json()).toMatchObject({
      code: "exams.rollFreed",
      params: { roll: "079-BCT-012" },
      message: expect.stringContaining("079-BCT-012"),
    });
    const listed = (await api.call("GET", base(exam.slug), examiner)).json();
    expect(listed.candidates[0]).toMatchObject({ roll: "079-BCT-012", account: null });

    // The right candidate claims it and starts afresh; the wrong account cannot take it back.
    const hers = await start(exam.slug, asha, "079-BCT-012");
    expect(hers.statusCode, hers.body).toBe(201);
    expect(hers.json().answers).toEqual({});
    const again = await start(exam.slug, wrong, "079-BCT-012");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("exams.rollTaken");

    // The log: the wrong account's roll number taken back, the number freed with the reason and the answer removed.
    const log = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    const wrongRow = log.candidates.find(
      (c: { email: string }) => c.email === "wrong.claim@example.com",
    );
    expect(wrongRow.state).toBe("freed");
    // Its try again after the freeing is a refused start, logged with the roll (decision 0477).
    expect(wrongRow.events.at(-1)).toMatchObject({
      kind: "refused",
      refusal: "rollTaken",
      roll: "079-BCT-012",
    });
    expect(wrongRow.events.at(-2)).toMatchObject({
      kind: "roll_freed",
      roll: "079-BCT-012",
      answered: 1,
      reason: "Claimed by a student of another hall; checked against the hall ticket",
    });
    const ashaRow = log.candidates.find(
      (c: { email: string }) => c.email === "asha.right@example.com",
    );
    expect(ashaRow).toMatchObject({ roll: "079-BCT-012", state: "sitting" });
    const csv = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log?format=csv`, examiner))
      .body;
    expect(csv).toContain("roll_freed,");
    expect(csv).toContain(
      "roll 079-BCT-012 freed, attempt removed (1 answers): Claimed by a student of another hall",
    );
  });

  it("refuses a number no one claimed, an unknown one, and once the results are fixed", async () => {
    const exam = await api.examOn(examiner, bankId);
    await api.call("PUT", base(exam.slug), examiner, { text: "roll\n080-BCT-007\n081-BCT-001\n" });
    const free = (roll: string) =>
      api.call("POST", `${base(exam.slug)}/free-roll`, examiner, { roll, reason: "Checked" });
    const unclaimed = await free("080-BCT-007");
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json()).toMatchObject({
      code: "exams.rollNotClaimed",
      params: { roll: "080-BCT-007" },
    });
    const unknown = await free("999-XYZ-1");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("exams.noCandidate");

    const claimer = await api.signUp();
    expect((await start(exam.slug, claimer, "081-BCT-001")).statusCode).toBe(201);
    // Past the close and its grace, the merit list fixes the results: no removal changes them now.
    t.clock.advance(2 * 60 * 60_000);
    expect(
      (await api.call("GET", `/api/examiner/exams/${exam.slug}/merit`, examiner)).statusCode,
    ).toBe(200);
    const fixed = await free("081-BCT-001");
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().code).toBe("exams.resultsFixedNoFree");
  });
});
