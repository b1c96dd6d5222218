import { dictionary } from "@zxcvbn-ts/language-common";
import { HttpError } from "../../lib/http-errors";

// The most used passwords as zxcvbn-ts collects them (49,233, lower case; 17,950 are long enough to
// pass the length rule). Server only: the list never ships in the web bundle.
const COMMON = new Set(dictionary["passwords-common"]);

export const COMMON_PASSWORD =
  "This password is one of the most commonly used passwords, so it is easy to guess. Please choose another.";

/** A 422 on `password` for a password from the list (compared without case), as ASVS 5 asks. */
export function refuseCommonPassword(password: string): void {
  if (COMMON.has(password.toLowerCase()))
    throw new HttpError(422, COMMON_PASSWORD, { password: [COMMON_PASSWORD] });
}
