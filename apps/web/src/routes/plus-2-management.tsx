import { PreparationLanding } from "../features/landings/components/preparation-landing";

export default function PlusTwoManagementPage() {
  return <PreparationLanding course="+2 Management" />;
}
