import { Link } from "react-router";
import { QueryState } from "../../../components/ui/query-state";
import { useEntranceSubjects } from "../api/get-entrance-subjects";

/** An entrance's subjects (csit, bca), each linking to its units. */
export function EntranceSubjectList({ entranceSlug }: { entranceSlug: string }) {
  const query = useEntranceSubjects(entranceSlug);
  return (
    <section aria-labelledby="entrance-subjects">
      <h2 id="entrance-subjects">Practise by subject</h2>
      <QueryState query={query}>
        {(subjects) =>
          subjects.length === 0 ? (
            <p>No subjects yet.</p>
          ) : (
            <ul className="card-grid">
              {subjects.map((subject) => (
                <li key={subject.id}>
                  <Link
                    className="card"
                    to={`/mcq/subject/${encodeURIComponent(subject.title)}/${subject.id}`}
                  >
                    <strong>{subject.title}</strong>
                    <span>Unit-wise MCQ practice</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
