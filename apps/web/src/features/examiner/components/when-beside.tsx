import type { ChangeEvent, ComponentProps } from "react";
import { FormField } from "../../../components/ui/form-field";
import { deviceInNepal, formatBikramSambat, formatOnDevice } from "../../../lib/bikram-sambat";
import { formatWhen } from "../../../components/ui/timed-text";
import { useLanguage } from "../../../lib/i18n";
import { nepalInstant } from "../exam-request";
import { useMessages } from "../messages";

/**
 * The moment a picker holds, said back on Nepal's clock and named so (the picker shows no zone; its
 * value is read as Nepal time, decision 106); the same moment on the device's own clock when that
 * is another zone, and in Bikram Sambat when Nepali is shown.
 */
export function WhenBeside({ value }: { value: string }) {
  const { t } = useMessages();
  const language = useLanguage();
  const date = nepalInstant(value);
  const parts = [
    language === "ne" ? t("datePickerHint") : "",
    date ? t("pickedWhen", { when: formatWhen(date, { nameZone: true }) }) : "",
    date && !deviceInNepal(date) ? t("deviceWhen", { when: formatOnDevice(date) }) : "",
    date && language === "ne" ? t("bsDate", { date: formatBikramSambat(date, "ne") }) : "",
  ].filter(Boolean);
  if (!parts.length) return null;
  return <p className="hint">{parts.join(" ")}</p>;
}

/** A picker of a moment read on Nepal's clock, the moment said back under it (WhenBeside). */
export function MomentField({
  value,
  onChange,
  required,
  ...field
}: Omit<ComponentProps<typeof FormField>, "after" | "children" | "input" | "group"> & {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
}) {
  return (
    <FormField
      {...field}
      after={<WhenBeside value={value} />}
      input={{ type: "datetime-local", value, onChange, required }}
    />
  );
}
