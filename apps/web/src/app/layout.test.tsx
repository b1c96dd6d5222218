import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { authStore } from "../features/auth/hooks/auth-store";
import { Layout, asksToVerify, initialsOf } from "./layout";
import { sidebarStore } from "./sidebar-store";
import { saveProfile } from "../test/save-profile";

function renderFrame() {
  const router = createMemoryRouter([
    { element: <Layout />, children: [{ index: true, element: <p>Home content</p> }] },
  ]);
  return render(<RouterProvider router={router} />);
}

/** The notice asking to verify the address (its code is fetched on demand: the first time is slow). */
const verifyNotice = () =>
  screen.findByRole("region", { name: "Verify your e-mail" }, { timeout: 10_000 });

describe("the frame", () => {
  it("shows the sidebar by default and toggles it with the menu button", async () => {
    sidebarStore.set(true);
    renderFrame();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: /menu/i }));
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /menu/i }));
    expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  it("hides the sidebar when the overlay is clicked", async () => {
    sidebarStore.set(true);
    renderFrame();
    await userEvent.click(screen.getByTestId("sidebar-overlay"));
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("links to /login when signed out", () => {
    authStore.reload();
    renderFrame();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows the Logout control when a saved profile has a token", () => {
    saveProfile("Sita");
    authStore.reload();
    renderFrame();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.getByText("Sita")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("asks before a logout would lose a test in progress, and stays signed in on Cancel", async () => {
    saveProfile("Sita Sharma");
    localStorage.setItem("currentQuestionIndex", "3");
    authStore.reload();
    renderFrame();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Your test in progress will be lost.")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Stay signed in" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem("currentQuestionIndex")).toBe("3");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("leads everyone first to the mock tests, the scholarship exams and My progress, and only an examiner to setting exams", () => {
    const menu = () => screen.getByRole("navigation", { name: "Main" });
    const links = () =>
      Array.from(menu().querySelectorAll("a"), (a) => [a.textContent, a.getAttribute("href")]);
    const ours = [
      ["Mock tests", "/csit/mock-tests"],
      ["BCA mock tests", "/bca/mock-tests"],
      ["Scholarship exams", "/exams"],
      ["My progress", "/progress"],
    ];
    sidebarStore.set(true);
    localStorage.clear();
    authStore.reload();
    const signedOut = renderFrame();
    expect(screen.getAllByRole("heading", { level: 2 })[0]).toHaveTextContent("Tests and progress");
    expect(links().slice(0, 4)).toEqual(ours);
    expect(links().map(([, href]) => href)).not.toContain("/examiner");
    signedOut.unmount();

    saveProfile("Sita", { role: "student" });
    authStore.reload();
    const student = renderFrame();
    expect(links().slice(0, 4)).toEqual(ours);
    expect(links().map(([, href]) => href)).not.toContain("/examiner");
    student.unmount();

    saveProfile("Ram", { role: "examiner" });
    authStore.reload();
    renderFrame();
    expect(links()).toContainEqual(["Scholarship exams", "/exams"]);
    expect(links()).toContainEqual(["Set exams", "/examiner"]);
  });

  it("shortens a name to its first and last initials", () => {
    expect(initialsOf("Sita Sharma")).toBe("SS");
    expect(initialsOf("  anish  kumar  thapa ")).toBe("AT");
    expect(initialsOf("Sita")).toBe("S");
  });

  it("asks a student whose address is not verified to verify it, with a button for a new link", async () => {
    const user = { id: 1, name: "Sita", email: "sita@example.com", role: "student" };
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        return url.endsWith("/resend")
          ? Response.json({ message: "We have sent a new link to sita@example.com." })
          : Response.json({ user: { ...user, email_verified: false } });
      }),
    );
    saveProfile("Sita", { emailVerified: false });
    authStore.reload();
    renderFrame();
    const notice = await verifyNotice();
    expect(notice).toHaveTextContent("Open the link we sent to sita@example.com");
    // Drawn by the frame at once, its button waits for the notice's code.
    const button = () => screen.getByRole("button", { name: "Send a new link" });
    // vi.waitFor looks for 1 s unless told: the notice's code arrives later on a busy machine.
    await vi.waitFor(() => expect(button()).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(button());
    await vi.waitFor(
      () => expect(calls).toEqual(["GET /api/me", "POST /api/verify-email/resend"]),
      { timeout: 10_000 },
    );
  });

  it("shows the notice from the saved login before the server answers, so the page does not move under a finger", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})), // the server never answers
    );
    saveProfile("Sita", { emailVerified: false });
    authStore.reload();
    renderFrame();
    const notice = await verifyNotice();
    expect(notice).toHaveTextContent("Open the link we sent to");
  });

  it("asks nothing of a verified student, and stops asking once the server says so", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        user: {
          id: 1,
          name: "Sita",
          email: "sita@example.com",
          role: "student",
          email_verified: true,
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    saveProfile("Sita", { emailVerified: true });
    authStore.reload();
    const { unmount } = renderFrame();
    expect(screen.queryByRole("region", { name: "Verify your e-mail" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    unmount();
    // Verified on another device: the saved profile still says no until the server is asked.
    saveProfile("Sita", { emailVerified: false });
    authStore.reload();
    renderFrame();
    await vi.waitFor(
      () => expect(JSON.parse(localStorage.getItem("profile")!).user.email_verified).toBe(true),
      { timeout: 10_000 },
    );
    expect(screen.queryByRole("region", { name: "Verify your e-mail" })).toBeNull();
  });

  it("never asks an examiner to verify the address, nor anyone verified", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        user: {
          id: 1,
          name: "Ram",
          email: "sita@example.com",
          role: "examiner",
          email_verified: false,
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    sidebarStore.set(true);
    saveProfile("Ram", { emailVerified: false, role: "examiner" });
    authStore.reload();
    renderFrame();
    expect(screen.getByRole("link", { name: "Set exams" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Verify your e-mail" })).toBeNull();
    expect(document.body).not.toHaveTextContent("so that we can mail you your exam results");
    expect(fetch).not.toHaveBeenCalled();

    expect(asksToVerify({ role: "student", email_verified: false })).toBe(true);
    expect(asksToVerify({ role: "examiner", email_verified: false })).toBe(false);
    expect(asksToVerify({ role: "student", email_verified: true })).toBe(false);
    expect(asksToVerify({ role: "examiner", email_verified: true })).toBe(false);
    expect(asksToVerify(undefined)).toBe(false);
  });

  it("ignores a corrupted saved profile", () => {
    localStorage.setItem("profile", "{not json");
    authStore.reload();
    renderFrame();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });
});
