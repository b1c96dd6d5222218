import { z } from "zod";

/**
 * An error whose English message is meant for the person using the site: the routes not yet
 * declared in packages/contracts still throw it (issue 27 moves each module onto `AppError`).
 */
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

const errorBody = z.looseObject({ message: z.string() });

/** Declared on every route not yet declared in packages/contracts: whatever goes wrong has a message. */
export const errorResponses = { "4xx": errorBody, "5xx": errorBody } as const;
