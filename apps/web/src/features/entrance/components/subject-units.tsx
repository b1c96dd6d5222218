import { Link } from "react-router";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import { QueryState } from "../../../components/ui/query-state";
import { useSubjectUnits } from "../api/get-subject-units";
import { entranceTrail } from "../entrance-trail";

/** The units of an entrance subject, each a link to its quiz. */
export function SubjectUnits({ title, subjectId }: { title: string; subjectId: string }) {
  const query = useSubjectUnits(subjectId);
  return (
    <div className="page catalog">
      <QueryState query={query}>
        {({ entrance, subject, units }) => (
          <>
            <Breadcrumbs trail={entranceTrail(entrance, subject)} />
            <h1>{subject.title || title}</h1>
            {units.length === 0 ? (
              <p>No units yet.</p>
            ) : (
              <ul className="unit-list">
                {units.map((unit) => (
                  <li key={unit.id}>
                    <Link
                      to={`/mcq/subject/${encodeURIComponent(subject.title)}/${subject.id}/${encodeURIComponent(unit.title)}/${unit.id}/${unit.type}`}
                    >
                      {unit.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
