import { expect, test } from "@playwright/test";
import { appRunning } from "./support";

// A page's code is fetched when the student shows the intent to open it, before the tap ends.
test("touching or pointing at a link fetches its page's code before it is opened", async ({
  page,
}) => {
  await page.goto("/csit/entrance-preparation", { waitUntil: "networkidle" });
  // Intent is watched by the app: the prerendered page must be running, not only painted.
  await appRunning(page);
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  // The timed quiz's route is in the quiz's chunk with the modules of its first question (decision 95).
  const quizCode = (path: string) => /^\/assets\/quiz-[^/]+\.js$/.test(path);
  expect(fetched.some(quizCode)).toBe(false);

  await page.getByRole("link", { name: "Start Now" }).hover();
  await expect.poll(() => fetched.some(quizCode)).toBe(true);
  await expect(page).toHaveURL(/\/csit\/entrance-preparation$/);

  // A year link: its page's code, once, however often the pointer passes.
  const yearCode = (path: string) => /^\/assets\/csit-entrance-year-[^/]+\.js$/.test(path);
  const year = page.getByRole("link", { name: /2076 Model Entrance Questions/ });
  await year.hover();
  await page.mouse.move(0, 0);
  await year.hover();
  await expect.poll(() => fetched.filter(yearCode).length).toBe(1);
});
