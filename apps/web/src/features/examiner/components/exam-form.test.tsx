import { act, fireEvent, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { examRow, renderWithApi } from "../test-support";
import { ExamForm } from "./exam-form";

// A laptop set to UTC (issue 46): set before any module reads the zone, put back after.
const deviceZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = "UTC";
  return before;
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

function renderForm() {
  const created = vi.fn();
  const { calls } = renderWithApi(
    <ExamForm banks={[]} onCreated={created} />,
    { exams: [] },
    (call) =>
      call.method === "POST" && call.path === "/examiner/exams"
        ? Response.json(examRow({ slug: "entrance-scholarship" }), { status: 201 })
        : undefined,
  );
  const form = within(document.querySelector("form")!);
  return { calls, form, created };
}

describe("The exam form on a device set to UTC", { timeout: 30_000 }, () => {
  it("reads 10:00 typed as Nepal time: 04:15Z is sent, and the hint names Nepal time and the device's clock", async () => {
    expect(new Date("2030-12-01T10:00").getTimezoneOffset()).toBe(0);
    const { calls, form, created } = renderForm();
    await userEvent.type(form.getByLabelText("Title"), "Entrance scholarship");
    await userEvent.type(form.getByLabelText("Slug"), "entrance-scholarship");
    const opens = form.getByLabelText("Opens (Nepal time)");
    fireEvent.change(opens, { target: { value: "2030-12-01T10:00" } });
    fireEvent.change(form.getByLabelText("Closes (Nepal time)"), {
      target: { value: "2030-12-01T11:30" },
    });
    const hint = opens.closest("div")!.querySelector(".hint")!;
    expect(hint.textContent).toBe(
      "That is 1 Dec 2030, 10:00 (Nepal time). On this device's clock: 1 Dec 2030, 04:15 UTC.",
    );

    await userEvent.click(form.getByRole("button", { name: "Create exam" }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    const post = calls.find((c) => c.method === "POST" && c.path === "/examiner/exams")!;
    expect(post.body).toMatchObject({
      opens_at: "2030-12-01T04:15:00.000Z",
      closes_at: "2030-12-01T05:45:00.000Z",
    });
  });

  it("names Nepal time in Nepali too, with the Bikram Sambat day", async () => {
    await act(() => setLanguage("ne"));
    const { form } = renderForm();
    const opens = form.getByLabelText("खुल्ने समय (नेपाल समय)");
    fireEvent.change(opens, { target: { value: "2030-12-01T10:00" } });
    const hint = opens.closest("div")!.querySelector(".hint")!.textContent!;
    expect(hint).toContain("बिहान १०:०० (नेपाल समय)");
    expect(hint).toContain("यो यन्त्रको घडीमा: 1 Dec 2030, 04:15 UTC।");
  });
});
