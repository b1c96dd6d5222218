import { useId, type ReactNode } from "react";
import { codedList } from "../../../components/ui/coded-text";
import type { Coded } from "../../../lib/codes";
import "../../../lib/codes/imports";
import "../../../lib/codes/input";
import { contentLanguage } from "../../../lib/i18n";

/** Names written in Latin letters in Nepali too (file formats, a command, an address). */
export const latin = (text: string) => <span lang="en">{text}</span>;
export const content = (text: string) => <span lang={contentLanguage(text)}>{text}</span>;

interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled control with its hint and, under it, the server's (or the form's) errors for it. */
export function Field({
  label,
  hint,
  errors,
  children,
}: {
  label: string;
  hint?: ReactNode;
  errors?: readonly Coded[] | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, errors?.length && errorId].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {errors?.length ? (
        <p className="field-error" id={errorId}>
          {codedList(errors)}
        </p>
      ) : null}
    </div>
  );
}
