import { useParams } from "react-router";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";
import { QueryState } from "../../components/ui/query-state";
import { useUnitQuestions } from "../../features/entrance/api/get-unit-questions";
import { entranceTrail } from "../../features/entrance/entrance-trail";
import { UnitNotHere } from "../../features/entrance/components/entrance-not-here";
import { PassagesProvider } from "../../components/question/passages";
import { UnitQuiz } from "../../features/quiz/components/unit-quiz";

export default function McqUnitRoute() {
  const { id = "", utitle = "", uid = "", utype = "" } = useParams();
  const query = useUnitQuestions(id, uid, utype);
  return (
    <QueryState query={query} notHere={<UnitNotHere subjectId={id} />}>
      {({ entrance, subject, unit, questions, passages }) => (
        <>
          <Breadcrumbs trail={entranceTrail(entrance, subject, unit.title || utitle)} />
          <PassagesProvider passages={passages}>
            <UnitQuiz
              key={unit.id}
              name={unit.title || utitle}
              questions={questions}
              record={{ mode: "mcq-unit", source: String(unit.id) }}
            />
          </PassagesProvider>
        </>
      )}
    </QueryState>
  );
}
