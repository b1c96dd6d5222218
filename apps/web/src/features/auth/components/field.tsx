import type { InputHTMLAttributes } from "react";
import { FormField } from "../../../components/ui/form-field";
import { labelled } from "../../../lib/checked-body";
import { codeText, isTranslated, type Coded } from "../../../lib/codes";
import { useLanguage } from "../../../lib/i18n";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: Coded | undefined;
}

/**
 * An account form's input in the app's one field (`FormField`). The error (the form's rules or
 * the server's, as a code) is shown in the interface's language; one without text in it is shown
 * in English, and said so.
 */
export function Field({ label, error: given, ...input }: FieldProps) {
  useLanguage();
  const error = given && labelled(given, label);
  return (
    <FormField
      label={label}
      error={error ? codeText(error) : null}
      errorLang={error && !isTranslated(error) ? "en" : undefined}
    >
      {(control) => <input {...control} {...input} />}
    </FormField>
  );
}
