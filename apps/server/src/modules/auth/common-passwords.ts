import { dictionary } from "@zxcvbn-ts/language-common";
import { invalidField } from "../../lib/app-error";

// The most used passwords as zxcvbn-ts collects them (49,233, lower case; 17,950 are long enough to
// pass the length rule). Server only: the list never ships in the web bundle.
const COMMON = new Set(dictionary["passwords-common"]);

/** Whether a password is on the list (compared without case): refused, as ASVS 5 asks. */
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

/** A 422 on `password` for a password from the list. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalidField("password", "auth.commonPassword");
}
