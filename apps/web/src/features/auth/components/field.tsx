import { useId, type InputHTMLAttributes } from "react";
import { contentLanguage, useLanguage } from "../../../lib/i18n";
import { translateMessage } from "../index";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/**
 * A labelled input with its error under it. The error (the form's rules or the server's, in
 * English) is shown in the interface's language when it is a known one.
 */
export function Field({ label, error, ...input }: FieldProps) {
  const language = useLanguage();
  const id = useId();
  const shown = translateMessage(error);
  // A message we do not know is shown as it came: English, and said so for screen readers.
  const untranslated =
    language !== "en" && shown === error && contentLanguage(error ?? "") !== "ne";
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p className="field-error" id={errorId} lang={untranslated ? "en" : undefined}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}
