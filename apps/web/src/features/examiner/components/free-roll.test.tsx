import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi, cleanUpAfterEach } from "../test-support";
import { ExamPage } from "./exam-page";

cleanUpAfterEach();

const SLUG = "csit-scholarship-2083";
const base = `/examiner/exams/${SLUG}`;
const candidate = (roll: string, account: { name: string; email: string } | null) => ({
  email: null,
  roll,
  name: null,
  listed: true,
  extra_minutes: null,
  extra_percent: null,
  account,
});
const log = {
  now: new Date().toISOString(),
  live: true,
  sitting: 0,
  silent: 0,
  exam_events: [],
  candidates: [
    {
      name: "Wrong Claim",
      email: "wrong.claim@example.com",
      roll: null,
      state: "freed",
      last_seen_at: null,
      deadline: null,
      answered: 0,
      events: [
        { kind: "started", at: "2026-11-26T04:00:00.000Z", device: "phone" },
        {
          kind: "roll_freed",
          at: "2026-11-26T04:05:00.000Z",
          roll: "079-BCT-012",
          answered: 1,
          reason: "Not the hall ticket's holder",
        },
      ],
    },
  ],
};

describe("a roll number claimed by the wrong account", { timeout: 30_000 }, () => {
  it("is freed with a reason, chosen among the claimed numbers; the log says so", async () => {
    const { calls } = renderWithApi(
      <ExamPage slug={SLUG} />,
      { exams: [examRow()], at: `${base}/candidates` },
      (call) => {
        if (call.path === `${base}/candidates` && call.method === "GET")
          return Response.json({
            list_in_force: true,
            candidates: [
              candidate("079-BCT-011", null),
              candidate("079-BCT-012", { name: "Wrong Claim", email: "wrong.claim@example.com" }),
            ],
          });
        if (call.path === `${base}/candidates/free-roll`)
          return Response.json({
            code: "exams.rollFreed",
            params: { roll: "079-BCT-012" },
            message:
              "Roll number 079-BCT-012 is free again: the right candidate can now claim it when they start.",
          });
        if (call.path.startsWith(`${base}/log`)) return Response.json(log);
        return undefined;
      },
    );
    const part = await screen.findByRole("region", { name: "Candidates" });
    fireEvent.click(
      await within(part).findByText("Free a roll number claimed by the wrong account"),
    );
    const form = within(
      within(part).getByRole("form", { name: "Free a roll number claimed by the wrong account" }),
    );
    // Only the claimed number is offered, with the account that claimed it.
    expect(form.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "079-BCT-012 · Wrong Claim · wrong.claim@example.com",
    ]);
    fireEvent.change(form.getByLabelText("Reason"), {
      target: { value: "Not the hall ticket's holder" },
    });
    fireEvent.click(form.getByRole("button", { name: "Free the roll number" }));
    expect(await within(part).findByText(/Roll number 079-BCT-012 is free again/)).toBeVisible();
    expect(calls.find((c) => c.path.endsWith("/free-roll"))?.body).toEqual({
      roll: "079-BCT-012",
      reason: "Not the hall ticket's holder",
    });

    // The log is its own view: the link to it opens it, with the act just made.
    fireEvent.click(screen.getByRole("link", { name: "Log" }));
    const logPart = await screen.findByRole("region", { name: "Log" });
    expect(screen.queryByRole("region", { name: "Candidates" })).toBeNull();
    expect(
      await within(logPart).findByText(
        /roll number 079-BCT-012 taken back, its attempt removed \(1 answered\): Not the hall ticket's holder/,
      ),
    ).toBeVisible();
    expect(logPart).toHaveTextContent("roll number taken back");
    await act(() => setLanguage("ne"));
    expect(await within(logPart).findByText(/रोल नम्बर 079-BCT-012 फिर्ता लिइयो/)).toBeVisible();
    fireEvent.click(screen.getByRole("link", { name: "परीक्षार्थी" }));
    const partNe = await screen.findByRole("region", { name: "परीक्षार्थी" });
    expect(
      await within(partNe).findByText("गलत खाताले लिएको रोल नम्बर फुकाउनुहोस्"),
    ).toBeInTheDocument();
  });
});
