import type { ReactNode } from "react";
import { FormField, type ControlProps } from "../../../components/ui/form-field";
import { codedList } from "../../../components/ui/coded-text";
import type { Coded } from "../../../lib/codes";
import { contentLanguage } from "../../../lib/i18n";

/** Names written in Latin letters in Nepali too (file formats, a command, an address). */
export const latin = (text: string) => <span lang="en">{text}</span>;
export const content = (text: string) => <span lang={contentLanguage(text)}>{text}</span>;

/** A field of the import forms: the app's one field (`FormField`), with the server's coded errors. */
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
  return (
    <FormField label={label} hint={hint} error={errors?.length ? codedList(errors) : null}>
      {children}
    </FormField>
  );
}
