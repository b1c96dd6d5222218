import type { Messages, Text } from "@tayari/contracts/messages/text";

/** A module's catalogue in another language: a text for each code of its English table. */
export type CodeCatalogue<M extends Messages> = { readonly [C in keyof M]: Text };
