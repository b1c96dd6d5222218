import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { appIsRunning } from "../../../scripts/bench/app-running";
import { E2E_PORT } from "../../../playwright.config";

/** What the page reports as an error from now on: uncaught exceptions and console errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return errors;
}

let counter = 0;
export function newStudent() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Anish ${counter}`,
    email: `anish.${id}@example.com`,
    password: "pokhara-lakes-2079",
  };
}

export async function register(page: Page, student: ReturnType<typeof newStudent>) {
  await page.goto("/register");
  await page.getByLabel("Name").fill(student.name);
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByLabel("Confirm password").fill(student.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Register Successfully.Go to login.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The address just registered is filled in; the one toast is the specification's.
  await expect(page.getByLabel("Email")).toHaveValue(student.email);
  await expect(page.locator(".Toastify__toast")).toHaveCount(1);
}

/**
 * Waits until the app runs the page (`appIsRunning`, scripts/bench/app-running.ts): before a tap on
 * a page that may have arrived prerendered (/, the landings, the exam pages). With the page's clock
 * paused, pass `pausedClock` and the clock is nudged 100 ms at a time until then, as `shows` does.
 */
export async function appRunning(page: Page, { pausedClock = false } = {}) {
  if (pausedClock)
    for (let i = 0; i < 100 && !(await page.evaluate(appIsRunning)); i++)
      await page.clock.runFor(100);
  // A busy machine can take a while to download and hydrate the page: more room than a look.
  await expect
    .poll(() => page.evaluate(appIsRunning), { message: "the app runs the page", timeout: 20_000 })
    .toBe(true);
}

/**
 * Waits for the "Verify your e-mail" notice that a signed-in account whose address is not verified
 * gets above the page. It arrives after the page (its own code, then the server's word) and pushes
 * the page down: a tap made as it arrives can land beside its target (a "Start exam" that did not
 * start, examiner-day at load 19). Nothing to wait for when the account is verified, an examiner's
 * (asksToVerify in layout.tsx) or signed out.
 */
export async function noticeSettled(page: Page) {
  const unverified = await page
    .evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem("profile") ?? "null") as {
            user?: { email_verified?: boolean; role?: string };
          } | null
        )?.user,
    )
    .then((user) => user?.email_verified === false && user.role !== "examiner");
  if (unverified) await expect(page.locator(".verify-notice")).toBeVisible();
}

/** `page.goto(url)`, then waits until the app runs the page (`appRunning`). */
export async function openPage(page: Page, url: string, options: { pausedClock?: boolean } = {}) {
  await page.goto(url);
  await appRunning(page, options);
}

export async function login(page: Page, email: string, password: string) {
  if (!page.url().endsWith("/login")) await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * Gives the account of `email` the role `role` while the server runs, the way an operator does
 * (`npm run user:role`), run as a command.
 */
export function setRoleByCommand(email: string, role: "student" | "examiner") {
  execFileSync(
    process.execPath,
    ["--import", "tsx", path.join(repo, "apps/server/src/cli/user-role.ts"), email, role],
    { cwd: repo, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: "" } },
  );
}

/**
 * The same change through the running server's admin channel, which `npm run user:role` itself
 * asks (its address and secret in the data folder): without starting a command each time. The
 * journeys' server's by default; another's by its data folder.
 */
export async function setRole(
  email: string,
  role: "student" | "examiner",
  dataDir = process.env.E2E_DATA_DIR!,
) {
  const channel = JSON.parse(readFileSync(path.join(dataDir, "admin-channel.json"), "utf8")) as {
    port: number;
    secret: string;
  };
  const response = await fetch(`http://127.0.0.1:${channel.port}/role`, {
    method: "POST",
    headers: { Authorization: `Bearer ${channel.secret}`, "Content-Type": "application/json" },
    body: JSON.stringify({ email, role }),
  });
  if (!response.ok) throw new Error(`role not changed: ${await response.text()}`);
}

/**
 * A new account registered through the API the register page calls (the page's own journeys,
 * accounts.spec.ts and others, go through the page).
 */
export async function registeredThroughApi(request: APIRequestContext) {
  const person = newStudent();
  const registered = await request.post("/api/register", {
    data: { ...person, password_confirmation: person.password },
  });
  expect(registered.status()).toBe(202);
  return person;
}

/**
 * A new account registered and logged in through the API, given `role` first the way an operator
 * does: the person, the login's answer (its token and user, as the login page keeps it) and the
 * headers that carry the token, for what a device sends.
 */
