import { Fragment, type ReactNode } from "react";
import { Marked } from "../import-report/import-report";
import { codeText, isTranslated, type Coded } from "../../lib/codes";
import { useLanguage } from "../../lib/i18n";

/** A message whose `{name}` places hold elements, split there so each language keeps its order. */
export function fill(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}

/**
 * A coded message of the server (or of a page's own checks) in the chosen language, its runs of
 * Latin letters (a file's own words, a keyword) marked as English; one whose module has no text
 * in that language comes in English, marked so.
 */
export function CodedText({ message }: { message: Coded }) {
  useLanguage();
  return isTranslated(message) ? (
    <Marked text={codeText(message)} />
  ) : (
    <span lang="en">{message.message}</span>
  );
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
