import type { Messages } from "./text";

/** The student's own data: its export, and deleting the account. */
export const accountMessages = {
  "account.passwordRequired": "Enter your password to delete the account.",
  "account.passwordTooLong": "The password is at most 1000 characters.",
  "account.wrongPassword": "The password is not right; the account was not deleted.",
  "account.passwordNotRight": "The password is not right.",
  "account.deleted": "Your account and everything kept with it have been deleted.",
} as const satisfies Messages;
