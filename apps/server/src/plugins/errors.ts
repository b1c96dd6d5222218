import fp from "fastify-plugin";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import { generalErrors } from "@tayari/contracts/endpoint";
import type { CodedMessage } from "@tayari/contracts/errors";
import { MESSAGES, type Code, type PlainCode } from "@tayari/contracts/messages/all";
import { AppError, coded } from "../lib/app-error";

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

const isCode = (value: unknown): value is Code =>
  typeof value === "string" && Object.hasOwn(MESSAGES, value);

/**
 * A schema's issue as a field error: schemas in packages/contracts give a code as the message
 * (`code("auth.emailRequired")`) and, on a refinement, its values as `params`. A check written
 * without one reads "This field is invalid.".
 */
function issueMessage(issue: ZodFastifySchemaValidationError, field: string): CodedMessage {
  if (!isCode(issue.message)) return coded("general.invalidField");
  const values = (issue.params as { params?: Record<string, string | number> }).params ?? {};
  // A text rule's message names the field it refuses (packages/contracts/src/text.ts).
  const named = JSON.stringify(MESSAGES[issue.message]).includes("{field}")
    ? { field, ...values }
    : values;
  return coded(issue.message, named as never);
}

/**
 * `errors` within the bounds of an error body (issue 29: a bank of 100,000 bad items answered
 * 21 MB): at most MAX_FIELD_ERRORS messages in all, field by field, then `*` counting the problems
 * left out.
 */
export function capErrors<M>(
  errors: Record<string, M[]>,
  more: (count: number) => M,
): Record<string, M[]> {
  // A field may be named "__proto__" (input.reservedKey): a key of a null-prototype object, then
  // copied as an own key.
  const capped: Record<string, M[]> = Object.create(null);
  let room = MAX_FIELD_ERRORS;
  let left = 0;
  for (const [field, list] of Object.entries(errors)) {
    if (field === "*") continue;
    const kept = list.slice(0, Math.max(0, room));
    if (kept.length) capped[field] = kept;
    room -= kept.length;
    left += list.length - kept.length;
  }
  // Capped already (the bank worker caps what it sends): its count of the rest is kept.
  if (left) capped["*"] = [more(left)];
  else if (Object.hasOwn(errors, "*")) capped["*"] = errors["*"]!;
  return { ...capped };
}

/** The most fields (and messages) an error body lists; the rest are counted under `*` (issue 29). */
export const MAX_FIELD_ERRORS = 100;

/**
 * Per field, each message once; a body that is not an object at all says so. At most
 * MAX_FIELD_ERRORS fields, then one `*` entry counting the fields left out.
 */
export function fieldErrors(
  issues: readonly ZodFastifySchemaValidationError[],
): Record<string, CodedMessage[]> {
  const errors: Record<string, CodedMessage[]> = Object.create(null);
  const more = new Set<string>();
  let fields = 0;
  for (const issue of issues) {
    const path = issue.instancePath.slice(1).replaceAll("/", ".");
    const key = path || "body";
    if (!Object.hasOwn(errors, key)) {
      if (fields >= MAX_FIELD_ERRORS) {
        more.add(key);
        continue;
      }
      errors[key] = [];
      fields++;
    }
    const message = path ? issueMessage(issue, path) : coded("general.notAnObject");
    const messages = errors[key]!;
    if (!messages.some((m) => m.code === message.code)) messages.push(message);
  }
  if (more.size) errors["*"] = [coded("input.moreProblems", { count: more.size })];
  return { ...errors };
}

/** Fastify's own refusals of a request's body, as codes. */
function frameworkCode(error: FastifyError, status: number): PlainCode {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "general.invalidJson";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "general.bodyTooLarge";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "general.notJson";
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "general.badContentLength";
  }
  return status === 429 ? "general.tooManyRequests" : "general.requestFailed";
}

/** Whether the route's declaration lists `code` at `status` (or every endpoint may answer it). */
function declares(request: FastifyRequest, status: number, code: Code): boolean {
  const endpoint = request.routeOptions.config?.endpoint;
  if (!endpoint) return true;
  return [
    ...(endpoint.errors?.[status] ?? []),
    ...(generalErrors(endpoint)[status] ?? []),
  ].includes(code);
}

/** A 429's Retry-After when the refusal does not say how long (seconds). */
const RETRY_AFTER_SECONDS = 60;

/** The one error handler: every error body has a code, its values and the English message. */
export const errorsPlugin = fp(async (app) => {
  const send = (reply: FastifyReply, status: number, body: object) =>
    reply.status(status).send(body);

  app.setErrorHandler((error, request, reply) => {
    // Every 429 says when to come back: the wait the limit gave, else a minute (issue 29).
    if ((error as { statusCode?: number }).statusCode === 429 && !reply.hasHeader("retry-after"))
      reply.header(
        "Retry-After",
        String((error as { retryAfterSeconds?: number }).retryAfterSeconds ?? RETRY_AFTER_SECONDS),
      );
    if (error instanceof AppError) {
      const { statusCode, body, errors } = error;
      // A field's own schema code, refused before validation (digits in an address: contract.ts).
      const fromSchema = (error as { fromSchema?: boolean }).fromSchema === true;
      if (!fromSchema && !declares(request, statusCode, body.code)) {
        request.log.error(
          { code: body.code, status: statusCode },
          "answered an error code its endpoint does not declare",
        );
        if (app.contract?.strict) return send(reply, 500, coded("general.serverError"));
      }
      return send(reply, statusCode, {
        ...body,
        ...(errors
          ? { errors: capErrors(errors, (n) => coded("input.moreProblems", { count: n })) }
          : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A body that breaks the rules is "unprocessable"; a bad path or query is a plain bad request.
      const status = (error.validationContext ?? "body") === "body" ? 422 : 400;
      const errors = fieldErrors(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? coded("general.invalidData");
      return send(reply, status, { ...first, errors });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500)
      return send(reply, status, coded(frameworkCode(error as FastifyError, status)));
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      reply.header("Retry-After", "5");
      return send(reply, 503, coded("general.unavailable"));
    }
    request.log.error({ err: error }, "request failed");
    return send(reply, 500, coded("general.serverError"));
  });
});

/** Fastify's `frameworkErrors`: a malformed or over-long address, met before any route runs. */
export function sendRouterError(error: FastifyError, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  return reply
    .code(tooLong ? 414 : 400)
    .send(tooLong ? coded("general.addressTooLong") : coded("general.malformedAddress"));
}
