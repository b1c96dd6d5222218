import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { saveProfile } from "../../../test/save-profile";
import { authStore } from "../hooks/auth-store";
import { ReadinessTarget } from "./readiness-target";

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
  localStorage.clear();
  authStore.reload();
});

const saved = () => JSON.parse(localStorage.getItem("profile")!).user.target;

// Issue 69 point 3 (decision 0495): a student's own readiness target, kept on the account.
describe("the readiness target on the account page", () => {
  it("is saved on the account and the saved login, refused below the pass mark, and removed", async () => {
    saveProfile("Sita Sharma", { role: "student" });
    authStore.reload();
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ pace: null, target: 70 }, { status: 200 }))
      .mockResolvedValueOnce(Response.json({ pace: null, target: null }, { status: 200 }));
    render(<ReadinessTarget />);
    expect(
      screen.getByText(/No target of your own yet: a result congratulates you at 60%/),
    ).toBeVisible();
    const field = screen.getByLabelText("Target (% of the marks)");

    // Below the pass mark: the form's own check says why, nothing is sent.
    await userEvent.type(field, "20");
    await userEvent.click(screen.getByRole("button", { name: "Save target" }));
    expect(
      await screen.findByText("The target must be a whole percentage from 35 to 100."),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "70");
    await userEvent.click(screen.getByRole("button", { name: "Save target" }));
    expect(await screen.findByText(/^Your target is 70% of a paper's marks/)).toBeVisible();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/me\/practice$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ target: 70 });
    expect(saved()).toBe(70);

    await userEvent.click(screen.getByRole("button", { name: "Remove target" }));
    await waitFor(() => expect(saved()).toBeNull());
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({ target: null });
    expect(screen.getByText(/No target of your own yet/)).toBeVisible();
  });

  it("in Nepali", async () => {
    saveProfile("Sita Sharma", { role: "student" });
    authStore.reload();
    await act(() => setLanguage("ne"));
    render(<ReadinessTarget />);
    expect(screen.getByRole("heading", { name: "तपाईंको तयारी लक्ष्य" })).toBeVisible();
    expect(screen.getByLabelText("लक्ष्य (अङ्कको %)")).toBeVisible();
  });
});
