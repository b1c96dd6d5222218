import { ExaminerDashboard } from "../features/examiner/components/examiner-dashboard";
import { ScheduleLiveMock } from "../features/examiner/components/schedule-live-mock";
import { PAPERS } from "../features/mocks/papers";
import { useMessages } from "../features/mocks/messages";

export default function ExaminerRoute() {
  // The B.Sc.CSIT mock papers, named as the mock tests' pages name them (decision 257).
  const { t } = useMessages();
  const papers = PAPERS.map((p) => ({
    slug: p.slug,
    name:
      p.kind === "mock"
        ? t("mockTitle", { number: p.number })
        : t("modelTitle", { year: p.number }),
  }));
  return (
    <>
      <ExaminerDashboard />
      <ScheduleLiveMock papers={papers} />
    </>
  );
}
