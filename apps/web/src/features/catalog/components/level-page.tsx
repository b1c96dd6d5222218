import { Link } from "react-router";
import { QueryState } from "../../../components/ui/query-state";
import { useSubjects } from "../api/get-subjects";

/** A level (Grade X, Grade XII, B.Sc.CSIT): its subjects and their categories. */
export function LevelPage({ levelSlug }: { levelSlug: string }) {
  const query = useSubjects(levelSlug);
  return (
    <QueryState query={query}>
      {({ level, subjects }) => (
        <div className="page catalog">
          <h1>{level.name}</h1>
          {subjects.length === 0 ? <p>No subjects yet.</p> : null}
          <ul className="card-grid">
            {subjects.map((subject) => (
              <li key={subject.id} className="card">
                <h2>{subject.name}</h2>
                <ul className="topic-list">
                  {subject.categories.map((category) => (
                    <li key={category.id}>
                      <Link to={`/school/${subject.slug}/${category.slug}`}>
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
