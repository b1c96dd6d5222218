// What the progress pages show of the server's words, in the interface's language: category names
// of the banks, the titles the server gives attempts of the file banks, dates, and error messages.
// Anything not known here (a unit's title from the catalog) is content and is shown as it came.
import { categoryName } from "../../components/question/category-name";
import { contentLanguage, currentLanguage } from "../../lib/i18n";
import { formatBikramSambat, formatDateTime } from "../../lib/bikram-sambat";
import { ApiError } from "../../lib/api-error";
import { codeText } from "../../lib/codes";
import { WithValues } from "../../components/with-values";
import type { AttemptLabel } from "@tayari/contracts/attempts";
import { t } from "./messages";

/** Content in a sentence of the interface, marked with the language it is written in. */
const Content = ({ text }: { text: string }) => <span lang={contentLanguage(text)}>{text}</span>;

/** An English topic ("Pronouns"), named as the interface says "English: ..." (the topic is content). */
export function EnglishTopic({ topic }: { topic: string }) {
  if (currentLanguage() === "en") return <>{`English: ${topic}`}</>;
  return <WithValues message={t("englishTopic")} values={{ topic: <Content text={topic} /> }} />;
}

/** A category of the banks, or an English topic, named in the page, content marked with its language. */
export function RowName({ row }: { row: { category?: string; topic?: string } }) {
  if (row.topic !== undefined) return <EnglishTopic topic={row.topic} />;
  const name = categoryName(row.category ?? "");
  return name.lang === currentLanguage() ? (
    <>{name.text}</>
  ) : (
    <span lang={name.lang}>{name.text}</span>
  );
}

/**
 * An attempt's title, by what the server says it was (its coded label, issue 63 point 4): the
 * site's banks, papers and sets by the name the test has on its own screen, in either language
 * (decision 133); a unit's title is content, shown as written.
 */
export function AttemptTitle({ attempt }: { attempt: { title: string; label?: AttemptLabel } }) {
  const label = attempt.label;
  switch (label?.kind) {
    case "entrance":
      return <>{t("titleEntrance")}</>;
    case "category-test":
      return <>{t("titleCategoryTest")}</>;
    case "weak-topics":
      return <>{t("titleWeakTopics")}</>;
    case "review":
      return <>{t("titleReview")}</>;
    case "next-step":
      return <>{t("titleNextStep")}</>;
    case "year-paper":
      return <>{t("titleYearPaper", { year: label.year ?? "" })}</>;
    case "model-paper":
      return <>{t("titleModel", { year: label.year ?? "" })}</>;
    case "mock":
      return (
        <>
          {t(label.family === "bca" ? "titleBcaMock" : "titleMock", { number: label.number ?? "" })}
        </>
      );
    case "english-topic":
      return <EnglishTopic topic={label.topic ?? attempt.title} />;
    default:
      // A unit of the catalog, or a result kept on the device before attempts carried a label.
      return <Content text={attempt.title} />;
  }
}

/** When an attempt finished: in Nepali the Bikram Sambat day and the time in Nepal. */
export function finishedWhen(iso: string): string {
  return formatDateTime(new Date(iso), currentLanguage());
}

/** A chart's day label in Nepali: the Bikram Sambat month and day ("फागुन १५"), no year. */
export function bsDayLabel(date: Date): string {
  return formatBikramSambat(date, "ne").split(" ").slice(1).join(" ");
}

/** An error from the server or the API client, in the interface's language. */
export function translateError(error: unknown): string {
  if (error instanceof ApiError) return codeText(error);
  return error instanceof Error ? error.message : String(error);
}
