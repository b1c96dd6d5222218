import { ExaminerDashboard } from "../../features/examiner/components/examiner-dashboard";
import { ScheduleLiveMock } from "../../features/examiner/components/schedule-live-mock";
import { FAMILIES } from "../../features/mocks/papers";
import { usePaperTitle } from "../../features/mocks/components/paper-title";

export default function ExaminerRoute() {
  // Every entrance's mock papers, named as the mock tests' pages name them (decisions 257 and 296).
  const title = usePaperTitle();
  const papers = [...FAMILIES.csit.papers, ...FAMILIES.bca.papers].map((p) => ({
    slug: p.slug,
    name: title(p),
  }));
  return (
    <>
      <ExaminerDashboard />
      <ScheduleLiveMock papers={papers} />
    </>
  );
}
