import { useId, type InputHTMLAttributes } from "react";
import { labelled } from "../../../lib/checked-body";
import { codeText, isTranslated, type Coded } from "../../../lib/codes";
import "../../../lib/codes/auth";
import "../../../lib/codes/input";
import { useLanguage } from "../../../lib/i18n";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: Coded | undefined;
}

/**
 * A labelled input with its error under it. The error (the form's rules or the server's, as a
 * code) is shown in the interface's language.
 */
export function Field({ label, error: given, ...input }: FieldProps) {
  useLanguage();
  const error = given && labelled(given, label);
  const id = useId();
  const shown = error ? codeText(error) : null;
  // A message without text in the reader's language is shown in English, and said so.
  const untranslated = error ? !isTranslated(error) : false;
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
