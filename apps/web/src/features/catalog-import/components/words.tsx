import { contentLanguage } from "../../../lib/i18n";

/** Names written in Latin letters in Nepali too (file formats, a command, an address). */
export const latin = (text: string) => <span lang="en">{text}</span>;
/** A name as its author wrote it, marked with the language of its letters. */
export const content = (text: string) => <span lang={contentLanguage(text)}>{text}</span>;
