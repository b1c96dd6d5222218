import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Question } from "@tayari/contracts/question";
import { setLanguage } from "../../../lib/i18n";
import { sendUnsentPace } from "../../../lib/pace";
import { UnitQuiz } from "./unit-quiz";

// Issue 69 point 1 (decision 0492): "move on by itself" or "stay until I press Next", chosen on the
// start screen, remembered per student, on a clock the test moves (no sleeps).
const T0 = 1_800_000_000_000;
const questions: Question[] = [
  {
    id: 1,
    category: "mathematics",
    question: "What is 6 x 7?",
    options: ["42", "48", "36"],
    answer: "42",
    explanation: "Six sevens are forty-two.",
  },
  {
    id: 2,
    category: "mathematics",
    question: "What is 9 + 8?",
    options: ["17", "18", "16"],
    answer: "17",
    explanation: "Nine and eight make seventeen.",
  },
];

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"],
  });
  vi.setSystemTime(T0);
  // jsdom has no scrolling; each question is brought to the top (use-question-top.ts).
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await act(() => setLanguage("en"));
});

const openUnit = () =>
  render(
    <MemoryRouter>
      <UnitQuiz name="Multiplication" questions={questions} />
    </MemoryRouter>,
  );
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Start Quiz ends its press at once and shows the first question in the next task (decision 0512). */
async function startQuiz(name = "Start Quiz") {
  fireEvent.click(screen.getByRole("button", { name }));
  // Its task is a message, not a timer: real turns of the event loop (setImmediate is not faked).
  for (let i = 0; i < 100 && !screen.queryByText(/^Question 1/); i++)
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  expect(question()).toBe("Question 1 of 2");
}
const question = () => screen.getByText(/^Question \d of 2$/).textContent;

describe("what follows each answer in a practice mode", () => {
  it("moves on by itself after the seed's delay by default, and says what Hold does", async () => {
    openUnit();
    expect(screen.getByRole("radio", { name: "Move on by itself after 1 s" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Stay until I press Next" })).not.toBeChecked();
    expect(screen.getByText(/Hold \(or the H key\) keeps one answer on screen/)).toBeVisible();
    await startQuiz();
    fireEvent.click(screen.getByRole("radio", { name: /42/ }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Six sevens are forty-two.")).toBeVisible();
    wait(1000);
    expect(question()).toBe("Question 2 of 2");
    expect(screen.queryByText("Six sevens are forty-two.")).toBeNull();
  });

  it("stay: the key, the pick and the explanation wait for Next however long; Enter does the same", async () => {
    openUnit();
    fireEvent.click(screen.getByRole("radio", { name: "Stay until I press Next" }));
    expect(
      screen.getByText(/the next question, and its clock, start when you press Next/),
    ).toBeVisible();
    await startQuiz();
    // Nothing to hold: every answer stays.
    expect(screen.queryByRole("button", { name: "Hold" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /48/ }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    wait(10 * 60_000);
    expect(question()).toBe("Question 1 of 2");
    expect(screen.getByText("Six sevens are forty-two.")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Incorrect. The answer is: 42");
    expect(screen.getByRole("radio", { name: /48/ })).toBeChecked();
    expect(screen.getByText(/the next question comes when you press Next/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    // The next question's clock starts at Next, from 30 s.
    fireEvent.keyDown(window, { key: "Enter" });
    expect(question()).toBe("Question 2 of 2");
    expect(screen.getByRole("timer")).toHaveTextContent("30");
    // A question whose time runs out waits too.
    wait(30_000);
    expect(screen.getByText("Nine and eight make seventeen.")).toBeVisible();
    wait(60_000);
    expect(question()).toBe("Question 2 of 2");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Quiz Completed!")).toBeVisible();
  });

  it("is remembered for a guest on this device: the next start screen has it chosen", () => {
    const first = openUnit();
    fireEvent.click(screen.getByRole("radio", { name: "Stay until I press Next" }));
    expect(screen.getByText(/remembered for every practice on this device/)).toBeVisible();
    first.unmount();
    openUnit();
    expect(screen.getByRole("radio", { name: "Stay until I press Next" })).toBeChecked();
    expect(localStorage.getItem("pace:guest")).toBe('"stay"');
  });

  it("signed in, is kept on the account (decision 0496): the saved login and the server have it", async () => {
    vi.useRealTimers();
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ pace: "stay", target: null }, { status: 200 }));
    localStorage.setItem("profile", JSON.stringify({ token: "t", user: { id: 7, pace: null } }));
    const first = openUnit();
    fireEvent.click(screen.getByRole("radio", { name: "Stay until I press Next" }));
    expect(
      screen.getByText(/kept on your account, for every practice on any device/),
    ).toBeVisible();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/me\/practice$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ pace: "stay" });
    expect(JSON.parse(localStorage.getItem("profile")!).user.pace).toBe("stay");
    expect(localStorage.getItem("pace:7")).toBeNull();
    first.unmount();
    openUnit();
    expect(screen.getByRole("radio", { name: "Stay until I press Next" })).toBeChecked();
    // Another student signed in on this device has their account's choice, here none: the default.
    localStorage.setItem("profile", JSON.stringify({ token: "u", user: { id: 8, pace: null } }));
    cleanup();
    openUnit();
    expect(screen.getByRole("radio", { name: "Move on by itself after 1 s" })).toBeChecked();
    // A login from another device brings the account's choice with it.
    localStorage.setItem("profile", JSON.stringify({ token: "v", user: { id: 9, pace: "stay" } }));
    cleanup();
    openUnit();
    expect(screen.getByRole("radio", { name: "Stay until I press Next" })).toBeChecked();
  });

  it("signed in and offline, waits on this device and is sent when the network returns (decision 0499)", async () => {
    vi.useRealTimers();
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    localStorage.setItem(
      "profile",
      JSON.stringify({ token: "t", user: { id: 11, pace: "move-on" } }),
    );
    const first = openUnit();
    fireEvent.click(screen.getByRole("radio", { name: "Stay until I press Next" }));
    await waitFor(() =>
      expect(
        screen.getByText(
          /kept on this device for now and goes to your account when you are back online/,
        ),
      ).toBeVisible(),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    // A login saved again meanwhile (the account's older choice) does not undo it on this device.
    localStorage.setItem(
      "profile",
      JSON.stringify({ token: "t", user: { id: 11, pace: "move-on" } }),
    );
    first.unmount();
    openUnit();
    expect(screen.getByRole("radio", { name: "Stay until I press Next" })).toBeChecked();

    // Back online (main.tsx sends it on the "online" event, at start-up and at sign-in).
    fetch.mockResolvedValue(Response.json({ pace: "stay", target: null }, { status: 200 }));
    await act(async () => sendUnsentPace());
    await waitFor(() =>
      expect(
        screen.getByText(/kept on your account, for every practice on any device/),
      ).toBeVisible(),
    );
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toMatch(/\/api\/me\/practice$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ pace: "stay" });
    expect(localStorage.getItem("pace:11:unsent")).toBeNull();
    // Sent once: nothing waits any more.
    await act(async () => sendUnsentPace());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("in Nepali", async () => {
    await act(() => setLanguage("ne"));
    openUnit();
    expect(screen.getByRole("radio", { name: "1 सेकेन्डपछि आफैँ अगाडि बढोस्" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "‘अर्को’ नथिचेसम्म रहोस्" })).toBeVisible();
    expect(screen.getByText(/हरेक उत्तरपछि सही उत्तर र त्यसको कारण/)).toBeVisible();
  });
});
