import { Link } from "react-router";
import { QueryState } from "../../../components/ui/query-state";
import { contentLanguage } from "../../../lib/i18n";
import { useEntranceSubjects } from "../api/get-entrance-subjects";
import { useMessages } from "../messages";

/** An entrance's subjects (csit, bca), each linking to its units. */
export function EntranceSubjectList({ entranceSlug }: { entranceSlug: string }) {
  const { t } = useMessages();
  const query = useEntranceSubjects(entranceSlug);
  return (
    <section aria-labelledby="entrance-subjects">
      <h2 id="entrance-subjects">{t("practiseBySubject")}</h2>
      <QueryState query={query}>
        {(subjects) =>
          subjects.length === 0 ? (
            <p>{t("noSubjects")}</p>
          ) : (
            <ul className="card-grid">
              {subjects.map((subject) => (
                <li key={subject.id}>
                  <Link
                    className="card"
                    to={`/mcq/subject/${encodeURIComponent(subject.title)}/${subject.id}`}
                  >
                    <strong lang={contentLanguage(subject.title)}>{subject.title}</strong>
                    <span>{t("unitWisePractice")}</span>
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
