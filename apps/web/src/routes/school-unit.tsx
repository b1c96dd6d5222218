import { useParams } from "react-router";
import { Breadcrumbs } from "../components/ui/breadcrumbs";
import { NotHere } from "../components/ui/not-here";
import { QueryState } from "../components/ui/query-state";
import { useCategoryItems } from "../features/catalog/api/get-category-items";
import { CatalogNotHere } from "../features/catalog/components/catalog-not-here";
import { PassagesProvider } from "../components/question/passages";
import { UnitQuiz } from "../features/quiz/components/unit-quiz";
import { useMessages } from "../features/quiz/messages";
import { parseQuestions } from "../lib/parse-questions";

export default function SchoolUnitRoute() {
  const { t } = useMessages();
  const { slug = "", type = "", id = "" } = useParams();
  const query = useCategoryItems(slug, type);
  return (
    <QueryState query={query} notHere={<CatalogNotHere slug={slug} missing="page" />}>
      {({ level, subject, category, items }) => {
        const unit = items.flatMap((item) => item.content).find((u) => String(u.id) === id);
        if (!unit) {
          const where = `${subject.name}: ${category.name}`;
          return (
            <NotHere
              title={t("unitNotFound")}
              text={t("unitNotFoundWhy", { category: where })}
              back={{
                to: `/school/${subject.slug}/${category.slug}`,
                label: t("backToUnits", { category: where }),
              }}
            />
          );
        }
        return (
          <>
            <Breadcrumbs
              trail={[
                { label: level.name, to: `/school/${level.slug}` },
                {
                  label: `${subject.name}: ${category.name}`,
                  to: `/school/${subject.slug}/${category.slug}`,
                },
                { label: unit.name },
              ]}
            />
            <PassagesProvider passages={unit.passages}>
              <UnitQuiz
                key={unit.id}
                name={unit.name}
                questions={parseQuestions(unit.json_data)}
                record={{ mode: "school-unit", source: String(unit.id) }}
              />
            </PassagesProvider>
          </>
        );
      }}
    </QueryState>
  );
}
