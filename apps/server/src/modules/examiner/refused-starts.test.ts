import { describe, expect, it } from "vitest";
import { examinerSuite, privateBank } from "../exams/exam-fixtures";

const { api, examiner, bankId } = await examinerSuite({
  bank: privateBank({ mathematics: 3 }, 9950),
});

/**
 * Refused starts in the exam's log (issue 68 point 10, decision 0477): a wrong access code, a roll
 * not on the list, another's roll, each logged with the roll given and why, once a minute per
 * reason; in the log's CSV too.
 */
describe("refused starts", () => {
  it("are in the log with the roll given and why, once a minute per reason, and in its CSV", async () => {
    const exam = await api.examOn(examiner, bankId, { access_code: "HALL-7" });
    const candidates = `/api/examiner/exams/${exam.slug}/candidates`;
    const put = await api.call("PUT", candidates, examiner, {
      text: "roll,name\n079-BCT-012,Asha\n079-BCT-013,Bina\n",
    });
    expect(put.statusCode, put.body).toBe(200);
    const start = (token: string, body: Record<string, string>) =>
      api.call("POST", `/api/exams/${exam.slug}/attempt`, token, body);
    const asha = await api.signUp("asha.refused@example.com");
    const ram = await api.signUp("ram.refused@example.com");

    // Asha: a wrong code twice (one line), then her roll with the right code.
    expect((await start(asha, { roll: "079-BCT-012", access_code: "HALL-8" })).json().code).toBe(
      "exams.wrongCode",
    );
    await start(asha, { roll: "079-BCT-012", access_code: "HALL-8" });
    expect((await start(asha, { roll: "079-BCT-012", access_code: "HALL-7" })).statusCode).toBe(
      201,
    );
    // Ram: a roll not on the list, then Asha's.
    expect((await start(ram, { roll: "079-BCT-099", access_code: "HALL-7" })).json().code).toBe(
      "exams.rollNotOnList",
    );
    expect((await start(ram, { roll: "079-bct-012", access_code: "HALL-7" })).json().code).toBe(
      "exams.rollTaken",
    );

    const log = (await api.call("GET", `/api/examiner/exams/${exam.slug}/log`, examiner)).json();
    const of = (email: string) =>
      log.candidates.find((c: { email: string | null }) => c.email === email);
    expect(of("asha.refused@example.com").events.map((e: { kind: string }) => e.kind)).toEqual([
      "refused",
      "started",
    ]);
    expect(of("asha.refused@example.com").events[0]).toMatchObject({
      refusal: "wrongCode",
      roll: "079-BCT-012",
    });
    expect(of("ram.refused@example.com")).toMatchObject({
      state: "refused",
      events: [
        expect.objectContaining({ kind: "refused", refusal: "rollNotOnList", roll: "079-BCT-099" }),
        expect.objectContaining({ kind: "refused", refusal: "rollTaken", roll: "079-BCT-012" }),
      ],
    });

    const csv = (
      await api.call("GET", `/api/examiner/exams/${exam.slug}/log?format=csv`, examiner)
    ).body
      .trim()
      .split("\r\n");
    expect(
      csv.filter((l) => l.includes("ram.refused@example.com") && l.includes(",refused,")),
    ).toEqual([
      expect.stringMatching(/start refused: rollNotOnList \(roll 079-BCT-099\)$/),
      expect.stringMatching(/start refused: rollTaken \(roll 079-BCT-012\)$/),
    ]);
  });
});
