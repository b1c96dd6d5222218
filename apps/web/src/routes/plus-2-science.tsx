import { PreparationLanding } from "../features/landings/components/preparation-landing";

export default function PlusTwoSciencePage() {
  return <PreparationLanding course="+2 Science" startTo="/exam-questions" />;
}
