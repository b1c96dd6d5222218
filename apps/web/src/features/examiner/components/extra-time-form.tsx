import { useState, type ChangeEvent } from "react";
import type { ExtraTimeRequest } from "@tayari/contracts/examiner-candidates";
import { useSetExtraTime } from "../api/set-extra-time";
import { useMessages as useCandidateMessages } from "../candidate-messages";
import { useMessages } from "../messages";
import { CodedText } from "../text";
import { CandidateForm } from "./candidate-parts";
import { FormFooter, useReport } from "./form-report";
import { FormField } from "../../../components/ui/form-field";
import type { Coded } from "../../../lib/codes";

/** A whole number from 0 (minutes, or percent), typed on a phone's number pad. */
export const numberInput = (value: string, set: (value: string) => void) => ({
  type: "number",
  inputMode: "numeric" as const,
  min: 0,
  value,
  onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
});

/** The candidate a form is for: a roll number or an e-mail. */
export function WhoField({ who, setWho }: { who: string; setWho: (who: string) => void }) {
  const { t } = useMessages();
  return (
    <FormField
      label={t("candidateWho")}
      input={{ value: who, onChange: (e) => setWho(e.target.value), required: true }}
    />
  );
}

/**
 * Extra time for one candidate (issue 68 point 2): added to what they have or set to an amount;
 * the server first says what the change does (who, their state, before and after, their new end),
 * and only a confirmation makes it, shortening a sitting candidate's time included.
 */
export function ExtraTime({ slug }: { slug: string }) {
  const { t } = useMessages();
  const words = useCandidateMessages();
  const [who, setWho] = useState("");
  const [amount, setAmount] = useState("");
  const [unit, setUnit] = useState<"minutes" | "percent">("minutes");
  const [mode, setMode] = useState<"add" | "set">("add");
  const [effect, setEffect] = useState<{ body: ExtraTimeRequest; said: Coded } | null>(null);
  const { report, clear, answer } = useReport();
  const giving = useSetExtraTime(slug);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setEffect(null);
    };
  function submit() {
    clear();
    const value = amount.trim() === "" ? 0 : Number(amount);
    const body: ExtraTimeRequest = {
      who,
      mode,
      ...(unit === "minutes" ? { minutes: value } : { percent: value }),
    };
    giving.mutate(
      { ...body, preview: true },
      {
        onSuccess: (said) => setEffect({ body, said }),
        onError: answer().onError,
      },
    );
  }
  function confirm() {
    if (!effect) return;
    const shorten = effect.said.code === "exams.extraTimeWouldShorten";
    giving.mutate(
      { ...effect.body, ...(shorten ? { shorten } : {}) },
      answer(() => setEffect(null)),
    );
  }
  return (
    <CandidateForm
      title={t("extraTimeTitle")}
      hint={t("extraTimeHint")}
      onSubmit={submit}
      below={
        effect && (
          <div className="confirm-change" role="alertdialog" aria-label={words.t("confirmTitle")}>
            <p>
              <CodedText message={effect.said} />
            </p>
            <button className="button primary" type="button" onClick={confirm}>
              {words.t("confirmChange")}
            </button>{" "}
            <button className="button" type="button" onClick={() => setEffect(null)}>
              {words.t("cancelChange")}
            </button>
          </div>
        )
      }
    >
      <WhoField who={who} setWho={changed(setWho)} />
      <FormField label={words.t("extraMode")}>
        {(control) => (
          <select
            {...control}
            value={mode}
            onChange={(e) => changed(setMode)(e.target.value as "add" | "set")}
          >
            <option value="add">{words.t("modeAdd")}</option>
            <option value="set">{words.t("modeSet")}</option>
          </select>
        )}
      </FormField>
      <FormField label={t("extraAmount")}>
        {(control) => (
          <>
            <input {...control} {...numberInput(amount, changed(setAmount))} />
            <select
              aria-label={t("extraUnit")}
              value={unit}
              onChange={(e) => changed(setUnit)(e.target.value as "minutes" | "percent")}
            >
              <option value="minutes">{t("unitMinutes")}</option>
              <option value="percent">{t("unitPercent")}</option>
            </select>
          </>
        )}
      </FormField>
      <FormFooter report={report} submit={t("giveExtraTime")} busy={giving.isPending} />
    </CandidateForm>
  );
}
