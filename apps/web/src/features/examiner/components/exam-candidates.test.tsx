import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi, cleanUpAfterEach } from "../test-support";
import type { ExamView } from "../exam-views";
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
/** The preview of a list with two wrong lines (what the server answers). */
const asRead = (text: string) =>
  text.includes("not a roll!")
    ? {
        header: true,
        count: 1,
        rows: [{ line: 2, email: null, roll: "079-BCT-012", name: "Asha" }],
        unread: 2,
        faults: refused.errors.text,
        too_long: false,
        open: false,
        change: { kept: 0, added: 1, removed: 0, removed_started: 0 },
        removed: [],
      }
    : {
        header: false,
        count: 2,
        rows: [
          { line: 1, email: null, roll: "R001", name: "Rajesh Gurung" },
          { line: 2, email: "sita@example.com", roll: "R002", name: "सीता थापा" },
        ],
        unread: 0,
        faults: [],
        too_long: false,
        // The exam is open and the list in force had Asha (started) and Bikash.
        open: true,
        change: { kept: 0, added: 2, removed: 2, removed_started: 1 },
        removed: [
          { email: null, roll: "079-BCT-012", name: "Asha Rai", started: true },
          { email: null, roll: "079-BCT-013", name: "Bikash", started: false },
        ],
      };
const saved = {
  code: "exams.listSaved",
  params: { count: 2, title: "CSIT scholarship" },
  message: "The list is saved: 2 candidates may sit CSIT scholarship.",
};
const log = {
  now: new Date().toISOString(),
  live: true,
  sitting: 1,
  silent: 1,
  exam_events: [
    {
      kind: "list_replaced",
      at: "2026-11-26T03:50:00.000Z",
      list: { before: 41, after: 1, added: 0, removed: 40, removed_started: 6 },
      by: "Sunita Examiner",
    },
  ],
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
    {
      name: "Ram Thapa",
      email: "ram@example.com",
      roll: null,
      state: "refused",
      last_seen_at: null,
      deadline: null,
      answered: 0,
      events: [
        {
          kind: "refused",
          at: "2026-11-26T04:01:00.000Z",
          refusal: "rollTaken",
          roll: "079-BCT-012",
        },
        { kind: "refused", at: "2026-11-26T04:02:00.000Z", refusal: "wrongCode" },
      ],
    },
  ],
};

