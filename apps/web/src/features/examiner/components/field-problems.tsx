import type { ReactNode } from "react";
import type { CodedMessage } from "@tayari/contracts/errors";
import type { FormField } from "../exam-request";
import { CodedText } from "../text";

/** A field's messages, right under it, in the reader's language. */
export function FieldProblems({
  id,
  messages,
}: {
  id: string;
  messages: CodedMessage[] | undefined;
}) {
  if (!messages?.length) return null;
  return (
    <p className="field-error" id={id}>
      {messages.map((m, i) => (
        <span key={i}>
          {i > 0 && " "}
          <CodedText message={m} />
        </span>
      ))}
    </p>
  );
}

/** What ties a form's field to its messages: its props, and the messages under it. */
export interface Described {
  described: (field: FormField) => Record<string, unknown>;
  problems: (field: FormField) => ReactNode;
}
