import type { Code } from "./all";

/**
 * A code where a schema takes a message (`z.minLength(1, code("auth.emailRequired"))`): zod keeps
 * it as the message, the server answers it as the field error's code and the web app shows
 * its text. Checked against the closed list at compile time; the code itself is the value.
 */
export const code = <C extends Code>(value: C): C => value;
