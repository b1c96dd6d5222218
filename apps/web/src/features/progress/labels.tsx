// What the progress pages show of the server's words, in the interface's language: category names
// of the banks, the titles the server gives attempts of the file banks, dates, and error messages.
// Anything not known here (a unit's title from the catalog) is content and is shown as it came.
import { categoryName } from "../../components/question/category-name";
import { contentLanguage, currentLanguage } from "../../lib/i18n";
import { formatBikramSambat, formatDateTime } from "../../lib/bikram-sambat";
import { ApiError } from "../../lib/api-error";
import { codeText } from "../../lib/codes";
import { WithValues } from "../../components/with-values";
import { en, t } from "./messages";

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
 * An attempt's title: the server's names for the file banks and papers ("CSIT entrance test",
 * "CSIT model paper 2079", "Mock test 2", "English: Pronouns", server/modules/attempts and mocks)
 * are interface, shown by the name the test has on its own screen, in either language (decision
 * 133); a unit's title is content.
 */
export function AttemptTitle({ title }: { title: string }) {
  if (title === "CSIT entrance test") return <>{t("titleEntrance")}</>;
  if (title === "Category test") return <>{t("titleCategoryTest")}</>;
  if (title === en.titleWeakTopics) return <>{t("titleWeakTopics")}</>;
  if (title === en.titleReview) return <>{t("titleReview")}</>;
  if (title === en.titleNextStep) return <>{t("titleNextStep")}</>;
  const year = /^CSIT model paper (\d{4})$/.exec(title);
  if (year) return <>{t("titleYearPaper", { year: year[1]! })}</>;
  const mock = /^Mock test (\d+)$/.exec(title);
  if (mock) return <>{t("titleMock", { number: mock[1]! })}</>;
  const model = /^Model paper (\d{4})$/.exec(title);
  if (model) return <>{t("titleModel", { year: model[1]! })}</>;
  const topic = /^English: (.+)$/.exec(title);
  if (topic) return <EnglishTopic topic={topic[1]!} />;
  return <Content text={title} />;
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
