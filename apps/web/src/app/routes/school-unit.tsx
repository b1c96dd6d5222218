import { useEffect } from "react";
import { useParams } from "react-router";
import type { Passage, Question } from "@tayari/contracts/question";
import type { UnitIntro } from "@tayari/contracts/unit-page";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";
import { NotHere } from "../../components/ui/not-here";
import { QueryState } from "../../components/ui/query-state";
import { useCategoryItems } from "../../features/catalog/api/get-category-items";
import { CatalogNotHere } from "../../features/catalog/components/catalog-not-here";
import { unitIntroFor } from "../../features/catalog/unit-intro";
import { PassagesProvider } from "../../components/question/passages";
import { UnitQuiz } from "../../features/quiz/components/unit-quiz";
import { useMessages } from "../../features/quiz/start-messages";
import { parseQuestions } from "../../lib/parse-questions";

// What hides the screen drawn from the page's facts on a device that shows Nepali (styles.css).
const FROM_THE_PAGE = "unit-from-page";

export default function SchoolUnitRoute() {
  const { t } = useMessages();
  const { slug = "", type = "", id = "" } = useParams();
  const query = useCategoryItems(slug, type);
  // The page came with this unit's first screen (decision 294): the same screen until the
  // questions are here, then Start.
  const intro = query.isPending ? unitIntroFor(slug, type, id) : null;
  useEffect(() => {
    // Drawn in English: shown, whatever boot.js guessed of the language from the device.
    if (intro) document.documentElement.setAttribute("data-shows-english", "");
  }, [intro]);
  if (intro)
    return (
      <UnitScreen
        {...intro}
        unit={{ id: intro.unit.id, name: intro.unit.name, passages: undefined }}
        questions={[]}
        coming={intro.questions}
      />
    );
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
          <UnitScreen
            level={level}
            subject={subject}
            category={category}
            unit={{ id: String(unit.id), name: unit.name, passages: unit.passages }}
            questions={parseQuestions(unit.json_data)}
          />
        );
      }}
    </QueryState>
  );
}

/** The unit's place in the catalog and its quiz; `coming`: the questions are on their way. */
function UnitScreen({
  level,
  subject,
  category,
  unit,
  questions,
  coming,
}: Omit<UnitIntro, "unit" | "questions"> & {
  unit: { id: string; name: string; passages: readonly Passage[] | undefined };
  questions: readonly Question[];
  coming?: number;
}) {
  const className = coming === undefined ? undefined : FROM_THE_PAGE;
  return (
    <>
      <Breadcrumbs
        className={className}
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
          questions={questions}
          coming={coming}
          className={className}
          record={{ mode: "school-unit", source: unit.id }}
        />
      </PassagesProvider>
    </>
  );
}