function page(view: ExamView = "candidates") {
  return renderWithApi(<ExamPage slug={SLUG} view={view} />, { exams: [examRow()] }, (call) => {
    if (call.path === `${base}/candidates` && call.method === "GET")
      return Response.json({ list_in_force: false, candidates: [] });
    if (call.path === `${base}/candidates/preview`)
      return Response.json(asRead((call.body as { text: string }).text));
    if (call.path === `${base}/candidates` && call.method === "PUT") return Response.json(saved);
    if (call.path === `${base}/candidates/extra-time` && (call.body as { preview?: true }).preview)
      return Response.json({
        code: "exams.extraTimeWouldShorten",
        params: {
          who: "asha@example.com",
          before: 100,
          after: 90,
          until: "2026-11-26T05:00:00.000Z",
        },
        message: "asha@example.com is sitting: their extra time goes DOWN from 100 to 90 min.",
      });
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
  it("reads a list first: each wrong line named, in English and Nepali; nothing saved", async () => {
    const { calls } = page();
    const part = await screen.findByRole("region", { name: "Candidates" });
    expect(
      await within(part).findByText(
        "No list: anyone with the link (and the access code) may sit this exam.",
      ),
    ).toBeVisible();
    // The candidates' view asks for the exams and its candidates, nothing of the other views.
    expect(calls.filter((c) => c.method === "GET").map((c) => c.path)).toEqual([
      "/examiner/exams",
      `${base}/candidates`,
    ]);
    fireEvent.click(within(part).getByText("Who may sit (a list)"));
    fireEvent.change(within(part).getByLabelText("Or paste the list"), {
      target: { value: "roll,name\n079-BCT-012,Asha\nnot a roll!,X\n079-bct-012,Again\n" },
    });
    fireEvent.click(within(part).getByRole("button", { name: "Read the list" }));
    const preview = await within(part).findByRole("region", { name: "The list as read" });
    expect(preview).toHaveTextContent("1 candidate read. The first line names the columns.");
    expect(preview).toHaveTextContent("2 lines could not be read:");
    expect(preview).toHaveTextContent("Line 4: roll number 079-BCT-012 is already on line 2.");
    expect(preview).toHaveTextContent("Line 2: roll 079-BCT-012 · Asha");
    // Nothing can be saved while a line cannot be read.
    expect(within(part).queryByRole("button", { name: "Save the list" })).toBeNull();
    expect(calls.find((c) => c.method === "PUT")).toBeUndefined();
    await act(() => setLanguage("ne"));
    expect(
      await within(part).findByText(
        /पङ्क्ति ४: रोल नम्बर 079-BCT-012 पङ्क्ति २ मा पहिले नै छ।|पङ्क्ति 4: रोल नम्बर 079-BCT-012 पङ्क्ति 2 मा पहिले नै छ।/,
      ),
    ).toBeVisible();
    expect(preview).toHaveTextContent("2 पङ्क्ति पढ्न सकिएनन्:");
  });

  it("says who a list takes off an open exam, and saves it as read when confirmed", async () => {
    const { calls } = page();
    const part = await screen.findByRole("region", { name: "Candidates" });
    fireEvent.click(within(part).getByText("Who may sit (a list)"));
    const text = "R001 Rajesh Gurung\nsita@example.com R002 सीता थापा\n";
    fireEvent.change(within(part).getByLabelText("Or paste the list"), { target: { value: text } });
    fireEvent.click(within(part).getByRole("button", { name: "Read the list" }));
    const preview = await within(part).findByRole("region", { name: "The list as read" });
    expect(preview).toHaveTextContent("2 candidates read.");
    expect(preview).toHaveTextContent("Line 1: roll R001 · Rajesh Gurung");
    expect(preview).toHaveTextContent("Line 2: roll R002 · सीता थापा · sita@example.com");
    // Open: who it takes off is said, and saving says so.
    expect(preview).toHaveTextContent("2 candidates are taken off (1 started):");
    expect(preview).toHaveTextContent("079-BCT-012 · Asha Rai (started)");
    expect(within(preview).getByRole("alert")).toHaveTextContent("The exam is open");
    fireEvent.click(within(part).getByRole("button", { name: "Take them off and save" }));
    expect(
      await within(part).findByText("The list is saved: 2 candidates may sit CSIT scholarship."),
    ).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ text, confirm: true });
  });

  it("says what extra time would do, then gives it when confirmed", async () => {
    const { calls } = page();
    const part = await screen.findByRole("region", { name: "Candidates" });
    fireEvent.click(within(part).getByText("Extra time for one candidate"));
    const form = within(within(part).getByRole("form", { name: "Extra time for one candidate" }));
    fireEvent.change(form.getByLabelText("E-mail or roll number"), {
      target: { value: "asha@example.com" },
    });
    fireEvent.change(form.getByLabelText("Extra time"), { target: { value: "90" } });
    fireEvent.click(within(part).getByRole("button", { name: "Give extra time" }));
    // What it does is said first; nothing is changed until it is confirmed.
    const said = await within(part).findByRole("alertdialog", { name: "Confirm the change" });
    expect(said).toHaveTextContent(
      "asha@example.com is sitting: their extra time goes DOWN from 100 to 90 min",
    );
    expect(calls.filter((c) => c.path.endsWith("/extra-time")).map((c) => c.body)).toEqual([
      { who: "asha@example.com", mode: "add", minutes: 90, preview: true },
    ]);
    fireEvent.click(within(said).getByRole("button", { name: "Confirm" }));
    expect(await within(part).findByText("asha@example.com has 90 min extra.")).toBeVisible();
    expect(calls.filter((c) => c.path.endsWith("/extra-time")).at(-1)?.body).toEqual({
      who: "asha@example.com",
      mode: "add",
      minutes: 90,
      shorten: true,
    });
  });

  it("shows the log as cards: who is sitting or silent, and each candidate's events", async () => {
    const { calls } = page("log");
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
    expect(part).toHaveTextContent(
      /the list of 41 replaced by 1: 0 added, 40 taken off \(6 started\), by Sunita Examiner/,
    );
    // Refused starts, with the roll given and why (issue 68 point 10).
    expect(part).toHaveTextContent(
      /start refused with roll 079-BCT-012: another candidate's roll number/,
    );
    expect(part).toHaveTextContent(/start refused: wrong access code/);
    // The log's view asks for the log alone, besides the exams.
    expect(calls.filter((c) => c.method === "GET").map((c) => c.path.split("?")[0])).toEqual([
      "/examiner/exams",
      `${base}/log`,
    ]);
    expect(screen.queryByRole("region", { name: "Candidates" })).toBeNull();
    await act(() => setLanguage("ne"));
    expect(await within(part).findByText(/फोनमा जारी राख्यो/)).toBeVisible();
    expect(part).toHaveTextContent(/रोल 079-BCT-012 सहित सुरु गर्न दिइएन: अर्को परीक्षार्थीको रोल नम्बर/);
    expect(part).toHaveTextContent(/सुरु गर्न दिइएन: गलत पहुँच कोड/);
  });
});
