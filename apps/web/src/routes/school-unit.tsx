import { useParams } from "react-router";
import { QueryState } from "../components/ui/query-state";
import { useCategoryItems } from "../features/catalog/api/get-category-items";
import { UnitQuiz } from "../features/quiz/components/unit-quiz";
import { parseQuestions } from "../lib/parse-questions";

export default function SchoolUnitRoute() {
  const { slug = "", type = "", id = "" } = useParams();
  const query = useCategoryItems(slug, type);
  return (
    <QueryState query={query}>
      {({ items }) => {
        const unit = items.flatMap((item) => item.content).find((u) => String(u.id) === id);
        if (!unit) return <p role="alert">This unit was not found.</p>;
        return (
          <UnitQuiz
            key={unit.id}
            name={unit.name}
            questions={parseQuestions(unit.json_data)}
            record={{ mode: "school-unit", source: String(unit.id) }}
          />
        );
      }}
    </QueryState>
  );
}
