import type { EndpointShape, Schema } from "@tayari/contracts/endpoint";
import type { CodedMessage } from "@tayari/contracts/errors";
import { generalMessages } from "@tayari/contracts/messages/general";
import type { Messages } from "@tayari/contracts/messages/text";
import type { input } from "zod/v4/core";
import { ApiError, type AnswerSchema } from "./api-client";
import { localMessage } from "./codes";

/**
 * A form checked by the schema the server applies to `endpoint`'s body before it is sent: the
 * parsed body, or the same 422 ApiError the server would answer, each field's messages as codes (a
 * schema's message is its code; `english` holds the codes' English).
 */
export function checkedBody<E extends EndpointShape & { body: Schema }>(
  endpoint: E,
  values: input<E["body"]>,
  english: Messages,
): input<E["body"]> {
  const schema = endpoint.body as unknown as AnswerSchema<input<E["body"]>>;
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const fields: Record<string, CodedMessage[]> = {};
  for (const issue of parsed.error.issues) {
    const message = (
      Object.hasOwn(english, issue.message)
        ? localMessage(english, issue.message)
        : localMessage(generalMessages, "general.invalidField")
    ) as CodedMessage;
    const messages = (fields[issue.path.join(".") || "body"] ??= []);
    if (!messages.some((m) => m.code === message.code)) messages.push(message);
  }
  const first = Object.values(fields)[0]![0]!;
  throw new ApiError(422, first, fields);
}
