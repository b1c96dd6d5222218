import { Link } from "react-router";
import { QueryState } from "../../../components/ui/query-state";
import { useSubjectUnits } from "../api/get-subject-units";

/** The units of an entrance subject, each a link to its quiz. */
export function SubjectUnits({ title, subjectId }: { title: string; subjectId: string }) {
  const query = useSubjectUnits(subjectId);
  return (
    <div className="page catalog">
      <h1>{title}</h1>
      <QueryState query={query}>
        {({ subject, units }) =>
          units.length === 0 ? (
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
          )
        }
      </QueryState>
    </div>
  );
}
