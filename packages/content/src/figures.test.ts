import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { figureFaults, figureProblems, svgFaults } from "./figures";
import { parseXml } from "./xml";

const svg = (body: string, attributes = 'viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

describe("parseXml", () => {
  it("reads elements, attributes in either quote, entities, comments and self-closing tags", () => {
    expect(parseXml(`<?xml version="1.0"?><!-- c --><a x='1 &lt; 2'><b/>t&amp;&#x41;</a>`)).toEqual(
      {
        name: "a",
        offset: 31,
        attributes: { x: "1 < 2" },
        children: [{ name: "b", offset: 47, attributes: {}, children: [] }, "t&A"],
      },
    );
  });

  it("reads CDATA sections only when asked (Moodle's files), never a DOCTYPE", () => {
    const text = "<quiz><text><![CDATA[<p>a & b]]]]><![CDATA[></p>]]></text></quiz>";
    expect(() => parseXml(text)).toThrow("CDATA");
    const quiz = parseXml(text, { cdata: true });
    expect(quiz.children[0]).toMatchObject({ name: "text", children: ["<p>a & b]]", "></p>"] });
    expect(() => parseXml('<!DOCTYPE q [<!ENTITY x "y">]><q/>', { cdata: true })).toThrow(
      "DOCTYPE",
    );
  });

  it("refuses what is malformed or could expand or fetch", () => {
    expect(() => parseXml("<a><b></a>")).toThrow("</a> closes <b>");
    expect(() => parseXml("<a x=1/>")).toThrow("not quoted");
    expect(() => parseXml("<a>&nbsp;</a>")).toThrow("unknown entity");
    expect(() => parseXml('<!DOCTYPE a [<!ENTITY x "y">]><a/>')).toThrow("DOCTYPE");
    expect(() => parseXml("<a/><b/>")).toThrow("text after the root element");
  });
});

describe("svgFaults", () => {
  it("accepts a plain drawing", () => {
    expect(svgFaults(svg('<line x1="0" y1="0" x2="10" y2="10" stroke="black"/>'))).toEqual([]);
  });

  it("names script, event handlers and references outside the file", () => {
    expect(svgFaults(svg("<script>alert(1)</script>"))).toEqual(["has a <script> element"]);
    expect(svgFaults(svg('<rect onclick="x()"/>'))).toEqual([
      "<rect> has an event handler (onclick)",
    ]);
    expect(svgFaults(svg('<use href="other.svg#a"/>'))).toEqual([
      '<use> refers outside the file (href="other.svg#a")',
    ]);
    expect(svgFaults(svg('<rect fill="url(http://x/y)"/>'))).toEqual([
      "<rect> fill refers outside the file (url(http://x/y))",
    ]);
    expect(svgFaults(svg('<use href="#a"/><rect fill="url(#g)"/>'))).toEqual([]);
  });

  it("names a malformed file, another root, and a missing namespace or viewBox", () => {
    expect(svgFaults("<svg><g></svg>")[0]).toMatch(/^is not well-formed SVG: <\/svg> closes <g>/);
    expect(svgFaults("<html/>")).toEqual(["has <html> at its root, not <svg>"]);
    expect(svgFaults('<svg viewBox="0 0 1 1"/>')).toEqual([
      'lacks xmlns="http://www.w3.org/2000/svg" (an <img> shows nothing without it)',
    ]);
    expect(svgFaults(svg("", ""))).toEqual(["has no viewBox, so it cannot scale to a phone"]);
  });
});

describe("figureFaults and figureProblems", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tayari-figures-"));
  writeFileSync(path.join(dir, "lens.svg"), svg("<circle r='2'/>"));
  writeFileSync(path.join(dir, "bad.svg"), svg("<script/>"));
  const alt = "A convex lens with an object at 2F";

  it("accepts a present, inert file with alt text", () => {
    expect(figureFaults({ file: "lens.svg", alt }, dir)).toEqual([]);
  });

  it("names missing alt text, a bad name, a missing file and a file's own faults", () => {
    expect(figureFaults({ file: "lens.svg", alt: "lens" }, dir)).toEqual([
      "figure lens.svg: alt text must say what the figure shows (at least 15 characters)",
    ]);
    expect(figureFaults({ file: "../lens.svg", alt }, dir)).toEqual([
      'figure "../lens.svg": name a file of the figures folder (lower-case words and hyphens, .svg)',
    ]);
    expect(figureFaults({ file: "prism.svg", alt }, dir)).toEqual([
      "figure prism.svg is missing from the figures folder",
    ]);
    expect(figureFaults({ file: "bad.svg", alt }, dir)).toEqual([
      "figure bad.svg has a <script> element",
    ]);
  });

  it("finds figures in content of any shape, with the question's id", () => {
    const question = { id: 7, question: "?", options: [], explanation: "" };
    const bank = {
      sets: [{ set: 1, questions: [{ ...question, figure: { file: "x.svg", alt } }] }],
    };
    expect(figureProblems("banks/b.json", bank, dir)).toEqual([
      { file: "banks/b.json", id: 7, reason: "figure x.svg is missing from the figures folder" },
    ]);
  });
});
