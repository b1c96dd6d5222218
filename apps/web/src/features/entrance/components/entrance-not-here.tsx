import { NotHere } from "../../../components/ui/not-here";
import { useMessages as useFrameWords } from "../../../components/ui/not-here-messages";
import { PageSpinner } from "../../../components/ui/spinner";
import { contentLanguage } from "../../../lib/i18n";
import { useEntrances } from "../api/get-entrances";
import { useSubjectUnits } from "../api/get-subject-units";
import { useMessages } from "../messages";

/** An entrance subject's address that leads nowhere: every entrance's page, by its name. */
export function SubjectNotHere() {
  const { t } = useMessages();
  const entrances = useEntrances();
  if (entrances.isPending) return <PageSpinner />;
  return (
    <NotHere
      title={t("subjectNotHere")}
      text={t("subjectNotHereWhy")}
      ways={(entrances.data?.entrances ?? []).map((entrance) => ({
        to: `/${entrance.slug}`,
        label: entrance.name,
        lang: contentLanguage(entrance.name),
      }))}
    />
  );
}

/**
 * An entrance unit's address that leads nowhere (decision 220): back to its subject's units when
 * the subject is there, else every entrance's page. Names, never the address's ids.
 */
export function UnitNotHere({ subjectId }: { subjectId: string }) {
  const { t } = useMessages();
  const frame = useFrameWords();
  const subject = useSubjectUnits(subjectId);
  if (subject.isPending) return <PageSpinner />;
  if (!subject.data) return <SubjectNotHere />;
  const { title, id } = subject.data.subject;
  return (
    <NotHere
      title={t("unitNotHere")}
      text={t("unitNotHereWhy", { subject: title })}
      back={{
        to: `/mcq/subject/${encodeURIComponent(title)}/${id}`,
        label: frame.t("backTo", { page: title }),
      }}
    />
  );
}
