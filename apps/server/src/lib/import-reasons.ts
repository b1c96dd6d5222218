import type { CodedMessage } from "@tayari/contracts/errors";
import type { ImportReason } from "@tayari/contracts/import-report";

/**
 * An import's reason (packages/content/src/formats/reasons.ts) as an API message: a refused block
 * of the file is `imports.lineRefused` with its line, a fault of the file as a whole
 * `imports.fileProblem`. `reason` is the reason's code and `reason.<name>` each of its values, so
 * the web shows it in the reader's language; `message` is the English `content:import` prints.
 */
export function reasonMessage(
  found: ImportReason,
  line?: number,
): CodedMessage<"imports.lineRefused" | "imports.fileProblem"> {
  const params: Record<string, string | number> = { reason: found.code };
  for (const [name, value] of Object.entries(found.params)) params[`reason.${name}`] = value;
  if (line === undefined)
    return {
      code: "imports.fileProblem",
      params: params as never,
      message: `Nothing written: ${found.message}`,
    };
  return {
    code: "imports.lineRefused",
    params: { ...params, line } as never,
    message: `line ${line}: ${found.message}`,
  };
}

/** Each refused block's reasons, under `line <n>`: the per-field errors of a refused file. */
export function refusedLines(
  rejected: readonly { line: number; kind: string; reasons: readonly ImportReason[] }[],
): Record<string, CodedMessage[]> {
  const errors: Record<string, CodedMessage[]> = {};
  for (const block of rejected)
    if (block.kind === "refused")
      (errors[`line ${block.line}`] ??= []).push(
        ...block.reasons.map((r) => reasonMessage(r, block.line)),
      );
  return errors;
}
