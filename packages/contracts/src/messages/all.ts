// Every message the API and the web app's client can give, by code: the closed list. The server
// reads the English from here for `message`; the web app shows each code in the reader's language
// from its own catalogues (apps/web/src/lib/codes), typed against these tables. Import the table of
// one module where its English is needed; this file, which holds them all, is for the server and
// for types.
import { accountMessages } from "./account";
import { attemptsMessages } from "./attempts";
import { authMessages } from "./auth";
import { banksMessages } from "./banks";
import { catalogMessages } from "./catalog";
import { examsMessages } from "./exams";
import { clientMessages } from "./client";
import { generalMessages } from "./general";
import { importsMessages } from "./imports";
import { inputMessages } from "./input";
import { mocksMessages } from "./mocks";
import { progressMessages } from "./progress";
import type { ParamsOf, Text } from "./text";

export const MESSAGES = {
  ...generalMessages,
  ...clientMessages,
  ...catalogMessages,
  ...banksMessages,
  ...authMessages,
  ...importsMessages,
  ...attemptsMessages,
  ...progressMessages,
  ...accountMessages,
  ...inputMessages,
  ...mocksMessages,
  ...examsMessages,
} as const;

export type AllMessages = typeof MESSAGES;
/** A message's code: `module.name`. */
export type Code = keyof AllMessages;
/** The values the message of `C` needs (`{}` when none). */
export type Params<C extends Code> = ParamsOf<AllMessages[C]>;

/** The codes whose message has no values. */
export type PlainCode = {
  [C in Code]: Params<C> extends Record<string, never> ? C : never;
}[Code];

/** Every code with its params, as a union: `{ code: "x", params: {...} }`. */
export type Coded = { [C in Code]: { code: C; params: Params<C> } }[Code];

export const englishText = (code: Code): Text => MESSAGES[code];
