import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../features/auth/hooks/auth-store";
import { setLanguage } from "../lib/i18n";
import { Layout } from "./layout";
import { saveProfile } from "../test/save-profile";

function renderFrame() {
  const router = createMemoryRouter([
    { element: <Layout />, children: [{ index: true, element: <p>Home content</p> }] },
  ]);
  return render(<RouterProvider router={router} />);
}

afterEach(async () => {
  await setLanguage("en");
  localStorage.clear();
  authStore.reload();
  vi.restoreAllMocks();
});

describe("the language switch", () => {
  it("names the other language in its own script and turns the frame into it and back", async () => {
    renderFrame();
    const toNepali = screen.getByRole("button", { name: "नेपाली" });
    expect(toNepali).toHaveAttribute("lang", "ne");
    await userEvent.click(toNepali);
    const toEnglish = await screen.findByRole("button", { name: "English" });
    expect(toEnglish).toHaveAttribute("lang", "en");
    expect(document.documentElement.lang).toBe("ne");
    expect(screen.getByRole("navigation", { name: "मुख्य" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "लग इन" })).toBeInTheDocument();
    expect(localStorage.getItem("language")).toBe("ne");
    await userEvent.click(toEnglish);
    expect(await screen.findByRole("button", { name: "नेपाली" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("signed in, keeps the choice on the saved login and on the account", async () => {
    saveProfile("Sita Sharma", { role: "student" });
    authStore.reload();
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ language: "ne" }, { status: 200 }));
    renderFrame();
    await userEvent.click(screen.getByRole("button", { name: "नेपाली" }));
    expect(await screen.findByRole("button", { name: "लग आउट" })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/me\/language$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ language: "ne" });
    expect(authStore.getState().user?.user.language).toBe("ne");
  });
});
