import { Link } from "react-router";
import { QueryState } from "../../../components/ui/query-state";
import { contentLanguage } from "../../../lib/i18n";
import { useSubjects } from "../api/get-subjects";
import { useMessages } from "../messages";
import { CatalogNotHere } from "./catalog-not-here";

/** A level (Grade X, Grade XII, B.Sc.CSIT): its subjects and their categories. */
export function LevelPage({ levelSlug }: { levelSlug: string }) {
  const { t } = useMessages();
  const query = useSubjects(levelSlug);
  return (
    <QueryState query={query} notHere={<CatalogNotHere slug={levelSlug} missing="level" />}>
      {({ level, subjects }) => (
        <div className="page catalog">
          {/* The level's, subjects' and categories' names come from the catalog (content). */}
          <h1 lang={contentLanguage(level.name)}>{level.name}</h1>
          {subjects.length === 0 ? <p>{t("noSubjects")}</p> : null}
          <ul className="card-grid">
            {subjects.map((subject) => (
              <li key={subject.id} className="card">
                <h2 lang={contentLanguage(subject.name)}>{subject.name}</h2>
                <ul className="topic-list">
                  {subject.categories.map((category) => (
                    <li key={category.id}>
                      <Link
                        lang={contentLanguage(`${subject.name} ${category.name}`)}
                        to={`/school/${subject.slug}/${category.slug}`}
                      >
                        {/* Heard out of context (a screen reader's list of links), each link names its subject. */}
                        <span className="visually-hidden">{subject.name}: </span>
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}
