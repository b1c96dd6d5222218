// Its own module, so the frame (the sign-in state in the first load) can tell an API's failure
// without loading the client.
import type { CodedMessage } from "@tayari/contracts/errors";
import type { Value } from "@tayari/contracts/messages/text";

/**
 * Any failed call: the server's `{ code, params, message }` (or the client's own, for a call with
 * no usable answer), and for invalid input the same per field. Show it with `codeText(error)`.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly params: Record<string, Value>;
  /** Per field of the input, what is wrong with it. */
  readonly fields: Record<string, CodedMessage[]>;
  constructor(
    readonly status: number,
    body: { code?: string; params?: Record<string, Value>; message: string },
    fields: Record<string, CodedMessage[]> = {},
  ) {
    super(body.message);
    this.name = "ApiError";
    this.code = body.code ?? "";
    this.params = body.params ?? {};
    this.fields = fields;
  }
}

/**
 * Nothing at the address (404), or an address the server cannot read (400, 422: a cut link): a
 * page says so in a student's words with the way back, never the server's message (decision 220).
 */
export const isNotHere = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 404, 422].includes(error.status);
