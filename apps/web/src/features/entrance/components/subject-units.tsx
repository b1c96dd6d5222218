import { Link } from "react-router";
import { Breadcrumbs } from "../../../components/ui/breadcrumbs";
import { QueryState } from "../../../components/ui/query-state";
import { contentLanguage } from "../../../lib/i18n";
import { useSubjectUnits } from "../api/get-subject-units";
import { entranceTrail } from "../entrance-trail";
import { useMessages } from "../messages";
import { SubjectNotHere } from "./entrance-not-here";

/** The units of an entrance subject, each a link to its quiz. */
export function SubjectUnits({ title, subjectId }: { title: string; subjectId: string }) {
  const { t } = useMessages();
  const query = useSubjectUnits(subjectId);
  return (
    <div className="page catalog">
      <QueryState query={query} notHere={<SubjectNotHere />}>
        {({ entrance, subject, units }) => {
          const trail = entranceTrail(entrance, subject);
          const heading = subject.title || title;
          return (
            <>
              <Breadcrumbs trail={trail} />
              <h1 lang={contentLanguage(heading)}>{heading}</h1>
              {units.length === 0 ? (
                <p>{t("noUnits")}</p>
              ) : (
                <ul className="unit-list">
                  {units.map((unit) => (
                    <li key={unit.id}>
                      <Link
                        lang={contentLanguage(unit.title)}
                        to={`/mcq/subject/${encodeURIComponent(subject.title)}/${subject.id}/${encodeURIComponent(unit.title)}/${unit.id}/${unit.type}`}
                      >
                        {unit.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
