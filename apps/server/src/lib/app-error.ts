import { MESSAGES, type Code, type Params } from "@tayari/contracts/messages/all";
import { renderText } from "@tayari/contracts/messages/text";
import type { CodedMessage } from "@tayari/contracts/errors";

/** `{ code, params, message }` with the English of `code` (what the API sends and logs). */
export function coded<C extends Code>(code: C, ...[params]: OptionalParams<C>): CodedMessage<C> {
  const values = (params ?? {}) as Params<C>;
  return {
    code,
    params: values,
    message: renderText(MESSAGES[code], values),
  } as CodedMessage<C>;
}

/** `params` may be left out where the message has no values. */
export type OptionalParams<C extends Code> =
  Params<C> extends Record<string, never> ? [params?: Params<C>] : [params: Params<C>];

/**
 * An answer that is not a success, for the person using the site: the one way a handler or hook
 * refuses (the error plugin sends it as `{ code, params, message, errors? }`).
 */
export class AppError extends Error {
  readonly body: CodedMessage;
  constructor(
    readonly statusCode: number,
    body: CodedMessage,
    /** Per field of the input, what is wrong with it. */
    readonly errors?: Record<string, CodedMessage[]>,
  ) {
    super(body.message);
    this.name = "AppError";
    this.body = body;
  }
}

/** `new AppError(status, coded(code, params))`, shorter. */
export function fail<C extends Code>(
  status: number,
  code: C,
  ...params: OptionalParams<C>
): AppError {
  return new AppError(status, coded(code, ...params) as CodedMessage);
}

/** A 422 whose message is also the one error of `field` (a field the input had wrong). */
export function invalidField<C extends Code>(
  field: string,
  code: C,
  ...params: OptionalParams<C>
): AppError {
  const body = coded(code, ...params) as CodedMessage;
  return new AppError(422, body, { [field]: [body] });
}
