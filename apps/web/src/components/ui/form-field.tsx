import { useId, type ReactNode } from "react";

/** What the control inside a field gets: its id and what describes it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  label: string;
  /** A line under the label (what the field takes). */
  hint?: ReactNode;
  /** What is wrong with it, already in the reader's language; nothing when it is fine. */
  error?: ReactNode;
  /** `lang` of the error, where it could only be said in English. */
  errorLang?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The one form field of the app (issue 48, decision 135): a visible label, its hint, the control
 * (given the ids that tie them together) and, under it, what is wrong with it. Each form says its
 * errors its own way (a code's text, several coded messages) and passes them here already drawn.
 */
export function FormField({ label, hint, error, errorLang, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {error ? (
        <p className="field-error" id={errorId} lang={errorLang}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
