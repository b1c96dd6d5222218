import { Fragment, type ReactNode } from "react";
import { codeText, isTranslated, type Coded } from "../../lib/codes";
import { currentLanguage, useLanguage } from "../../lib/i18n";
import { formatWhen, type TimedWords } from "./timed-text";

/** A feature's own words for some API codes whose `{when}` is a moment (`timed-text.tsx`). */
export type CodeWords = Readonly<Record<string, TimedWords>>;

/**
 * Text in the reader's language; in Nepali, each run of Latin letters (a file's own words, a
 * keyword such as ANSWER:, a format's name) is marked as English, as content is elsewhere.
 */
export function Marked({ text }: { text: string }): ReactNode {
  if (currentLanguage() === "en") return text;
  return text.split(/([\x20-\x7E]*[A-Za-z][\x20-\x7E]*)/).map((part, i) =>
    i % 2 ? (
      <span key={i} lang="en">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** A message whose `{name}` places hold elements, split there so each language keeps its order. */
export function fill(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/**
 * A coded message in the reader's language and whether it is in it: a code `words` has, whose
 * `{when}` is a moment, in the feature's own words with the moment on Nepal's clock, named
 * (decisions 106, 107; the server's English has it as an ISO string); any other as the code
 * catalogues say it.
 */
export function sayCoded(message: Coded, words?: CodeWords): { text: string; translated: boolean } {
  const when = message.params.when;
  const said = words?.[message.code];
  if (typeof when !== "string" || !said)
    return { text: codeText(message), translated: isTranslated(message) };
  const local = (iso: string) => formatWhen(new Date(iso), { nameZone: true });
  return { text: said(message.params, local(when), local), translated: true };
}

/**
 * A coded message of the server (or of a page's own checks) in the chosen language, its runs of
 * Latin letters (a file's own words, a keyword) marked as English; one whose module has no text
 * in that language comes in English, marked so. `words`: a feature's own words for codes whose
 * `{when}` is a moment; `whole`: the text in one span, its Latin runs left unmarked (the exams'
 * pages, whose messages name exams and addresses).
 */
export function CodedText({
  message,
  words,
  whole = false,
}: {
  message: Coded;
  words?: CodeWords;
  whole?: boolean;
}) {
  useLanguage();
  const { text, translated } = sayCoded(message, words);
  if (whole) return <span lang={translated ? undefined : "en"}>{text}</span>;
  return translated ? <Marked text={text} /> : <span lang="en">{text}</span>;
}

/** The one `CodedText` with a feature's own words for its timed codes, whole (the exams' pages). */
export function codedTextIn(words: CodeWords) {
  return function FeatureCodedText({ message }: { message: Coded }) {
    return <CodedText message={message} words={words} whole />;
  };
}

/** Several messages, one after another. */
export const codedList = (messages: readonly Coded[], separator = " ") =>
  messages.map((message, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      <CodedText message={message} />
    </Fragment>
  ));

/** A failed call's message and, a line each, what it says per field (`line 7`, `question 12`). */
export function CodedFailure({ error }: { error: Coded & { fields: Record<string, Coded[]> } }) {
  return (
    <>
      <CodedText message={error} />
      {Object.entries(error.fields).map(([field, messages]) => (
        <Fragment key={field}>
          {"\n"}
          {codedList(messages, "; ")}
        </Fragment>
      ))}
    </>
  );
}
