import { EntranceSubjectList } from "../features/entrance/components/entrance-subject-list";
import { PreparationLanding } from "../features/landings/components/preparation-landing";

export default function BcaPage() {
  return (
    <PreparationLanding course="BCA">
      <EntranceSubjectList entranceSlug="bca" />
    </PreparationLanding>
  );
}
