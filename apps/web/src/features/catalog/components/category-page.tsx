import { Link } from "react-router";
import { Breadcrumbs, type Crumb } from "../../../components/ui/breadcrumbs";
import { QueryState } from "../../../components/ui/query-state";
import { contentLanguage } from "../../../lib/i18n";
import { useCategoryItems } from "../api/get-category-items";
import { useMessages } from "../messages";
import { CatalogNotHere } from "./catalog-not-here";

/** A subject's category: its items, each with its units linking to their quizzes. */
export function CategoryPage({
  subjectSlug,
  categorySlug,
}: {
  subjectSlug: string;
  categorySlug: string;
}) {
  const { t } = useMessages();
  const query = useCategoryItems(subjectSlug, categorySlug);
  return (
    <QueryState query={query} notHere={<CatalogNotHere slug={subjectSlug} missing="page" />}>
      {({ level, subject, category, items }) => {
        const trail: Crumb[] = [
          { label: level.name, to: `/school/${level.slug}` },
          { label: `${subject.name}: ${category.name}` },
        ];
        return (
          <div className="page catalog">
            <Breadcrumbs trail={trail} />
            <h1 lang={contentLanguage(`${subject.name} ${category.name}`)}>
              {subject.name}: {category.name}
            </h1>
            {items.length === 0 ? <p>{t("noUnits")}</p> : null}
            {items.map((item) => (
              <section key={item.id} className="item">
                <h2 lang={contentLanguage(item.name)}>{item.name}</h2>
                <ul className="unit-list">
                  {item.content.map((unit) => (
                    <li key={unit.id}>
                      <Link
                        lang={contentLanguage(unit.name)}
                        to={`/school/${subject.slug}/${category.slug}/${unit.id}`}
                      >
                        {unit.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}
