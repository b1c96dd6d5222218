import {
  IMPORT_MAX_BYTES,
  catalogImportRequestSchema,
  type CatalogImportRequest,
  type ImportTargetsResponse,
} from "@tayari/contracts/catalog-import";
import type { ImportFormat, ImportReason } from "@tayari/contracts/import-report";
import { importsMessages } from "@tayari/contracts/messages/imports";
import { ApiError } from "../../../lib/api-error";
import { refusedFields } from "../../../lib/checked-body";
import { localMessage, type Coded } from "../../../lib/codes";
import { readQuestionFile, type QuestionFile } from "../../../lib/read-question-file";
import { resolveChoice, type TargetChoice } from "./target-fields";

/** What the examiner has chosen so far: what a check or a publish would send. */
export interface ImportDraft {
  file: QuestionFile | null;
  format: ImportFormat;
  pick: TargetChoice;
  category: string;
}

/** The page's own refusal, shaped as the server's (a 422 naming the field), so it shows the same way. */
const refusal = (field: string, message: Coded) =>
  new ApiError(422, message, { [field]: [message] } as ApiError["fields"]);

/** A file that cannot be sent (too large, not text, not UTF-8), as the server would refuse it. */
export const fileRefusal = (reason: ImportReason) => {
  const params: Record<string, string | number> = { reason: reason.code };
  for (const [name, value] of Object.entries(reason.params)) params[`reason.${name}`] = value;
  return refusal("text", { code: "imports.fileProblem", params, message: reason.message });
};

/** The picked file read as text (converted from UTF-16 or Windows-1252), or why it cannot be. */
export async function pickedFile(picked: File): Promise<QuestionFile> {
  if (picked.size > IMPORT_MAX_BYTES)
    throw refusal("text", localMessage(importsMessages, "imports.tooLarge"));
  const read = await readQuestionFile(picked);
  if ("refusal" in read) throw fileRefusal(read.refusal);
  return read;
}

/**
 * The request for the draft, checked by the schema the server applies: what the server would
 * refuse is refused here first, with the same codes under the same fields.
 */
export function importRequest(
  levels: ImportTargetsResponse["levels"] | undefined,
  { file, format, pick, category }: ImportDraft,
): CatalogImportRequest {
  const { isNew, into } = resolveChoice(levels, pick);
  if (isNew && !pick.unitName.trim())
    throw refusal("unit_name", localMessage(importsMessages, "imports.nameTheUnit"));
  const parsed = catalogImportRequestSchema.safeParse({
    file_name: file?.name,
    format,
    text: file?.text,
    into,
    ...(file?.encoding ? { encoding: file.encoding } : {}),
    ...(isNew ? { unit_name: pick.unitName } : {}),
    ...(category.trim() ? { category } : {}),
  });
  if (parsed.success) return parsed.data;
  throw refusedFields(parsed.error.issues, importsMessages, "text");
}
