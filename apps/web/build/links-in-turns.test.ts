import { describe, expect, it } from "vitest";
import { APPEND, IN_TURNS, linksInTurns } from "./links-in-turns";

/**
 * IN_TURNS run against a page of our own: its head records what is appended and when, a clock
 * advances by `msPerLink` for each link appended, and the turns (the messages' tasks) run when the
 * test says.
 */
function page(msPerLink: number) {
  let now = 0;
  const appended: string[] = [];
  const messages: (() => void)[] = [];
  class Channel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const document = {
    head: {
      appendChild: (link: string) => {
        appended.push(link);
        now += msPerLink;
      },
    },
  };
  const performance = { now: () => now };
  const appendInTurn = new Function(
    "document",
    "performance",
    "MessageChannel",
    `${IN_TURNS}\nreturn appendInTurn;`,
  )(document, performance, Channel) as (link: string) => void;
  const turn = () => messages.shift()?.();
  return { appendInTurn, appended, messages, turn };
}

describe("a lazy part's links put into the page in turns (decision 0525)", () => {
  it("appends nothing in the caller's task, then every link in order once the page has its turn", () => {
    const { appendInTurn, appended, messages, turn } = page(1);
    for (const link of ["a.js", "b.js", "c.css"]) appendInTurn(link);
    expect(appended).toEqual([]);
    expect(messages).toHaveLength(1);
    turn();
    expect(appended).toEqual(["a.js", "b.js", "c.css"]);
    expect(messages).toHaveLength(0);
  });

  it("takes one turn of about 5 ms at a time, and the next message for the rest", () => {
    const { appendInTurn, appended, messages, turn } = page(3);
    for (const link of ["a.js", "b.js", "c.js", "d.js", "e.css"]) appendInTurn(link);
    turn();
    expect(appended).toEqual(["a.js", "b.js"]);
    expect(messages).toHaveLength(1);
    turn();
    turn();
    expect(appended).toEqual(["a.js", "b.js", "c.js", "d.js", "e.css"]);
    expect(messages).toHaveLength(0);
    // A link asked for later starts a turn of its own.
    appendInTurn("f.js");
    expect(messages).toHaveLength(1);
    turn();
    expect(appended.at(-1)).toBe("f.js");
  });

  it("appends at least one link a turn, however slow the page", () => {
    const { appendInTurn, appended, turn } = page(100);
    appendInTurn("a.js");
    appendInTurn("b.js");
    turn();
    expect(appended).toEqual(["a.js"]);
    turn();
    expect(appended).toEqual(["a.js", "b.js"]);
  });

  it("changes the helper's one append, and leaves code without it alone", () => {
    const helper = `function preload() { const link = make(); ${APPEND} return link; }`;
    const out = linksInTurns(helper)!;
    expect(out).toContain("appendInTurn(link); return link;");
    expect(out).not.toContain(APPEND.replace(";", "; return"));
    expect(linksInTurns("function other() {}")).toBeNull();
  });
});
