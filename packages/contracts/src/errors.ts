// zod/mini: the web app parses notices with these (decision 12).
import * as z from "zod/mini";
import type { Code, Params } from "./messages/all";

/** A message as the API sends it: what the interface translates (`code`, `params`) and the English. */
export type CodedMessage<C extends Code = Code> = {
  [K in C]: { code: K; params: Params<K>; message: string };
}[C];

/** Every error body: one message, and for invalid input one or more per field. */
export type ErrorBody = CodedMessage & { errors?: Record<string, CodedMessage[]> };

const params = z.record(z.string(), z.union([z.string(), z.number()]));

export const fieldErrorSchema = z.object({ code: z.string(), params, message: z.string() });

export const errorBodySchema = z.object({
  code: z.string(),
  params,
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(fieldErrorSchema))),
});

/**
 * The answer of an action whose outcome is a message (logged out, password changed): one of
 * `codes`, with its values and English.
 */
export function notice<C extends Code>(codes: readonly [C, ...C[]]) {
  return noticeWith(codes, {}) as unknown as z.ZodMiniType<CodedMessage<C>>;
}

/** A notice with the action's other fields (`extra`) after its message: what was saved, and when. */
export function noticeWith<C extends Code, X extends z.core.$ZodLooseShape>(
  codes: readonly [C, ...C[]],
  extra: X,
) {
  return z.object({
    code: z.enum(codes as unknown as [C, ...C[]]),
    params,
    message: z.string(),
    ...extra,
  });
}
