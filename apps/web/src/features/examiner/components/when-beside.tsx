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
