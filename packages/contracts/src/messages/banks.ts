import type { Messages } from "./text";

/** The entrance bank served in pieces: one attempt's draw, one year's model paper. */
export const banksMessages = {
  "banks.invalidYear": "Not a valid year.",
  "banks.invalidIds": "Not a list of question numbers (at most 200, separated by commas).",
  "banks.noSuchPaper": "There is no model paper for {year}. Papers exist for {first} to {last}.",
  "banks.paperMissing": "The bank holds no model paper for {year}.",
} as const satisfies Messages;
