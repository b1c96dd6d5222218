import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { cleanUpAfterEach, examRow, renderWithApi } from "../test-support";
import { ExamLog } from "./exam-log";

cleanUpAfterEach();

const exam = examRow();
const times = (opens: string, closes: string, duration_seconds: number) => ({
  opens_at: opens,
  closes_at: closes,
  duration_seconds,
});
const log = {
  now: "2026-11-26T06:00:00.000Z",
  live: false,
  sitting: 0,
  silent: 0,
  candidates: [],
  exam_events: [
    {
      kind: "times_changed",
      at: "2026-11-25T04:00:00.000Z",
      times: {
        how: "edit",
        before: times("2026-11-26T04:15:00.000Z", "2026-11-26T06:15:00.000Z", 1800),
        after: times("2026-11-26T04:00:00.000Z", "2026-11-26T06:15:00.000Z", 2700),
      },
      by: "Sita Examiner",
    },
    {
      kind: "times_changed",
      at: "2026-11-26T04:30:00.000Z",
      times: {
        how: "extend",
        before: times("2026-11-26T04:00:00.000Z", "2026-11-26T06:15:00.000Z", 2700),
        after: times("2026-11-26T04:00:00.000Z", "2026-11-26T06:15:00.000Z", 3300),
        moved: 6,
      },
      by: "Sita Examiner",
    },
    {
      kind: "key_corrected",
      at: "2026-11-26T05:30:00.000Z",
      key: { question: 3, change: "drop", before: "B", after: "dropped" },
      reason: "Two options are right as printed",
      by: "Sita Examiner",
    },
    {
      kind: "key_corrected",
      at: "2026-11-26T05:31:00.000Z",
      key: { question: 3, change: "key", before: "dropped", after: "C" },
      reason: "Dropped by mistake; C is right",
      by: "Sita Examiner",
    },
    { kind: "released", at: "2026-11-26T05:40:00.000Z", by: "Sita Examiner" },
  ],
};

describe("the exam's acts in its log", () => {
  it("say each times change, key correction and release with before, after and who, in Nepali too", async () => {
    renderWithApi(<ExamLog exam={exam} />, { exams: [exam] }, (call) =>
      call.path.startsWith(`/examiner/exams/${exam.slug}/log`) ? Response.json(log) : undefined,
    );
    const acts = await screen.findByRole("region", { name: "Changes to the exam" });
    const lines = within(acts)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(lines).toEqual([
      expect.stringMatching(
        /: times changed before opening: opens .+10:00.+ → .+9:45.+; time allowed 30 min → 45 min, by Sita Examiner$/,
      ),
      expect.stringMatching(
        /: more time: time allowed 45 min → 55 min; 6 sitting candidates' ends moved with them, by Sita Examiner$/,
      ),
      expect.stringMatching(
        /: question 3 dropped \(its key was B\)\. Reason: Two options are right as printed, by Sita Examiner$/,
      ),
      expect.stringMatching(
        /: question 3 back in the marking, key C\. Reason: Dropped by mistake; C is right, by Sita Examiner$/,
      ),
      expect.stringMatching(/: results released, by Sita Examiner$/),
    ]);

    await act(() => setLanguage("ne"));
    expect(
      await within(acts).findByText(/प्रश्न 3 हटाइयो \(उत्तर B थियो\)। कारण: Two options/),
    ).toBeVisible();
    expect(acts).toHaveTextContent("दिइएको समय 30 मिनेट → 45 मिनेट");
    expect(acts).toHaveTextContent("नतिजा सार्वजनिक गरियो, Sita Examiner बाट");
    await act(() => setLanguage("en"));
  });
});
