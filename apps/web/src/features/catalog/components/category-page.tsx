import { Link } from "react-router";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import { QueryState } from "../../../components/ui/query-state";
import { useCategoryItems } from "../api/get-category-items";

/** A subject's category: its items, each with its units linking to their quizzes. */
export function CategoryPage({
  subjectSlug,
  categorySlug,
}: {
  subjectSlug: string;
  categorySlug: string;
}) {
  const query = useCategoryItems(subjectSlug, categorySlug);
  return (
    <QueryState query={query}>
      {({ level, subject, category, items }) => (
        <div className="page catalog">
          <Breadcrumbs
            trail={[
              { label: level.name, to: `/school/${level.slug}` },
              { label: `${subject.name}: ${category.name}` },
            ]}
          />
          <h1>
            {subject.name}: {category.name}
          </h1>
          {items.length === 0 ? <p>No units yet.</p> : null}
          {items.map((item) => (
            <section key={item.id} className="item">
              <h2>{item.name}</h2>
              <ul className="unit-list">
                {item.content.map((unit) => (
                  <li key={unit.id}>
                    <Link to={`/school/${subject.slug}/${category.slug}/${unit.id}`}>
                      {unit.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}
