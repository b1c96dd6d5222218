import { errorResponseSchema } from "@tayari/contracts/errors";

/** An error whose message is meant for the person using the site. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Declared on every route: whatever goes wrong, the answer has the app's error shape. */
export const errorResponses = {
  "4xx": errorResponseSchema,
  "5xx": errorResponseSchema,
} as const;
