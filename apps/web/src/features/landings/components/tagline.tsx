import { useMessages } from "../messages";

export function ScholarshipTagline() {
  const { t } = useMessages();
  return <p className="tagline">{t("tagline")}</p>;
}
