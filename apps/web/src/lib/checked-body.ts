import type { EndpointShape, Schema } from "@tayari/contracts/endpoint";
import type { CodedMessage } from "@tayari/contracts/errors";
import { generalMessages } from "@tayari/contracts/messages/general";
import { inputMessages } from "@tayari/contracts/messages/input";
import type { Messages, Value } from "@tayari/contracts/messages/text";
import type { input } from "zod/v4/core";
import { ApiError, type AnswerSchema } from "./api-client";
import { localMessage, type Coded } from "./codes";

const isInputCode = (code: string): code is keyof typeof inputMessages & string =>
  Object.hasOwn(inputMessages, code);

/**
 * A schema issue's message as the server words it (apps/server/src/plugins/errors.ts): the form's
 * module's code; the text rule's code (`input.*`, any text field may meet it) naming the field by
 * its path, with the rule's values; anything else "This field is invalid.".
 */
export function issueMessage(
  issue: { message: string; path: PropertyKey[]; params?: unknown },
  english: Messages,
): CodedMessage {
  if (Object.hasOwn(english, issue.message))
    return localMessage(english, issue.message) as CodedMessage;
  if (isInputCode(issue.message)) {
    const values = (issue.params ?? {}) as Record<string, Value>;
    return localMessage(inputMessages, issue.message, {
      field: issue.path.join("."),
      ...values,
    }) as CodedMessage;
  }
  return localMessage(generalMessages, "general.invalidField") as CodedMessage;
}

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
  throw refusedFields(parsed.error.issues, english);
}

/**
 * A schema's issues as the 422 the server would answer: each field's messages (issueMessage), once
 * each, under its path (`whole` for an issue of the whole request), the first of them the error's.
 */
export function refusedFields(
  issues: ReadonlyArray<{ message: string; path: PropertyKey[]; params?: unknown }>,
  english: Messages,
  whole = "body",
): ApiError {
  const fields: Record<string, CodedMessage[]> = {};
  for (const issue of issues) {
    const message = issueMessage(issue, english);
    const messages = (fields[issue.path.join(".") || whole] ??= []);
    if (!messages.some((m) => m.code === message.code)) messages.push(message);
  }
  const first = Object.values(fields)[0]![0]!;
  return new ApiError(422, first, fields);
}

/**
 * A text rule's message (the form's or the server's) shown beside its field: the field named by
 * its label ("Name contains ...") instead of its path in the request ("name contains ...").
 */
export function labelled(message: Coded, label: string): Coded {
  if (!isInputCode(message.code) || !("field" in message.params)) return message;
  return localMessage(inputMessages, message.code, { ...message.params, field: label });
}