export async function apiAccount(request: APIRequestContext, role?: "examiner") {
  const person = await registeredThroughApi(request);
  if (role) await setRole(person.email, role);
  const login = await request.post("/api/login", {
    data: { email: person.email, password: person.password },
  });
  expect(login.status()).toBe(200);
  const profile = (await login.json()) as { token: string; user: { language: string | null } };
  const { token } = profile;
  return { ...person, token, profile, headers: { authorization: `Bearer ${token}` } };
}

/** A new account (apiAccount) logged in through the login page on `page`. */
export async function loggedInByForm(page: Page, request: APIRequestContext) {
  const account = await apiAccount(request);
  await login(page, account.email, account.password);
  await expect(page.getByText("Login Successfully.")).toBeVisible();
  return account;
}

/** Nothing on `page` is wider than a 360 px phone: no sideways scroll (`where` names the screen). */
export async function fitsThePhone(page: Page, where?: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    where && `${where} at 360 px`,
  ).toBeLessThanOrEqual(360);
}

/** A new account, registered and signed in on a browser context of its own. */
export async function signedInPage(browser: Browser, viewport = { width: 1280, height: 720 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const person = newStudent();
  await signInThroughApi(page, person);
  return { page, person };
}

/** A new account, signed in on `page`, made an examiner the way an operator does. */
export async function signedInExaminer(page: Page) {
  const staff = newStudent();
  await signInThroughApi(page, staff, "examiner");
  return staff;
}

/**
 * The set-up of a journey about something else: an account registered and signed in through the
 * API the register and login pages call (their own journeys, accounts.spec.ts and others, go through
 * the pages), its sign-in kept in `page`'s storage as the login page keeps it; `page` ends on the
 * home page signed in. `role` is given before the sign-in, the way an operator does.
 */
async function signInThroughApi(
  page: Page,
  person: ReturnType<typeof newStudent>,
  role?: "examiner",
) {
  const api = async (path: string, body: object, status: number) => {
    const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (response.status !== status)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const { name, email, password } = person;
  await api("register", { name, email, password, password_confirmation: password }, 202);
  if (role) await setRole(email, role);
  const profile = await api("login", { email, password }, 200);
  // Kept once, before the first page of this tab is drawn: a later logout stays a logout.
  await page.addInitScript(
    ({ saved, mark }) => {
      try {
        if (sessionStorage.getItem(mark)) return;
        localStorage.setItem("profile", saved);
        sessionStorage.setItem(mark, "1");
      } catch {
        // about:blank has no storage of the site's
      }
    },
    { saved: JSON.stringify(profile), mark: `signed-in-${email}` },
  );
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

/**
 * The mails the SMTP server received for `to`, oldest first, with quoted-printable's line wraps
 * ("=\r\n") and "=3D" undone, once at least `count` of them (matching `matching`) have arrived.
 */
export async function mailsFor(to: string, count = 1, matching?: RegExp): Promise<string[]> {
  const dir = process.env.E2E_MAIL_DIR!;
  for (let i = 0; i < 150; i++) {
    const mails = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map(
        (f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { to: string; body: string },
      )
      .filter((m) => m.to === to)
      .map((m) => m.body.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
      .filter((body) => !matching || matching.test(body));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} mails arrived for ${to}`);
}

/** The newest mail for `to` that matches `matching`, waiting for it to arrive. */
export async function mailFor(to: string, matching?: RegExp): Promise<string> {
  return (await mailsFor(to, 1, matching)).at(-1)!;
}

/** From /csit through the menu and a subject to the fixture catalog's unit "Sums", not started. */
export async function openSumsUnit(page: Page) {
  await page.goto("/csit");
  await expect(
    page.getByRole("heading", { name: "Be Ready for B.Sc.CSIT Entrance Preparation" }),
  ).toBeVisible();
  await page.getByRole("button", { name: /menu/i }).click();
  await page.getByRole("link", { name: /Mathematics/ }).click();
  await expect(page).toHaveURL(/\/mcq\/subject\/Mathematics\/\d+$/);
  await page.getByRole("link", { name: "Sums" }).click();
  await expect(page).toHaveURL(/\/mcq\/subject\/Mathematics\/\d+\/Sums\/\d+\/mcq$/);
  await expect(page.getByRole("heading", { name: "Unit: Sums" })).toBeVisible();
}

/**
 * Until the service worker controls the page (its first visit installs it, then clients.claim).
 * Installing precaches the app's files: 20 s ran out at load 15-27 on two cores.
 */
export async function serviceWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: "the service worker controls the page",
      timeout: 45_000,
    })
    .toBe(true);
}
