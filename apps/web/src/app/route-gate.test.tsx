import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useRoutes, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "../features/auth/components/login-form";
import { authStore } from "../features/auth/hooks/auth-store";
import { setLanguage } from "../lib/i18n";
import { saveProfile } from "../test/save-profile";
import { RouteGate, type Access } from "./route-gate";

afterEach(async () => {
  vi.unstubAllGlobals();
  authStore.forget();
  await act(() => setLanguage("en"));
});

/** A table like the app's: a gated page (its title the frame's), the login page and the home page. */
function table(access: Access, path: string, title: "examiner" | "progress"): RouteObject[] {
  return [
    {
      element: <RouteGate access={access} title={title} />,
      children: [{ path, element: <p>The page itself</p> }],
    },
    { path: "/login", element: <LoginForm /> },
    { path: "/", element: <p>The home page</p> },
  ];
}

function App({ routes }: { routes: RouteObject[] }) {
  // The gate's pages for those it turns away are fetched when first needed, as in the app's frame.
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

const account = (role: "student" | "examiner") => ({
  id: 1,
  name: "Sita Sharma",
  email: "sita@example.com",
  role,
  email_verified: true,
});

/** The API of a server where the account has `role`: the login and the profile. */
function serverWith(role: "student" | "examiner") {
  const fetch = vi.fn(async (url: string) =>
    String(url).endsWith("/api/login")
      ? Response.json({
          token: "t".repeat(30),
          token_type: "Bearer",
          expires_at: "2030-01-01T00:00:00Z",
          user: account(role),
        })
      : Response.json({ user: account(role) }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function open(address: string, routes: RouteObject[]) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <App routes={routes} />
    </MemoryRouter>,
  );
}

async function logIn() {
  await userEvent.click(screen.getByRole("link", { name: "Log in" }));
  expect(await screen.findByRole("heading", { name: "Log in" })).toBeVisible();
  await userEvent.type(screen.getByLabelText("Email"), "sita@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "long-enough-1");
  await userEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("the route's gate", () => {
  it("shows a guest at an examiner's page the sign-in page, which brings them back after logging in", async () => {
    serverWith("examiner");
    open("/examiner", table("examiner", "/examiner", "examiner"));
    expect(await screen.findByRole("heading", { level: 1, name: "Examiner" })).toBeVisible();
    expect(screen.queryByText("The page itself")).toBeNull();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/register",
    );
    await logIn();
    expect(await screen.findByText("The page itself")).toBeVisible();
  });

  it("shows a guest at /progress the sign-in page, which brings them back after logging in", async () => {
    serverWith("student");
    open("/progress?from=menu", table("signedIn", "/progress", "progress"));
    expect(await screen.findByRole("heading", { level: 1, name: "My progress" })).toBeVisible();
    expect(screen.getByText(/you come back to this page after logging in/)).toBeVisible();
    await logIn();
    expect(await screen.findByText("The page itself")).toBeVisible();
  });

  it("shows a student at an examiner's page that it is for examiners, with the way back, in English and Nepali", async () => {
    const fetch = serverWith("student");
    saveProfile("Sita Sharma", { role: "student" });
    authStore.reload();
    open("/examiner", table("examiner", "/examiner", "examiner"));
    expect(
      await screen.findByText(
        "This part of Tayari is for examiners. Ask the college's Tayari administrator for access.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Examiner" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("The page itself")).toBeNull();
    // The role was asked of the server first (one given since signing in would open the page).
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/api\/me$/),
    ]);
    await act(() => setLanguage("ne"));
    expect(
      await screen.findByText(
        "तयारीको यो भाग परीक्षकका लागि हो। पहुँचका लागि कलेजमा तयारी चलाउने प्रशासकलाई सोध्नुहोस्।",
      ),
    ).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "परीक्षक" })).toBeVisible();
    expect(screen.getByRole("link", { name: "गृहपृष्ठमा जानुहोस्" })).toBeVisible();
  });

  it("opens an examiner's page to a student made an examiner since signing in", async () => {
    serverWith("examiner");
    saveProfile("Sita Sharma", { role: "student" });
    authStore.reload();
    open("/examiner", table("examiner", "/examiner", "examiner"));
    expect(await screen.findByText("The page itself")).toBeVisible();
    expect(screen.queryByText(/is for examiners/)).toBeNull();
  });

  it("lets anyone signed in through a page that needs an account, and only examiners through an examiner's", async () => {
    saveProfile("Sita Sharma", { role: "student" });
    authStore.reload();
    open("/progress", table("signedIn", "/progress", "progress"));
    expect(screen.getByText("The page itself")).toBeVisible();
  });
});
