// What a reader made of a file, in the shape the format tests compare: each block as [line, what it
// became], or the one question of a file that holds one.
import { expect } from "vitest";
import type { ParsedFile } from "../src/formats/types";

/** Each block as [line, what it became]: the question, or "code: message" per reason. */
export const blocks = (file: ParsedFile) =>
  file.items.map((item) =>
    item.kind === "question"
      ? [item.line, item.question]
      : [item.line, item.kind, ...item.reasons.map((r) => `${r.code}: ${r.message}`)],
  );
export const only = (file: ParsedFile) => {
  expect(file.items).toHaveLength(1);
  const item = file.items[0]!;
  if (item.kind !== "question") throw new Error(item.reasons.map((r) => r.message).join("; "));
  return item.question;
};
