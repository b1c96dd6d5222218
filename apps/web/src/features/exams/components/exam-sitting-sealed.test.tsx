import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AttemptResponse, SealedResume } from "@tayari/contracts/exam-sitting";
import { setLanguage } from "../../../lib/i18n";
import { ExamSitting } from "./exam-sitting";

/**
 * A reload half-way through a sealed paper on the device that holds its copy (decision 0463): the
 * resume carries the seal, the server answers the clock and the answers, and the page shows the
 * paper opened from the copy with the key, the answers picked and the next question.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const opensAt = "2026-11-24T06:00:00.000Z";
const paper: Pick<AttemptResponse, "questions"> = {
  questions: [
    { id: 31, question: "Which gas do plants take in?", options: ["Oxygen", "Carbon dioxide"] },
    { id: 32, question: "What is 3 + 4?", options: ["6", "7", "8"] },
    { id: 33, question: "Which planet is largest?", options: ["Mars", "Jupiter"] },
  ],
};
const seal = "9.1.5.77.v-w-x.AAAAAAAAAAAAAAAAAAAAAA";

/** The paper sealed as the server seals it: AES-256-GCM under `keyBytes`, kept on this device. */
async function keepSealedCopy(keyBytes: Uint8Array<ArrayBuffer>, version = 1) {
  const key = await crypto.subtle.importKey("raw", keyBytes, "AES-GCM", false, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const text = new TextEncoder().encode(JSON.stringify(paper));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, text));
  const base64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
  const copy = {
    exam: { slug: "scholarship", title: "Scholarship test" },
    version,
    opens_at: opensAt,
    closes_at: "2026-11-24T08:00:00.000Z",
    duration_seconds: 3600,
    extra_seconds: 0,
    server_now: "2026-11-24T05:50:00.000Z",
    seal,
    iv: base64(iv),
    paper: base64(sealed),
    offset_ms: 0,
  };
  localStorage.setItem("sealed-paper:scholarship", JSON.stringify(copy));
  return base64(keyBytes);
}

const light: SealedResume = {
  paper_from_seal: true,
  id: 41,
  exam: { slug: "scholarship", title: "Scholarship test" },
  started_at: opensAt,
  deadline: "2026-11-24T07:00:00.000Z",
  seconds_left: 3300,
  seq: 90_000,
  clock_ms: 300_000,
  answers: { "31": "Carbon dioxide", "32": "7" },
  seqs: { "31": 90_000, "32": 60_000 },
};

/** The sitting after a reload, against a server that answers `resume` to a resume with a seal. */
function reloadAgainst(key: string, resume: object) {
  const asked: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      asked.push({
        url: `${method} ${url}`,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.endsWith("/api/exams") && method === "GET")
        return Response.json({
          sat: [],
          exams: [
            {
              slug: "scholarship",
              title: "Scholarship test",
              opens_at: opensAt,
              closes_at: "2026-11-24T08:00:00.000Z",
              duration_seconds: 3600,
              question_count: 3,
              closes_in_seconds: 6000,
              needs_access_code: false,
              attempt: "running",
            },
          ],
        });
      if (url.endsWith("/key")) return Response.json({ version: 1, opens_at: opensAt, key });
      if (url.endsWith("/attempt") && method === "POST") {
        const withSeal = (JSON.parse(String(init.body)) as { seal?: string }).seal === seal;
        const { paper_from_seal: _light, ...clock } = light;
        return Response.json(withSeal ? resume : { ...clock, ...paper, resume_at: 0 });
      }
      return Response.json({ code: "general.notFound", params: {}, message: "?" }, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ExamSitting slug="scholarship" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe("a reload of a sealed paper on the device that holds its copy", () => {
  it("opens the copy with the key, shows the server's answers and goes on after the last changed", async () => {
    setLanguage("en");
    const key = await keepSealedCopy(crypto.getRandomValues(new Uint8Array(32)));
    const asked = reloadAgainst(key, light);
    // The answer changed last is question 1's (seq 90,000): the page goes on at question 2.
    expect(await screen.findByText("What is 3 + 4?")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /7/ }) as HTMLInputElement).checked).toBe(true);
    const resumes = asked.filter((a) => a.url.endsWith("/attempt") && a.url.startsWith("POST"));
    expect(resumes.map((a) => a.body)).toEqual([{ seal }]);
  });

  it("asks again for the paper when the copy does not open with the key", async () => {
    setLanguage("en");
    await keepSealedCopy(crypto.getRandomValues(new Uint8Array(32)));
    const other = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
    const asked = reloadAgainst(other, light);
    expect(await screen.findByText("Which gas do plants take in?")).toBeTruthy();
    const resumes = asked.filter((a) => a.url.endsWith("/attempt") && a.url.startsWith("POST"));
    expect(resumes.map((a) => a.body)).toEqual([{ seal }, {}]);
  });
});
