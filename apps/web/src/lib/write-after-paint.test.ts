import { afterEach, describe, expect, it, vi } from "vitest";
import { afterThisTask } from "./next-task";
import { latestWrite } from "./write-after-paint";

afterEach(() => vi.restoreAllMocks());

describe("latestWrite", () => {
  it("makes only the latest write, once, in a task after the one that asked", async () => {
    const made: string[] = [];
    const { schedule } = latestWrite();
    schedule(() => made.push("first"));
    schedule(() => made.push("second"));
    expect(made).toEqual([]);
    await afterThisTask();
    expect(made).toEqual(["second"]);
    await afterThisTask();
    expect(made).toEqual(["second"]);
  });

  it("writes at once when asked to, and the one waiting is dropped for it", async () => {
    const made: string[] = [];
    const { schedule } = latestWrite();
    schedule(() => made.push("pick"));
    schedule(() => made.push("end"), true);
    expect(made).toEqual(["end"]);
    await afterThisTask();
    expect(made).toEqual(["end"]);
  });

  it("writes at once on a hidden page", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const made: string[] = [];
    latestWrite().schedule(() => made.push("tick"));
    expect(made).toEqual(["tick"]);
  });

  it("flush makes the write waiting, and nothing when none waits", async () => {
    const made: string[] = [];
    const { schedule, flush } = latestWrite();
    flush();
    schedule(() => made.push("pick"));
    flush();
    flush();
    await afterThisTask();
    expect(made).toEqual(["pick"]);
  });
});
