import { decodeQuestionBytes } from "@tayari/content/formats/decode";
import { detectFormat, type Format } from "@tayari/content/formats/detect";
import type { ImportReason } from "@tayari/contracts/import-report";

export interface QuestionFile {
  name: string;
  text: string;
  /** The format its content (then its name) says, or null. */
  format: Format | null;
  /** The encoding it was converted from (UTF-16, Windows-1252): the server's report says so. */
  encoding?: "UTF-16" | "Windows-1252";
}

/**
 * A picked question file's bytes as text, the way `content:import` reads a file: UTF-16 and
 * Windows-1252 converted (never read as UTF-8 into odd characters), anything else refused with
 * the reason (not UTF-8, a Word or PDF file).
 */
export async function readQuestionFile(
  file: File,
): Promise<QuestionFile | { refusal: ImportReason }> {
  const decoded = decodeQuestionBytes(new Uint8Array(await file.arrayBuffer()));
  if ("refusal" in decoded) return { refusal: decoded.refusal };
  const encoding = decoded.note?.params.encoding;
  return {
    name: file.name,
    text: decoded.text,
    format: detectFormat(file.name, decoded.text),
    ...(encoding === "UTF-16" || encoding === "Windows-1252" ? { encoding } : {}),
  };
}
