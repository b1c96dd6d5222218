import type { Messages } from "./text";

/**
 * What any endpoint may answer, whatever it does: the session, the request's form, the limits and
 * the server's own troubles. The English is what the API sends as `message`.
 */
export const generalMessages = {
  "general.sessionEnded": "Your session has ended. Please log in again.",
  "general.examinersOnly":
    "This is for examiners. Ask the college's Tayari administrator for access.",
  "general.serverError": "Something went wrong on our side. Please try again in a moment.",
  "general.unavailable": "The service is temporarily unavailable. Please try again in a moment.",
  "general.restarting":
    "The server is restarting. Please try again in a moment: your progress is kept.",
  "general.invalidJson": "The request body is not valid JSON.",
  "general.bodyTooLarge": "The request body is too large.",
  "general.notJson": "Send the request body as JSON (Content-Type: application/json).",
  "general.badContentLength": "The request's Content-Length does not match its body.",
  "general.notAnObject": "Send the request body as a JSON object.",
  "general.requestFailed": "The request could not be processed.",
  "general.invalidData": "The given data was invalid.",
  "general.invalidField": "This field is invalid.",
  "general.tooManyRequests": "Too many requests. Please wait a moment and try again.",
  "general.tooManyAttempts": {
    one: "Too many attempts. Please wait {count} minute and try again.",
    other: "Too many attempts. Please wait {count} minutes and try again.",
  },
  "general.addressTooLong": "The address is too long.",
  "general.malformedAddress": "The address is not valid.",
  "general.invalidAddress": "Not a valid address.",
  // Never the address itself: a 404 body does not echo what the caller sent (issue 29).
  "general.notFound": "Nothing is found at this address of the API.",
  // Before any route: the request could not be read as HTTP (Node's parser), answered on the socket.
  "general.headersTooLarge": "The request's address or headers are too long.",
  "general.malformedRequest": "The request is not valid HTTP.",
  "general.requestTimeout": "The request took too long to arrive. Please try again.",
} as const satisfies Messages;
