import { EntranceSubjectList } from "../../features/entrance/components/entrance-subject-list";
import { PreparationLanding } from "../../features/landings/components/preparation-landing";

export default function CsitPage() {
  return (
    <PreparationLanding course="B.Sc.CSIT" startTo="/csit/mock-tests">
      <EntranceSubjectList entranceSlug="csit" />
    </PreparationLanding>
  );
}
