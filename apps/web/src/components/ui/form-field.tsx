import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { labelled } from "../../lib/checked-body";
import type { Coded } from "../../lib/codes";
import { codedList } from "./coded-text";

/** What the control inside a field gets: its id and what describes it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

type FormFieldProps = FieldParts &
  (
    | { children: (control: ControlProps) => ReactNode; input?: never }
    | { /** A plain `<input>` with these attributes, the control given. */ input: InputProps }
  );
type InputProps = InputHTMLAttributes<HTMLInputElement>;

interface FieldParts {
  label: ReactNode;
  /** A line under the label (what the field takes). */
  hint?: ReactNode;
  /**
   * What is wrong with it: the form's own checks or the server's, as coded messages, each said in
   * the reader's language (a text rule's naming the field by its label, decision 100); nothing when
   * it is fine.
   */
  errors?: Coded | readonly Coded[] | null | undefined;
  /** Under the control, above its errors (a moment said in words, a longer hint). */
  after?: ReactNode;
  /** The control's id, where the page names it; the field's own otherwise. */
  id?: string | undefined;
  /** A group of controls (checkboxes): a fieldset, its label the legend. */
  group?: boolean;
}

/**
 * The one form field of the app (issue 48, decision 135): a visible label, its hint, the control
 * (given the ids that tie them together) and, under it, what is wrong with it.
 */
export function FormField(props: FormFieldProps) {
  const { label, hint, errors, after, id: given, group = false } = props;
  const control = (tied: ControlProps) =>
    props.input ? <input {...tied} {...props.input} /> : props.children(tied);
  const own = useId();
  const id = given ?? own;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const list = errors ? ([] as Coded[]).concat(errors) : [];
  const shown = typeof label === "string" ? list.map((e) => labelled(e, label)) : list;
  const described = [hint && hintId, shown.length && errorId].filter(Boolean).join(" ");
  const parts = (
    <>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control({
        id,
        "aria-invalid": shown.length ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {after}
      {shown.length ? (
        <p className="field-error" id={errorId}>
          {codedList(shown)}
        </p>
      ) : null}
    </>
  );
  return group ? (
    <fieldset className="field">
      <legend>{label}</legend>
      {parts}
    </fieldset>
  ) : (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {parts}
    </div>
  );
}
