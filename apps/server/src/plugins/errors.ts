import fp from "fastify-plugin";
import type { FastifyError, FastifyReply } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-errors";

const SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";
const UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";

/** Errors from the database driver that mean "cannot reach the database", not "bad query". */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? "";
  const message = String((error as Error | null)?.message ?? "");
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "ENOTFOUND",
      "EPIPE",
      "57P01",
      "57P02",
      "57P03",
      "08000",
      "08001",
      "08003",
      "08006",
    ].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}

const NOT_AN_OBJECT = "Send the request body as a JSON object.";

/** Per field, each message once; a body that is not an object at all says so in words. */
function fieldErrors(issues: ZodFastifySchemaValidationError[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.slice(1).replaceAll("/", ".");
    const key = path || "body";
    const message = path ? (issue.message ?? "This field is invalid.") : NOT_AN_OBJECT;
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/** The one error handler: 4xx carry a human message; 5xx are logged and their details kept from the client. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A body that breaks the rules is "unprocessable"; a bad path or query is a plain bad request.
      const context = error.validationContext ?? "body";
      const errors = fieldErrors(error.validation);
      const message = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
      return reply.status(context === "body" ? 422 : 400).send({ message, errors });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: humanMessage(error as Error & { code?: string }, status) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.status(503).header("Retry-After", "5").send({ message: UNAVAILABLE });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: SERVER_ERROR });
  });
});

function humanMessage(error: Error & { code?: string }, status: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the request body as JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The request's Content-Length does not match its body.";
  }
  if (status === 429)
    return error.message || "Too many requests. Please wait a moment and try again.";
  return error.message || "The request could not be processed.";
}

/** Fastify's `frameworkErrors`: a malformed or over-long address, met before any route runs. */
export function sendRouterError(error: FastifyError, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  return reply
    .code(tooLong ? 414 : 400)
    .send({ message: tooLong ? "The address is too long." : "The address is not valid." });
}
