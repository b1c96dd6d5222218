import { MESSAGES, type Code, type Params } from "@tayari/contracts/messages/all";
import { renderText } from "@tayari/contracts/messages/text";
import type { CodedMessage } from "@tayari/contracts/errors";

/** A moment as params carry it: an ISO time in UTC, which the interface formats itself. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;
const nepalTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kathmandu",
});

/**
 * The English `message` says a moment as a person reads it, in Nepal time (issue 46 point 5);
 * `params` keep the ISO time for the interface to format in the reader's language.
 */
function readable(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" && MOMENT.test(value)
        ? `${nepalTime.format(new Date(value))} Nepal time`
        : value,
    ]),
  );
}

/** `{ code, params, message }` with the English of `code` (what the API sends and logs). */
export function coded<C extends Code>(code: C, ...[params]: OptionalParams<C>): CodedMessage<C> {
  const values = (params ?? {}) as Params<C>;
  return {
    code,
    params: values,
    message: renderText(MESSAGES[code], readable(values) as Params<C>),
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
