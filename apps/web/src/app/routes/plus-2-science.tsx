import { PreparationLanding } from "../../features/landings/components/preparation-landing";
import { useMessages } from "../../features/landings/messages";

export default function PlusTwoSciencePage() {
  const { t } = useMessages();
  return <PreparationLanding course={t("plus2Science")} startTo="/exam-questions" />;
}
