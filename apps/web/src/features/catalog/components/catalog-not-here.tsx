import { useQueries } from "@tanstack/react-query";
import { NotHere } from "../../../components/ui/not-here";
import { useMessages as useFrameWords } from "../../../components/ui/not-here-messages";
import { PageSpinner } from "../../../components/ui/spinner";
import { contentLanguage, useLanguage } from "../../../lib/i18n";
import { useLevels } from "../api/get-levels";
import { subjectsQueryOptions } from "../api/get-subjects";
import { useMessages } from "../messages";

/**
 * A school address that leads nowhere (decision 220): `/school/{slug}` of no level, or
 * `/school/{slug}/{category}[/{unit}]` of no subject's category. The way back is the nearest page
 * that is there: the level `slug` names, or the level of the subject it names (a level's page lists
 * its subjects' categories); when neither is there, every level. Found from the levels' own lists,
 * so the page names levels by their names and never shows a slug of the address.
 */
export function CatalogNotHere({ slug, missing }: { slug: string; missing: "level" | "page" }) {
  const { t } = useMessages();
  const frame = useFrameWords();
  const language = useLanguage();
  const levels = useLevels();
  const list = levels.data?.levels ?? [];
  const named = missing === "page" ? list.find((level) => level.slug === slug) : undefined;
  // A subject's slug: which level lists it (asked only where the slug is no level's).
  const subjects = useQueries({
    queries:
      missing === "page" && !named
        ? list.map((level) => subjectsQueryOptions(level.slug, language))
        : [],
  });
  if (levels.isPending || subjects.some((q) => q.isPending)) return <PageSpinner />;
  const found =
    named ?? list.find((_, i) => subjects[i]?.data?.subjects.some((s) => s.slug === slug));
  const toLevel = (level: { slug: string; name: string }) => ({
    to: `/school/${level.slug}`,
    label: frame.t("backTo", { page: level.name }),
  });
  if (found)
    return (
      <NotHere
        title={t("pageNotHere")}
        text={t("pageNotHereWhy", { level: found.name })}
        back={toLevel(found)}
      />
    );
  return (
    <NotHere
      title={missing === "level" ? t("levelNotHere") : t("pageNotHere")}
      text={t(list.length ? "levelNotHereWhy" : "nothingHereWhy")}
      ways={list.map((level) => ({
        to: `/school/${level.slug}`,
        label: level.name,
        lang: contentLanguage(level.name),
      }))}
    />
  );
}
