import { formatBikramSambat } from "../../../lib/bikram-sambat";
import { formatWhen } from "../../../components/ui/timed-text";
import { useLanguage } from "../../../lib/i18n";
import { useMessages } from "../messages";

/**
 * The moment a picker holds, said back with its zone named (the picker has the device's zone and
 * shows none), and in Bikram Sambat beside it when Nepali is shown.
 */
export function WhenBeside({ value }: { value: string }) {
  const { t } = useMessages();
  const language = useLanguage();
  const date = value ? new Date(value) : null;
  const valid = date !== null && !Number.isNaN(date.getTime());
  const parts = [
    language === "ne" ? t("datePickerHint") : "",
    valid ? t("pickedWhen", { when: formatWhen(date, { nameZone: true }) }) : "",
    valid && language === "ne" ? t("bsDate", { date: formatBikramSambat(date, "ne") }) : "",
  ].filter(Boolean);
  if (!parts.length) return null;
  return <p className="hint">{parts.join(" ")}</p>;
}
