// Figures: SVG drawings in the banks' figures/ folder that a question names with its alt text. The
// app shows them as <img>, where an SVG cannot run script anyway; the check still keeps them inert
// (no script, no event handlers, no references outside the file) so they stay safe wherever opened.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { mapQuestions } from "./map-questions";
import type { Problem } from "./problem";
import { parseXml, type XmlElement } from "./xml";

/** A figure's file: a plain name, lower-case words joined by hyphens, ending in .svg. */
export const FIGURE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
/** Alt text says what the figure shows; a word or two does not. */
export const MIN_ALT_LENGTH = 15;

const FORBIDDEN_ELEMENTS = new Set([
  "script",
  "foreignObject",
  "iframe",
  "image",
  "audio",
  "video",
]);

function elementFaults(element: XmlElement, faults: string[]) {
  if (FORBIDDEN_ELEMENTS.has(element.name)) faults.push(`has a <${element.name}> element`);
  for (const [name, value] of Object.entries(element.attributes)) {
    if (/^on/i.test(name)) faults.push(`<${element.name}> has an event handler (${name})`);
    if (/(^|:)href$/.test(name) && !value.startsWith("#"))
      faults.push(`<${element.name}> refers outside the file (${name}="${value}")`);
    if (/url\(\s*['"]?(?!#)/i.test(value))
      faults.push(`<${element.name}> ${name} refers outside the file (${value})`);
  }
  for (const child of element.children) {
    if (typeof child !== "string") elementFaults(child, faults);
    else if (element.name === "style" && /url\(\s*['"]?(?!#)|@import/i.test(child))
      faults.push("a <style> refers outside the file");
  }
}

/** What is wrong with an SVG file's text: malformed, not an SVG, or able to run or fetch anything. */
export function svgFaults(text: string): string[] {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    return [`is not well-formed SVG: ${(error as Error).message}`];
  }
  if (root.name !== "svg") return [`has <${root.name}> at its root, not <svg>`];
  const faults: string[] = [];
  if (root.attributes.xmlns !== "http://www.w3.org/2000/svg")
    faults.push('lacks xmlns="http://www.w3.org/2000/svg" (an <img> shows nothing without it)');
  if (!root.attributes.viewBox) faults.push("has no viewBox, so it cannot scale to a phone");
  elementFaults(root, faults);
  return faults;
}

/**
 * A question's figure checked against the figures folder: its name, its alt text, the file's
 * presence and its SVG. Each file is read once per `seen` map.
 */
export function figureFaults(
  figure: { file: string; alt: string },
  figuresDir: string,
  seen: Map<string, string[]> = new Map(),
): string[] {
  const faults: string[] = [];
  if (figure.alt.trim().length < MIN_ALT_LENGTH)
    faults.push(
      `figure ${figure.file}: alt text must say what the figure shows (at least ${MIN_ALT_LENGTH} characters)`,
    );
  if (!FIGURE_FILE.test(figure.file)) {
    faults.push(
      `figure "${figure.file}": name a file of the figures folder (lower-case words and hyphens, .svg)`,
    );
    return faults;
  }
  let fileFaults = seen.get(figure.file);
  if (!fileFaults) {
    const file = path.join(figuresDir, figure.file);
    fileFaults = existsSync(file)
      ? svgFaults(readFileSync(file, "utf8").replace(/^\uFEFF/, ""))
      : ["is missing from the figures folder"];
    seen.set(figure.file, fileFaults);
  }
  faults.push(...fileFaults.map((fault) => `figure ${figure.file} ${fault}`));
  return faults;
}

/** Every figure fault of a bank or catalog file, found wherever its questions are. */
export function figureProblems(label: string, content: unknown, figuresDir: string): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string[]>();
  mapQuestions(content, (question) => {
    const figure = question.figure as { file?: unknown; alt?: unknown } | undefined;
    if (typeof figure?.file === "string" && typeof figure.alt === "string") {
      const id = typeof question.id === "number" ? question.id : null;
      for (const reason of figureFaults({ file: figure.file, alt: figure.alt }, figuresDir, seen))
        problems.push({ file: label, id, reason });
    }
    return question;
  });
  return problems;
}
