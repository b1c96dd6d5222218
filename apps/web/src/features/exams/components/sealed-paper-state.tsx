import { useState, type FormEvent } from "react";
import { FormField } from "../../../components/ui/form-field";
import { asCoded } from "../exam-ledger";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import type { SealedState } from "./use-sealed-paper";

/**
 * What the page before the opening says of this device's sealed paper (decision 0452): when it
 * comes, that it is ready, or the access code (and roll number) it needs first.
 */
export function SealedPaperState({
  state,
  onEntry,
}: {
  state: SealedState;
  onEntry: (accessCode: string, roll: string) => void;
}) {
  const { t } = useMessages();
  const [code, setCode] = useState("");
  const [roll, setRoll] = useState("");
  switch (state.kind) {
    case "waiting":
      return <p className="sealed-paper">{t("paperComes")}</p>;
    case "fetching":
      return (
        <p className="sealed-paper" role="status">
          {t("paperFetching")}
        </p>
      );
    case "ready":
      return (
        <p className="sealed-paper ready" role="status">
          {t("paperReady")}
        </p>
      );
    case "opening":
      return (
        <p className="sealed-paper" role="status">
          {t("paperOpening")}
        </p>
      );
    case "none":
      return null;
    case "needsEntry": {
      const onSubmit = (event: FormEvent) => {
        event.preventDefault();
        onEntry(code.trim(), roll.trim());
      };
      return (
        <form className="sealed-paper auth-form" onSubmit={onSubmit}>
          <p>{t("paperNeedsEntry")}</p>
          <FormField label={t("accessCode")}>
            {(control) => (
              <input {...control} value={code} onChange={(e) => setCode(e.target.value)} />
            )}
          </FormField>
          {state.asksRoll && (
            <FormField label={t("rollNumber")}>
              {(control) => (
                <input
                  {...control}
                  value={roll}
                  onChange={(e) => setRoll(e.target.value)}
                  autoComplete="off"
                />
              )}
            </FormField>
          )}
          {state.error && (
            <p className="field-error" role="alert">
              <CodedText message={asCoded(state.error)} />
            </p>
          )}
          <button className="button" type="submit">
            {t("getPaperReady")}
          </button>
        </form>
      );
    }
  }
}
