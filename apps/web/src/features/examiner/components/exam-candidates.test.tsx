import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi, cleanUpAfterEach } from "../test-support";
import { ExamPage } from "./exam-page";

cleanUpAfterEach();

const SLUG = "csit-scholarship-2083";
const base = `/examiner/exams/${SLUG}`;
const refused = {
  code: "exams.listRefused",
  params: { count: 2 },
  message: "The list was not saved: 2 rows are wrong. Nothing was changed.",
  errors: {
    text: [
      {
        code: "exams.listRowBad",
        params: { line: 3, value: "not a roll!" },
        message: 'Line 3: "not a roll!" is neither an e-mail nor a roll number.',
      },
      {
        code: "exams.rollTwice",
        params: { line: 4, roll: "079-BCT-012", first: 2 },
        message: "Line 4: roll number 079-BCT-012 is already on line 2.",
      },
    ],
  },
};
const log = {
  now: new Date().toISOString(),
  live: true,
  sitting: 1,
  silent: 1,
  candidates: [
    {
      name: "Asha Rai",
      email: "asha@example.com",
      roll: "079-BCT-012",
      state: "silent",
      last_seen_at: new Date().toISOString(),
      deadline: new Date().toISOString(),
      answered: 4,
      events: [
        { kind: "started", at: "2026-11-26T04:00:00.000Z", device: "computer" },
        {
          kind: "gap",
          at: "2026-11-26T04:05:00.000Z",
          until: "2026-11-26T04:08:00.000Z",
          minutes: 3,
        },
        { kind: "resumed", at: "2026-11-26T04:08:00.000Z", device: "phone" },
        { kind: "extra_time", at: "2026-11-26T04:09:00.000Z", minutes: 90 },
      ],
    },
  ],
};

function page() {
  return renderWithApi(<ExamPage slug={SLUG} />, { exams: [examRow()] }, (call) => {
    if (call.path === `${base}/candidates` && call.method === "GET")
      return Response.json({ list_in_force: false, candidates: [] });
    if (call.path === `${base}/candidates` && call.method === "PUT")
      return Response.json(refused, { status: 422 });
    if (call.path === `${base}/candidates/extra-time`)
      return Response.json({
        code: "exams.extraTimeSet",
        params: { who: "asha@example.com", minutes: 90 },
        message: "asha@example.com has 90 min extra.",
      });
    if (call.path.startsWith(`${base}/log`)) return Response.json(log);
    if (call.path.endsWith("/merit"))
      return Response.json({ code: "x", params: {}, message: "" }, { status: 404 });
    return undefined;
  });
}

describe("an exam's candidates and log", { timeout: 30_000 }, () => {
  it("names each wrong row of a list by its line, in English and Nepali", async () => {
    const { calls } = page();
    const part = await screen.findByRole("region", { name: "Candidates" });
    expect(
      await within(part).findByText(
        "No list: anyone with the link (and the access code) may sit this exam.",
      ),
    ).toBeVisible();
    fireEvent.click(within(part).getByText("Who may sit (a list)"));
    fireEvent.change(within(part).getByLabelText("Or paste the list"), {
      target: { value: "roll,name\n079-BCT-012,Asha\nnot a roll!,X\n079-bct-012,Again\n" },
    });
    fireEvent.click(within(part).getByRole("button", { name: "Save the list" }));
    const report = await within(part).findByText(/rows are wrong/);
    expect(report.closest("pre")).toHaveTextContent("Line 3:");
    expect(report.closest("pre")).toHaveTextContent(
      "Line 4: roll number 079-BCT-012 is already on line 2.",
    );
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      text: "roll,name\n079-BCT-012,Asha\nnot a roll!,X\n079-bct-012,Again\n",
    });
    await act(() => setLanguage("ne"));
    expect(
      await within(part).findByText(
        /पङ्क्ति ४: रोल नम्बर 079-BCT-012 पङ्क्ति २ मा पहिले नै छ।|पङ्क्ति 4: रोल नम्बर 079-BCT-012 पङ्क्ति 2 मा पहिले नै छ।/,
      ),
    ).toBeVisible();
  });

  it("gives extra time in minutes and says so", async () => {
    const { calls } = page();
    const part = await screen.findByRole("region", { name: "Candidates" });
    fireEvent.click(within(part).getByText("Extra time for one candidate"));
    const form = within(within(part).getByRole("form", { name: "Extra time for one candidate" }));
    fireEvent.change(form.getByLabelText("E-mail or roll number"), {
      target: { value: "asha@example.com" },
    });
    fireEvent.change(form.getByLabelText("Extra time"), { target: { value: "90" } });
    fireEvent.click(within(part).getByRole("button", { name: "Give extra time" }));
    expect(await within(part).findByText("asha@example.com has 90 min extra.")).toBeVisible();
    expect(calls.find((c) => c.path.endsWith("/extra-time"))?.body).toEqual({
      who: "asha@example.com",
      minutes: 90,
    });
  });

  it("shows the log as cards: who is sitting or silent, and each candidate's events", async () => {
    page();
    const part = await screen.findByRole("region", { name: "Log" });
    expect(
      await within(part).findByText("Now: 1 sitting, 1 silent for more than a minute."),
    ).toBeVisible();
    expect(part).toHaveTextContent("079-BCT-012 · Asha Rai · asha@example.com");
    expect(part).toHaveTextContent("silent for more than a minute");
    expect(part).toHaveTextContent(/started on a computer/);
    expect(part).toHaveTextContent(/no answer saved for 3 min \(offline\?\)/);
    expect(part).toHaveTextContent(/resumed on a phone/);
    expect(part).toHaveTextContent(/given 90 min extra/);
    await act(() => setLanguage("ne"));
    expect(await within(part).findByText(/फोनमा जारी राख्यो/)).toBeVisible();
  });
});
