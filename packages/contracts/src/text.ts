/**
 * NUL and the other control characters (C0, DEL, C1), and UTF-16 halves without their partner:
 * none of the API's text fields allows them (PostgreSQL refuses NUL outright; the rest are invisible
 * or garble a name). Refused with a 422 naming the field, before the database sees them.
 */
// Finding control characters is the point of this pattern.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenCharacters = (value: string) => FORBIDDEN.test(value);

export const forbiddenCharactersMessage = (field: string) =>
  `The ${field} must not contain control characters or broken characters.`;

/** For `z.string().refine(...)`: the check and its message, for one field. */
export const plainText = (field: string) =>
  [(value: string) => !hasForbiddenCharacters(value), forbiddenCharactersMessage(field)] as const;
